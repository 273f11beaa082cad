import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

/** The parts of PGlite's query machinery that `query()` itself uses. */
interface PgliteInternals {
  parsers: Record<number, (text: string, type: number) => unknown>
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

/** The rows changed, as PGlite reads them from a command tag (`INSERT 0 3`, `UPDATE 2`, …). */
function affectedRows(tag: string): number {
  const [command, first, second] = tag.split(' ')
  if (command === 'INSERT') return parseInt(second!, 10)
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!) ? parseInt(first!, 10) : 0
}

/**
 * The first result of a statement's messages, as PGlite's `parseResults` makes
 * it (rows as objects, each value through the parser of its type), without
 * copying the parser table for every call and every row.
 */
function firstResult(messages: Message[], parsers: PgliteInternals['parsers']): Results<unknown> {
  let fields: { name: string; dataTypeID: number }[] = []
  let columns: { name: string; type: number; parse: ((text: string, type: number) => unknown) | undefined }[] = []
  const rows: Record<string, unknown>[] = []
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields.map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }))
      columns = fields.map(({ name, dataTypeID }) => ({ name, type: dataTypeID, parse: parsers[dataTypeID] ?? types.parsers[dataTypeID] }))
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields
      const row: Record<string, unknown> = {}
      for (let i = 0; i < values.length; i++) {
        const column = columns[i]!
        const value = values[i]!
        row[column.name] = value === null ? null : column.parse ? column.parse(value, column.type) : value
      }
      rows.push(row)
    } else if (message.name === 'commandComplete') {
      return { rows, fields, affectedRows: affectedRows((message as unknown as { text: string }).text) }
    }
  }
  return { rows: [], fields: [], affectedRows: 0 }
}

/** A named statement: its parameter types and, once run without parameters, its whole call. */
interface Statement {
  name: string
  oids: number[]
  bareCall?: Uint8Array
}

/** Binding, describing, executing and syncing a named statement, in one buffer. */
function callOf(name: string, values: (string | null)[]): Uint8Array {
  return concat([
    protocol.serialize.bind({ statement: name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ])
}

/** Postgres's refusal to run a prepared statement whose result columns changed under it (a table altered since). */
const STALE_PLAN = 'cached plan must not change result type'

/**
 * PGlite's `query()` sends each message of the extended protocol (parse,
 * describe, bind, describe, execute, sync) into Postgres on its own, six
 * passes through the WebAssembly module per statement, and lite runs about a
 * dozen statements per request. This `query()` prepares each statement text
 * once as a named statement (learning its parameter types by the usual
 * describe), then binds and executes it in one pass, so Postgres neither
 * parses nor plans it again (it re-plans by itself when a table or the role
 * changes what the plan depends on; a statement whose columns changed is
 * forgotten and prepared again); a statement without parameters (`BEGIN`,
 * `COMMIT`) keeps its whole call. The serializers, parsers, locks, errors
 * and file-system sync are PGlite's own (the sync after the statement that
 * ends a transaction block, not after each inside it), and the answer is
 * read into rows as PGlite's `parseResults` does. Calls with options (blobs,
 * row modes, own parsers) take PGlite's path.
 */
export function queryInOneTrip(db: PGlite): void {
  const internals = db as unknown as PgliteInternals
  const original = db.query.bind(db)
  const prepared = new Map<string, Statement>()
  let named = 0
  const serialize = (params: unknown[], oids: number[]) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serializer = internals.serializers[oids[i]!]
      return serializer ? serializer(value) : String(value)
    })
  const prepare = async (query: string) => {
    const name = prepared.size < REMEMBERED ? `one_trip_${++named}` : ''
    const described = await db.execProtocolStream(
      concat([protocol.serialize.parse({ name, text: query }), protocol.serialize.describe({ type: 'S', name })]),
      { syncToFs: false },
    )
    const statement: Statement = { name, oids: parse.parseDescribeStatementResults(described) }
    if (name) prepared.set(query, statement)
    return statement
  }
  const run = async (query: string, params: unknown[]) => {
    let messages: Message[] = []
    let synced = false
    try {
      const statement = prepared.get(query) ?? (await prepare(query))
      synced = true
      const call =
        params.length === 0
          ? (statement.bareCall ??= callOf(statement.name, []))
          : callOf(statement.name, serialize(params, statement.oids))
      messages = await db.execProtocolStream(call, { syncToFs: false })
    } catch (error) {
      if (error instanceof Error && 'severity' in error) {
        if (error.message === STALE_PLAN) prepared.delete(query)
        Object.assign(error, { query, params, queryOptions: undefined })
      }
      throw error
    } finally {
      if (!synced) await db.execProtocolStream(protocol.serialize.sync(), { syncToFs: false })
    }
    if (!db.isInTransaction()) await db.syncToFs()
    return firstResult(messages, internals.parsers)
  }
  db.query = async <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options) return original<T>(query, params, options)
    await internals._checkReady()
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => run(query, params))) as Promise<Results<T>>
  }
}
