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
    return { status, json: async () => body }
  }
  return { calls, client: createApiClient({ fetch, locale: 'de', messages: MESSAGES, retryDelayMs: 0 }) }
}

describe('api client', () => {
  it('sends JSON with the page language and returns the body', async () => {
    const { calls, client } = scripted([{ status: 200, body: { calculation: { id: 'a' } } }])
    expect(await client('PATCH', '/api/calculations/a', { body: { title: 'Bike' } })).toEqual({ calculation: { id: 'a' } })
    expect(calls[0]!.init).toMatchObject({
      method: 'PATCH',
      body: '{"title":"Bike"}',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': 'de', accept: 'application/json' },
    })
  })

  it('marks a bodiless DELETE as JSON (the API refuses other writes) and can keep it alive', async () => {
    const { calls, client } = scripted([200])
    await client('DELETE', '/api/calculations/a', { keepalive: true })
    expect(calls[0]!.init.headers['content-type']).toBe('application/json')
    expect(calls[0]!.init.body).toBeUndefined()
    expect(calls[0]!.init.keepalive).toBe(true)
  })

  it.each(RETRY_STATUSES)('retries an idempotent method once on %i', async (status) => {
    for (const method of ['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']) {
      const { calls, client } = scripted([status, 200])
      expect(await client(method, '/api/calculations')).toEqual({ ok: 200 })
      expect(calls).toHaveLength(2)
    }
  })

  it('retries only once, then fails with the server message', async () => {
    const { calls, client } = scripted([503, { status: 503, body: { error: { code: 'failed', message: 'Bitte später.' } } }])
    const error = await client('GET', '/api/calculations').catch((reason: unknown) => reason)
    expect(calls).toHaveLength(2)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 503, code: 'failed', message: 'Bitte später.' })
  })

  it('never retries POST or PATCH, nor statuses outside the list', async () => {
    for (const [method, status] of [
      ['POST', 503],
      ['PATCH', 500],
      ['GET', 404],
      ['DELETE', 422],
      ['GET', 501],
    ] as const) {
      const { calls, client } = scripted([status])
      await expect(client(method, '/api/calculations')).rejects.toBeInstanceOf(ApiError)
      expect(calls).toHaveLength(1)
    }
  })

  it("carries the server's code, message and field messages", async () => {
    const { client } = scripted([
      { status: 404, body: { error: { code: 'not_found', message: 'Calculation not found or has been deleted' } } },
      { status: 422, body: { error: { code: 'invalid', message: 'Check it.', fields: { title: 'Too long.' } } } },
    ])
    await expect(client('POST', '/api/calculations/x/favorite', { body: {} })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Calculation not found or has been deleted',
    })
    await expect(client('PATCH', '/api/calculations/x', { body: { title: 'x' } })).rejects.toMatchObject({
      status: 422,
      fields: { title: 'Too long.' },
    })
  })

  it('treats every 400–599 as an error, with the localized fallback when the body says nothing', async () => {
    for (const status of [400, 401, 403, 418, 599]) {
      const { client } = scripted([{ status, body: 'not json' }])
      await expect(client('POST', '/api/calculations')).rejects.toMatchObject({ status, code: 'failed', message: MESSAGES.failed })
    }
  })

  it('gives the localized network message when the server cannot be reached', async () => {
    const { calls, client } = scripted([new TypeError('Failed to fetch')])
    await expect(client('GET', '/api/calculations')).rejects.toMatchObject({ status: 0, code: 'network', message: MESSAGES.network })
    expect(calls).toHaveLength(1)
  })
})
