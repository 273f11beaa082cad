import { describe, expect, inject, it } from 'vitest'
import { fetchWithRetry } from '../../src/supabase/retry.ts'

const flaky = inject('flakyUrl')
let counter = 0
const key = () => `k${Date.now()}${++counter}`
const hits = async (k: string) => ((await (await fetch(`${flaky}/hits/${k}`)).json()) as { hits: number }).hits

describe("the worker's calls to Supabase retry once, as the seed says", () => {
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
