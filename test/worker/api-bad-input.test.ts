import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'

const CREATE_BODIES: unknown[] = [
  '{',
  'not json',
  '[1,2',
  'null',
  '[]',
  '"a string"',
  '42',
  { ...laptop, mode: 'steal' },
  { ...laptop, rate: 'abc' },
  { ...laptop, rate: '-5' },
  { ...laptop, rate: '0' },
  { ...laptop, rate: '1000000.01' },
  { ...laptop, rate: '12.3456' },
  { ...laptop, rate: 'NaN' },
  { ...laptop, rate: 'Infinity' },
  { ...laptop, rate: { $gt: 0 } },
  { ...laptop, rate: [40] },
  { ...laptop, currency: 'XYZ' },
  { ...laptop, currency: 'eur; drop table calculations' },
  { ...laptop, currency: 17 },
  { ...laptop, price: '' },
  { ...laptop, price: '-1' },
  { ...laptop, price: '1e400' },
  { ...laptop, price: '12,345,678,901,234' },
  { ...laptop, price: '12abc' },
  { ...laptop, price: true },
  { ...laptop, title: 'x'.repeat(121) },
  { ...laptop, title: { nested: 'object' } },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: '', unit: 'days' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: -3, unit: 'days' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: 100001, unit: 'hours' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: 'three', unit: 'days' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: '3', unit: 'days' },
  { mode: 'time_to_price', rate: '', currency: 'EUR', duration: 3, unit: 'days' },
  { mode: 'time_to_price', currency: 'EUR', duration: 3, unit: 'days' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', duration: 3, unit: 'fortnights' },
  { mode: 'time_to_price', rate: 40, currency: 'EUR', unit: 'days' },
  { ...laptop, rate: '40' },
  { ...laptop, price: '1200' },
  { ...laptop, rate: -5 },
  { ...laptop, rate: 0 },
  { ...laptop, rate: 1000000.01 },
  { ...laptop, rate: 12.3456 },
  { ...laptop, rate: null },
  { ...laptop, price: -1 },
  { ...laptop, price: 0 },
  { ...laptop, price: 1e13 },
  { ...laptop, price: 0.1 + 0.2 },
  '{"mode":"price_to_time","rate":40,"price":1e400}',
  { ...laptop, workweek: '1' },
  { ...laptop, workweek: 'yes' },
  { ...laptop, title: 42 },
  { ...laptop, surprise: 'extra key' },
  {},
]

const ID = '00000000-0000-4000-8000-000000000000'
const BAD_IDS = ['1', 'not-a-uuid', `${ID}x`, "1' or '1'='1", '%00', ID.toUpperCase().replace(/-/g, ''), 'null']

const PATCH_BODIES: unknown[] = [
  '{',
  '[]',
  'null',
  { title: 42 },
  { title: 'x'.repeat(121) },
  { title: ['a'] },
  { name: 'x' },
  { title: 'ok', is_favorite: true },
  { title: 'ok', user_id: ID },
]
const FAVORITE_BODIES: unknown[] = ['{', '"yes"', { isFavorite: 'true' }, { isFavorite: 1 }, { isFavorite: true, user_id: ID }]

describe('the API refuses malformed input without a 5xx or a changed row', () => {
  let jar: CookieJar
  let id: string
  let before: unknown

  beforeAll(async () => {
    jar = (await signedUpJar()).jar
    id = (await callApi(jar, 'POST', '/api/calculations', laptop)).json.calculation.id
    before = (await callApi(jar, 'GET', '/api/calculations')).json
  })

  it.each(CREATE_BODIES.map((body, index) => [index, body]))('POST body #%i', async (_index, body) => {
    const res = await callApi(jar, 'POST', '/api/calculations', body)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(typeof res.json.error.message).toBe('string')
    if (res.status === 422 && res.json.error.fields) {
      for (const message of Object.values(res.json.error.fields)) expect(message).toMatch(/\w{3,}/)
    }
  })

  it('names the field in each 422 message', async () => {
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, rate: 'abc', currency: 'XYZ' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields.rate).toContain('Hourly rate')
    expect(res.json.error.fields.currency).toContain('Currency')
  })

  it('refuses numbers sent as strings with a 422 naming each field', async () => {
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, rate: '40', price: '1200', workweek: '1' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields.rate).toContain('Hourly rate')
    expect(res.json.error.fields.price).toContain('Price')
    expect(res.json.error.fields.workweek).toContain('Working time')
    const de = await callApi(jar, 'POST', '/api/calculations', { ...laptop, price: '1.200' }, { 'accept-language': 'de' })
    expect(de.status).toBe(422)
    expect(de.json.error.fields.price).toContain('Preis')
  })

  it.each(PATCH_BODIES.map((body, index) => [index, body]))('PATCH body #%i', async (_index, body) => {
    const res = await callApi(jar, 'PATCH', `/api/calculations/${id}`, body)
    expect([400, 422]).toContain(res.status)
    expect(typeof res.json.error.message).toBe('string')
  })

  it('names the field in the sentence of each refused title, star and page, in the request’s language', async () => {
    const pt = { 'accept-language': 'pt-BR' }
    const cases = [
      ['PATCH', `/api/calculations/${id}`, { title: 5 }, 'title', '“title” não pode ser usado assim: verifique o valor.'],
      ['PATCH', `/api/calculations/${id}`, { title: 'x'.repeat(121) }, 'title', 'O título pode ter no máximo 120 caracteres.'],
      [
        'POST',
        `/api/calculations/${id}/favorite`,
        { isFavorite: 'yes' },
        'isFavorite',
        '“isFavorite” não pode ser usado assim: verifique o valor.',
      ],
      ['GET', '/api/calculations?limit=-1', undefined, 'limit', '“limit” não pode ser usado assim: verifique o valor.'],
      ['GET', '/api/export?lang=xx', undefined, 'lang', '“lang” não pode ser usado assim: verifique o valor.'],
    ] as const
    for (const [method, path, body, field, sentence] of cases) {
      const res = await callApi(jar, method, path, body, pt)
      expect(res.status, `${method} ${path}`).toBe(422)
      expect(res.json.error.fields, `${method} ${path}`).toEqual({ [field]: sentence })
    }
  })

  it.each(FAVORITE_BODIES.map((body, index) => [index, body]))('favourite body #%i', async (_index, body) => {
    const res = await callApi(jar, 'POST', `/api/calculations/${id}/favorite`, body)
    expect([400, 422]).toContain(res.status)
  })

  it.each(BAD_IDS)('answers the id %j with 404 on every route', async (bad) => {
    const path = `/api/calculations/${encodeURIComponent(bad)}`
    for (const [method, suffix, body] of [
      ['PATCH', '', { title: 'x' }],
      ['DELETE', '', undefined],
      ['POST', '/favorite', {}],
    ] as const) {
      const res = await callApi(jar, method, path + suffix, body)
      expect(res.status, `${method} ${path}${suffix}`).toBe(404)
    }
  })

  // `limit` and `offset` page the list; a bad one is a 422, see fields-quotes-and-long-lists.test.ts.
  it.each(['?select=*', '?user_id=eq.x', '?order=created_at.asc&max=abc', '?id=eq.' + ID, '?' + 'x'.repeat(2000)])(
    'ignores the query string %s on the list and clear-all routes',
    async (query) => {
      const list = await callApi(jar, 'GET', `/api/calculations${query}`)
      expect(list.status).toBe(200)
      expect(list.json).toEqual(before)
    },
  )

  it('refuses an oversized body with 413, saying in the request’s language that it is too large', async () => {
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, title: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(res.json.error).toEqual({ code: 'too_large', message: 'This request is too large.' })
    const german = await callApi(jar, 'POST', '/api/calculations', { ...laptop, title: 'x'.repeat(20_000) }, { 'accept-language': 'de' })
    expect(german.json.error.message).toBe('Diese Anfrage ist zu groß.')
  })

  it('answers unknown API paths with a JSON 404 that says nothing is there, in the request’s language', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/account'],
      ['PUT', '/api/goals'],
    ] as const) {
      const res = await callApi(jar, method, path, method === 'PUT' ? {} : undefined, { 'accept-language': 'pt-BR' })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.json.error).toEqual({ code: 'not_found', message: 'Não há nada neste endereço da API.' })
    }
  })

  it('left the one saved row exactly as it was', async () => {
    expect((await callApi(jar, 'GET', '/api/calculations')).json).toEqual(before)
  })
})
