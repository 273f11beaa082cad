import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

/** The parts of PGlite's query machinery that `query()` itself uses. */
interface PgliteInternals {
  parsers: Parameters<typeof parse.parseResults>[1]
  serializers: Record<number, (value: unknown) => string>
  _checkReady(): Promise<void>
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>
}

/** How many statements' parameter types are remembered (lite and PostgREST repeat a few hundred shapes). */
const REMEMBERED = 2_000

const concat = (parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/**
 * PGlite's `query()` sends each message of the extended protocol (parse,
 * describe, bind, describe, execute, sync) into Postgres on its own, six
 * passes through the WebAssembly module per statement, and lite runs about a
 * dozen statements per request. This `query()` sends them in one pass once it
 * knows the statement's parameter types (learnt by the usual describe the
 * first time a statement text is seen, then remembered), with the same
 * serializers, parsers, locks, errors and file-system sync as PGlite's own.
 * Calls with options (blobs, row modes, own parsers) take PGlite's path.
 */
export function queryInOneTrip(db: PGlite): void {
  const internals = db as unknown as PgliteInternals
  const original = db.query.bind(db)
  const parameterTypes = new Map<string, number[]>()
  const serialize = (params: unknown[], types: number[]) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = internals.serializers[types[i]!]
      return serializer ? serializer(value) : String(value)
    })
  const run = async (query: string, params: unknown[]) => {
    const messages: Message[] = []
    let synced = false
    try {
      let types = parameterTypes.get(query)
      const head: Uint8Array[] = [protocol.serialize.parse({ text: query })]
      if (!types) {
        const described = await db.execProtocolStream(concat([...head, protocol.serialize.describe({ type: 'S' })]), { syncToFs: false })
        types = parse.parseDescribeStatementResults(described)
        if (parameterTypes.size >= REMEMBERED) parameterTypes.clear()
        parameterTypes.set(query, types)
        messages.push(...described.filter((message) => message.name === 'parseComplete'))
        head.length = 0
      }
      const tail = [
        protocol.serialize.bind({ values: serialize(params, types) }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]
      synced = true
      messages.push(...(await db.execProtocolStream(concat([...head, ...tail]), { syncToFs: false })))
    } catch (error) {
      if (error instanceof Error && 'severity' in error) Object.assign(error, { query, params, queryOptions: undefined })
      throw error
    } finally {
      if (!synced) await db.execProtocolStream(protocol.serialize.sync(), { syncToFs: false })
    }
    await db.syncToFs()
    return parse.parseResults(messages, internals.parsers, undefined, undefined)[0]!
  }
  db.query = async <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options) return original<T>(query, params, options)
    await internals._checkReady()
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => run(query, params))) as Promise<Results<T>>
  }
}
