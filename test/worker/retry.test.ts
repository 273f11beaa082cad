import { describe, expect, inject, it } from 'vitest'
import { fetchWithRetry } from '../../src/supabase/retry.ts'
import { viaBackend } from './support/backend.ts'
import { signedUpJar } from './support/cookie-jar.ts'

const flaky = inject('flakyUrl')
let counter = 0
const key = () => `k${Date.now()}${++counter}`
const hits = async (k: string) => ((await (await fetch(`${flaky}/hits/${k}`)).json()) as { hits: number }).hits
/** The requests the failing server got for a key, as `METHOD /path`. */
const requestsOf = async (k: string) => ((await (await fetch(`${flaky}/requests/${k}`)).json()) as { requests: string[] }).requests
/** The rule: a request that needs an unreachable Supabase answers within this, retries included. */
const OUTAGE_ANSWER_MS = 5_500

describe("the worker's calls to Supabase retry once, and only what the retry rule allows", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries an idempotent request that answered %i once', async (status) => {
    const k = key()
    const res = await fetchWithRetry(`${flaky}/fail/${status}/1/${k}`)
    expect(res.status).toBe(200)
    expect(await hits(k)).toBe(2)
  })

  it.each(['PUT', 'DELETE'])('retries %s too', async (method) => {
    const k = key()
    expect((await fetchWithRetry(`${flaky}/fail/503/1/${k}`, { method })).status).toBe(200)
    expect(await hits(k)).toBe(2)
  })

  it.each(['POST', 'PATCH'])('never repeats a %s', async (method) => {
    const k = key()
    const res = await fetchWithRetry(`${flaky}/fail/503/1/${k}`, { method, body: '{}' })
    expect(res.status).toBe(503)
    expect(await hits(k)).toBe(1)
  })

  it.each([400, 401, 404, 406, 422, 501])('does not retry a %i', async (status) => {
    const k = key()
    expect((await fetchWithRetry(`${flaky}/fail/${status}/1/${k}`)).status).toBe(status)
    expect(await hits(k)).toBe(1)
  })

  it('retries only once', async () => {
    const k = key()
    expect((await fetchWithRetry(`${flaky}/fail/503/2/${k}`)).status).toBe(503)
    expect(await hits(k)).toBe(2)
  })
})

describe.concurrent('a request through the worker retries once, not once per library', () => {
  it('reads a shared comparison twice from a backend that answers 503, then answers the outage page at once', async () => {
    const k = key()
    const { res, ms } = await viaBackend(`${flaky}/fail/503/99/${k}`, null, '/en/compare/Unknown123')
    expect(res.status).toBe(503)
    expect(await requestsOf(k)).toEqual(['GET /rest/v1/rpc/get_comparison', 'GET /rest/v1/rpc/get_comparison'])
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
  })

  it('asks a backend that drops the connection once', async () => {
    const k = key()
    const { res, ms } = await viaBackend(`${flaky}/down/${k}`, null, '/en/compare/Unknown123')
    expect(res.status).toBe(503)
    expect(await requestsOf(k)).toEqual(['GET /rest/v1/rpc/get_comparison'])
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
  })

  // The list is read beside the session check, and the answer does not wait
  // for it once the check failed: under load its retry may still be on its
  // way, or never sent, when the 503 is out. Either way it is read at most twice.
  it('checks a session twice against an auth server that answers 503, and reads the list beside it at most twice', async () => {
    const { jar } = await signedUpJar()
    const k = key()
    const { res, body, ms } = await viaBackend(`${flaky}/fail/503/99/${k}`, jar, '/api/calculations')
    expect(res.status).toBe(503)
    expect(JSON.parse(body).error.code).toBe('unavailable')
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const requests = await requestsOf(k)
    expect(requests.filter((line) => line === 'GET /auth/v1/user')).toHaveLength(2)
    const reads = requests.filter((line) => line === 'GET /rest/v1/calculations')
    expect(reads.length).toBeGreaterThanOrEqual(1)
    expect(reads.length).toBeLessThanOrEqual(2)
    expect(requests).toHaveLength(2 + reads.length)
  })

  it('reads a signed-in list twice from a database that answers 503', async () => {
    const { jar } = await signedUpJar()
    const k = key()
    const { res, body, ms } = await viaBackend(`${flaky}/rest-fails/503/${k}`, jar, '/api/calculations', { language: 'de' })
    expect(res.status).toBe(503)
    expect(JSON.parse(body).error.code).toBe('failed')
    expect((await requestsOf(k)).filter((line) => line.includes('/rest/'))).toEqual([
      'GET /rest/v1/calculations',
      'GET /rest/v1/calculations',
    ])
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
  })

  it('sends a signed-in save once to a database that answers 503', async () => {
    const { jar } = await signedUpJar()
    const k = key()
    const save = JSON.stringify({ mode: 'price_to_time', price: 120, rate: 40, currency: 'EUR', workweek: true, title: 'Once' })
    const { res, ms } = await viaBackend(`${flaky}/rest-fails/503/${k}`, jar, '/api/calculations', {
      method: 'POST',
      body: save,
      type: 'application/json',
    })
    expect(res.status).toBe(503)
    expect((await requestsOf(k)).filter((line) => line.includes('/rest/'))).toEqual(['POST /rest/v1/calculations'])
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
  })
})
