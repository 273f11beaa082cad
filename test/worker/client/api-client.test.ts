import { parseResponse } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { createApiClient, type ApiFetchInit } from '../../../src/client/api-client.ts'
import { ApiError } from '../../../src/lib/api-error.ts'
import { RETRY_STATUSES } from '../../../src/lib/retry-rule.ts'

const MESSAGES = { network: 'Could not reach the server.', failed: 'That did not work.' }

/** A fetch double that answers from a list and records every call. */
function scripted(answers: (number | Error | { status: number; body: unknown })[]) {
  const calls: { url: string; init: ApiFetchInit }[] = []
  const fetch = async (url: string, init: ApiFetchInit) => {
    calls.push({ url, init })
    const answer = answers.shift()
    if (answer === undefined) throw new Error('unexpected call')
    if (answer instanceof Error) throw answer
    const { status, body } = typeof answer === 'number' ? { status: answer, body: { ok: answer } } : answer
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { calls, client: createApiClient({ fetch, locale: 'de', messages: MESSAGES, retryDelayMs: 0 }) }
}

describe('api client', () => {
  it('sends JSON with the page language to the route the call names, and gives back its answer', async () => {
    const { calls, client } = scripted([{ status: 200, body: { calculation: { id: 'a' } } }])
    const answer = await parseResponse(client.calculations[':id'].$patch({ param: { id: 'a' }, json: { title: 'Bike' } }))
    expect(answer).toEqual({ calculation: { id: 'a' } })
    expect(calls[0]!.url).toBe('/api/calculations/a')
    // A write outlives the page: a choice made just before leaving is still sent.
    expect(calls[0]!.init).toMatchObject({ method: 'PATCH', body: '{"title":"Bike"}', keepalive: true })
    expect(Object.fromEntries(calls[0]!.init.headers)).toEqual({
      'content-type': 'application/json',
      'accept-language': 'de',
      accept: 'application/json',
    })
  })

  it('gives up on a request left unanswered, as on one that never connected, and names its Idempotency-Key', async () => {
    const calls: ApiFetchInit[] = []
    const hanging = (_url: string, init: ApiFetchInit) => {
      calls.push(init)
      return new Promise<Response>((_answer, fail) => init.signal.addEventListener('abort', () => fail(init.signal.reason)))
    }
    const client = createApiClient({ fetch: hanging, locale: 'de', messages: MESSAGES, retryDelayMs: 0, timeoutMs: 20 })
    const key = crypto.randomUUID()
    const failure = await client.calculations
      .$post({ json: { mode: 'price_to_time', rate: 40, price: 80 }, header: { 'idempotency-key': key } })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 0, message: MESSAGES.network })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.headers.get('idempotency-key')).toBe(key)
  })

  it('puts a query into the address', async () => {
    const { calls, client } = scripted([200])
    await client.calculations.$get({ query: { limit: '50', offset: '100', favorites: '1' } })
    expect(calls[0]!.url).toBe('/api/calculations?limit=50&offset=100&favorites=1')
    expect(calls[0]!.init.method).toBe('GET')
    expect(calls[0]!.init.headers.has('content-type')).toBe(false)
    expect(calls[0]!.init.keepalive).toBe(false)
  })

  it('marks a bodiless DELETE as JSON (the API refuses other writes) and lets it outlive the page', async () => {
    const { calls, client } = scripted([200])
    await client.calculations[':id'].$delete({ param: { id: 'a' } })
    expect(calls[0]!.init.method).toBe('DELETE')
    expect(calls[0]!.init.headers.get('content-type')).toBe('application/json')
    expect(calls[0]!.init.body).toBeUndefined()
    expect(calls[0]!.init.keepalive).toBe(true)
  })

  it.each(RETRY_STATUSES)('retries an idempotent method once on %i', async (status) => {
    const calls = [
      (client: ReturnType<typeof scripted>['client']) => client.calculations.$get({ query: {} }),
      (client: ReturnType<typeof scripted>['client']) => client.calculations.$delete(),
      (client: ReturnType<typeof scripted>['client']) => client.goals[':id'].$delete({ param: { id: 'g' } }),
    ]
    for (const call of calls) {
      const { calls: sent, client } = scripted([status, 200])
      expect((await call(client)).status).toBe(200)
      expect(sent).toHaveLength(2)
    }
  })

  it('retries only once, then fails with the server message', async () => {
    const { calls, client } = scripted([503, { status: 503, body: { error: { code: 'failed', message: 'Bitte später.' } } }])
    const error = await client.calculations.$get({ query: {} }).catch((reason: unknown) => reason)
    expect(calls).toHaveLength(2)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, code: 'failed', message: 'Bitte später.' })
  })

  it('never retries POST or PATCH, nor statuses outside the list', async () => {
    const cases: [number, (client: ReturnType<typeof scripted>['client']) => Promise<unknown>][] = [
      [503, (client) => client.comparisons.$post({ json: { calculationIds: ['a', 'b'], title: null }, header: {} })],
      [500, (client) => client.profile.$patch({ json: { useWorkWeek: true } })],
      [404, (client) => client.goals.$get()],
      [422, (client) => client.calculations[':id'].$delete({ param: { id: 'a' } })],
      [501, (client) => client.comparisons.$get()],
    ]
    for (const [status, call] of cases) {
      const { calls, client } = scripted([status])
      await expect(call(client)).rejects.toBeInstanceOf(ApiError)
      expect(calls).toHaveLength(1)
    }
  })

  it("carries the server's code, message and field messages", async () => {
    const { client } = scripted([
      { status: 404, body: { error: { code: 'not_found', message: 'Calculation not found or has been deleted' } } },
      { status: 422, body: { error: { code: 'invalid', message: 'Check it.', fields: { title: 'Too long.' } } } },
    ])
    await expect(client.calculations[':id'].favorite.$post({ param: { id: 'x' }, json: { isFavorite: false } })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Calculation not found or has been deleted',
    })
    await expect(client.calculations[':id'].$patch({ param: { id: 'x' }, json: { title: 'x' } })).rejects.toMatchObject({
      status: 422,
      fields: { title: 'Too long.' },
    })
  })

  it('treats every 400–599 as an error, with the localized fallback when the body says nothing', async () => {
    for (const status of [400, 401, 403, 418, 599]) {
      const { client } = scripted([{ status, body: 'not json' }])
      await expect(client.profile.$patch({ json: { currency: 'EUR' } })).rejects.toMatchObject({
        status,
        code: 'failed',
        message: MESSAGES.failed,
      })
    }
  })

  it('gives the localized network message when the server cannot be reached', async () => {
    const { calls, client } = scripted([new TypeError('Failed to fetch')])
    await expect(client.calculations.$get({ query: {} })).rejects.toMatchObject({ status: 0, code: 'network', message: MESSAGES.network })
    expect(calls).toHaveLength(1)
  })
})
