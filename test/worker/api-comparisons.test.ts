import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'

describe('/api/comparisons happy paths', () => {
  let jar: CookieJar
  let username: string
  let ids: string[]

  beforeAll(async () => {
    const signedUp = await signedUpJar()
    jar = signedUp.jar
    username = signedUp.account.username
    ids = await saveCalculations(jar, COMPARED)
  })

  it('creates a comparison: 201 with code, absolute url, trimmed title, date and the snapshot in the chosen order', async () => {
    const res = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [ids[1], ids[0], ids[2]], title: '  Laptop or bike?  ' })
    expect(res.status).toBe(201)
    const { comparison } = res.json
    expect(Object.keys(res.json)).toEqual(['comparison'])
    expect(Object.keys(comparison).sort()).toEqual(['code', 'createdAt', 'items', 'title', 'url'])
    expect(comparison.code).toMatch(/^[0-9A-Za-z]{10}$/)
    expect(comparison.url).toBe(`http://localhost/en/compare/${comparison.code}`)
    expect(comparison.title).toBe('Laptop or bike?')
    expect(Number.isNaN(Date.parse(comparison.createdAt))).toBe(false)
    expect(comparison.items).toEqual([
      { title: 'City bike', mode: 'price_to_time', amount: 400, currency: 'EUR', hourlyRate: 40, hours: 10, useWorkWeek: true },
      { title: 'New laptop', mode: 'price_to_time', amount: 1200, currency: 'EUR', hourlyRate: 40, hours: 30, useWorkWeek: true },
      {
        title: null,
        mode: 'price_to_time',
        amount: 10000,
        currency: 'JPY',
        hourlyRate: 2500,
        hours: 4,
        useWorkWeek: false,
        // The owner's currency is EUR (a sign-up's default here): the yen item keeps its amount in euros at the day's reference rate.
        inOwnerCurrency: { currency: 'EUR', amount: 62.2, rate: 1 / 160.78, date: '2024-09-26' },
      },
    ])
    expect(JSON.stringify(res.json)).not.toMatch(new RegExp(ids.join('|')))
  })

  it('stores no title when it is missing, null or blank, and links in the request’s language', async () => {
    for (const [body, lang] of [
      [{ calculationIds: [ids[0], ids[1]] }, 'en'],
      [{ calculationIds: [ids[0], ids[1]], title: null }, 'de'],
      [{ calculationIds: [ids[0], ids[1]], title: '   ' }, 'pt-BR'],
    ] as const) {
      const res = await callApi(jar, 'POST', '/api/comparisons', body, { 'accept-language': lang })
      expect(res.status).toBe(201)
      expect(res.json.comparison.title).toBeNull()
      expect(res.json.comparison.url).toBe(`http://localhost/${lang}/compare/${res.json.comparison.code}`)
    }
  })

  it('accepts six ids, a 120-character title and upper-case ids', async () => {
    const more = await saveCalculations(jar, COMPARED)
    const six = [...ids, ...more].map((id, index) => (index === 0 ? id.toUpperCase() : id))
    const res = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: six, title: 'x'.repeat(120) })
    expect(res.status).toBe(201)
    expect(res.json.comparison.items).toHaveLength(6)
    expect(res.json.comparison.title).toHaveLength(120)
  })

  it('lists the caller’s own comparisons newest first, in the same shape', async () => {
    const fresh = await signedUpJar()
    const own = await saveCalculations(fresh.jar, COMPARED)
    const first = (await callApi(fresh.jar, 'POST', '/api/comparisons', { calculationIds: [own[0], own[1]], title: 'First' })).json
      .comparison
    const second = (await callApi(fresh.jar, 'POST', '/api/comparisons', { calculationIds: [own[2], own[0]] })).json.comparison
    const list = await callApi(fresh.jar, 'GET', '/api/comparisons')
    expect(list.status).toBe(200)
    expect(list.json).toEqual({ comparisons: [second, first] })
    expect(list.headers.get('cache-control')).toContain('no-store')
  })

  it('stores a comparison sent again under the same Idempotency-Key once, and another key, or the same key from someone else, makes another', async () => {
    const fresh = await signedUpJar()
    const own = await saveCalculations(fresh.jar, COMPARED)
    const body = { calculationIds: [own[0], own[1]], title: 'Once' }
    const key = crypto.randomUUID()
    const first = await callApi(fresh.jar, 'POST', '/api/comparisons', body, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    const again = await callApi(fresh.jar, 'POST', '/api/comparisons', body, { 'idempotency-key': key })
    expect(again.status).toBe(201)
    expect(again.json.comparison).toEqual(first.json.comparison)
    expect((await callApi(fresh.jar, 'GET', '/api/comparisons')).json.comparisons).toHaveLength(1)
    const other = await callApi(fresh.jar, 'POST', '/api/comparisons', body, { 'idempotency-key': crypto.randomUUID() })
    expect(other.json.comparison.code).not.toBe(first.json.comparison.code)
    expect((await callApi(fresh.jar, 'GET', '/api/comparisons')).json.comparisons).toHaveLength(2)
    const someoneElse = await signedUpJar()
    const theirs = await saveCalculations(someoneElse.jar, COMPARED)
    const sameKey = await callApi(
      someoneElse.jar,
      'POST',
      '/api/comparisons',
      { calculationIds: [theirs[0], theirs[1]] },
      { 'idempotency-key': key },
    )
    expect(sameKey.status).toBe(201)
    expect(sameKey.json.comparison.code).not.toBe(first.json.comparison.code)
    const bad = await callApi(fresh.jar, 'POST', '/api/comparisons', body, { 'idempotency-key': 'again' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.error.fields)).toEqual(['idempotency-key'])
  })

  it('keeps the snapshot when the calculations are renamed or deleted later', async () => {
    const [a, b] = await saveCalculations(jar, COMPARED)
    const created = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [a, b] })).json.comparison
    await callApi(jar, 'PATCH', `/api/calculations/${a}`, { title: 'Renamed' })
    await callApi(jar, 'DELETE', `/api/calculations/${b}`)
    const listed = (await callApi(jar, 'GET', '/api/comparisons')).json.comparisons.find((c: { code: string }) => c.code === created.code)
    expect(listed.items).toEqual(created.items)
    expect(listed.items.map((item: { title: string }) => item.title)).toEqual(['New laptop', 'City bike'])
  })

  it('deletes one with 204; a second delete and an unknown code are 404', async () => {
    const created = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[2]] })).json.comparison
    const res = await callApi(jar, 'DELETE', `/api/comparisons/${created.code}`)
    expect(res.status).toBe(204)
    expect(res.json).toBeNull()
    const codes = (await callApi(jar, 'GET', '/api/comparisons')).json.comparisons.map((c: { code: string }) => c.code)
    expect(codes).not.toContain(created.code)
    const again = await callApi(jar, 'DELETE', `/api/comparisons/${created.code}`)
    expect(again.status).toBe(404)
    expect(again.json.error.code).toBe('not_found')
    expect(again.json.error.message).toBe('Comparison not found or has been deleted.')
    expect((await callApi(jar, 'DELETE', '/api/comparisons/Unknown123')).status).toBe(404)
  })

  it.each(['short', 'abcDEF12345', 'abc-EF1234', "'%20or%201=1", '%25'])('answers the malformed code %s with 404', async (code) => {
    expect((await callApi(jar, 'DELETE', `/api/comparisons/${code}`)).status).toBe(404)
  })
})

describe('another user', () => {
  it('can neither list nor delete someone else’s comparison, and it stays', async () => {
    const a = await signedUpJar()
    const b = await signedUpJar()
    const ids = await saveCalculations(a.jar, COMPARED)
    const created = (await callApi(a.jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[1]] })).json.comparison
    expect((await callApi(b.jar, 'GET', '/api/comparisons')).json).toEqual({ comparisons: [] })
    const res = await callApi(b.jar, 'DELETE', `/api/comparisons/${created.code}`)
    expect(res.status).toBe(404)
    expect(res.json.error.code).toBe('not_found')
    expect((await callApi(a.jar, 'GET', '/api/comparisons')).json).toEqual({ comparisons: [created] })
  })

  it('cannot compare someone else’s calculations, even mixed with their own', async () => {
    const a = await signedUpJar()
    const b = await signedUpJar()
    const [foreign] = await saveCalculations(a.jar, COMPARED)
    const [own] = await saveCalculations(b.jar, COMPARED)
    const res = await callApi(b.jar, 'POST', '/api/comparisons', { calculationIds: [own, foreign] })
    expect(res.status).toBe(422)
    expect(Object.keys(res.json.error.fields)).toEqual(['calculationIds'])
    expect((await callApi(b.jar, 'GET', '/api/comparisons')).json).toEqual({ comparisons: [] })
  })
})

describe('guards', () => {
  it.each([
    ['GET', '/api/comparisons'],
    ['POST', '/api/comparisons'],
    ['DELETE', '/api/comparisons/abcDEF1234'],
  ])('answers a guest’s %s %s with 401', async (method, path) => {
    const res = await callApi(null, method, path, method === 'POST' ? { calculationIds: [] } : undefined)
    expect(res.status).toBe(401)
  })

  it.each([
    ['a cross-site origin', { origin: 'https://evil.example' }],
    ['a form content type', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no origin and a cross-site fetch', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a create or delete with %s', async (_name, headers) => {
    const { jar } = await signedUpJar()
    const ids = await saveCalculations(jar, COMPARED)
    expect((await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[1]] }, headers)).status).toBe(403)
    const created = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[1]] })).json.comparison
    expect((await callApi(jar, 'DELETE', `/api/comparisons/${created.code}`, undefined, headers)).status).toBe(403)
    expect((await callApi(jar, 'GET', '/api/comparisons')).json).toEqual({ comparisons: [created] })
  })
})

describe('the creation limit', () => {
  it('allows 30 comparisons an hour per user, then answers 429 with a localized message and writes nothing, deletions notwithstanding', async () => {
    const { jar } = await signedUpJar()
    const [a, b] = await saveCalculations(jar, COMPARED)
    for (let i = 0; i < 30; i++) {
      expect((await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [a, b] })).status).toBe(201)
    }
    const limited = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [a, b] })
    expect(limited.status).toBe(429)
    expect(limited.json.error.code).toBe('rate_limited')
    expect(limited.json.error.message).toContain('30 comparisons')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const german = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [a, b] }, { 'accept-language': 'de' })
    expect(german.status).toBe(429)
    expect(german.json.error.message).toContain('30 Vergleiche')
    expect((await callApi(jar, 'GET', '/api/comparisons')).json.comparisons).toHaveLength(30)

    const codes = (await callApi(jar, 'GET', '/api/comparisons')).json.comparisons.map((c: { code: string }) => c.code)
    for (const code of codes.slice(0, 5)) expect((await callApi(jar, 'DELETE', `/api/comparisons/${code}`)).status).toBe(204)
    expect((await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [a, b] })).status).toBe(429)

    const other = await signedUpJar()
    const theirs = await saveCalculations(other.jar, COMPARED)
    expect((await callApi(other.jar, 'POST', '/api/comparisons', { calculationIds: [theirs[0], theirs[1]] })).status).toBe(201)
  }, 60_000)
})
