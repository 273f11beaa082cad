import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { daysFromToday, tripGoal } from './support/goals.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/**
 * A malformed body (a string is sent as is) and the field its 4xx must name.
 * JSON that is no object (`null`, an array, a string, a number) cannot be
 * read as a goal any more than broken JSON can: a 400 at `body`, as on every
 * API route, where it used to be a 422 naming the fields a goal lacks.
 */
type Case = [name: string, body: unknown, field: string]

const goal = (fields: Record<string, unknown>) => ({ ...tripGoal, ...fields })

const CREATE: Case[] = [
  ['broken JSON', '{', 'body'],
  ['form text', 'title=Trip&targetAmount=10', 'body'],
  ['an empty body', '', 'body'],
  ['JSON null', 'null', 'body'],
  ['a JSON array', '[]', 'body'],
  ['an array of the fields', [tripGoal], 'body'],
  ['a JSON string', '"Trip"', 'body'],
  ['a JSON number', '42', 'body'],
  ['an empty object', {}, 'title'],
  ['no target', { title: 'Trip' }, 'targetAmount'],
  ['no title', { targetAmount: 10 }, 'title'],
  ['an empty title', goal({ title: '' }), 'title'],
  ['a blank title', goal({ title: '   ' }), 'title'],
  ['a title of 121 characters', goal({ title: 'x'.repeat(121) }), 'title'],
  ['a number title', goal({ title: 42 }), 'title'],
  ['a null title', goal({ title: null }), 'title'],
  ['an array title', goal({ title: ['Trip'] }), 'title'],
  ['a target of 0', goal({ targetAmount: 0 }), 'targetAmount'],
  ['a negative target', goal({ targetAmount: -10 }), 'targetAmount'],
  ['a target as text', goal({ targetAmount: '1000' }), 'targetAmount'],
  ['a target typed the German way', goal({ targetAmount: '1.000,50' }), 'targetAmount'],
  ['a target with three decimals', goal({ targetAmount: 10.001 }), 'targetAmount'],
  ['a target above a billion', goal({ targetAmount: 1_000_000_000.01 }), 'targetAmount'],
  ['a target that overflows to Infinity', '{"title":"Trip","targetAmount":1e400}', 'targetAmount'],
  ['a null target', goal({ targetAmount: null }), 'targetAmount'],
  ['a boolean target', goal({ targetAmount: true }), 'targetAmount'],
  ['an object target', goal({ targetAmount: { value: 10 } }), 'targetAmount'],
  ['negative savings', goal({ savedAmount: -0.01 }), 'savedAmount'],
  ['savings as text', goal({ savedAmount: '200' }), 'savedAmount'],
  ['savings with three decimals', goal({ savedAmount: 0.001 }), 'savedAmount'],
  ['savings above a billion', goal({ savedAmount: 2e9 }), 'savedAmount'],
  ['null savings', goal({ savedAmount: null }), 'savedAmount'],
  ['an unknown currency', goal({ currency: 'XYZ' }), 'currency'],
  ['a currency name', goal({ currency: 'Euro' }), 'currency'],
  ['an empty currency', goal({ currency: '' }), 'currency'],
  ['a number currency', goal({ currency: 978 }), 'currency'],
  ['a null currency', goal({ currency: null }), 'currency'],
  ['a deadline of 30 February', goal({ deadline: '2030-02-30' }), 'deadline'],
  ['a deadline in month 13', goal({ deadline: '2030-13-01' }), 'deadline'],
  ['a German date', goal({ deadline: '30.06.2030' }), 'deadline'],
  ['a date without zeros', goal({ deadline: '2030-6-3' }), 'deadline'],
  ['a timestamp', goal({ deadline: '2030-06-30T00:00:00Z' }), 'deadline'],
  ['a number deadline', goal({ deadline: 20300630 }), 'deadline'],
  ['an empty deadline', goal({ deadline: '' }), 'deadline'],
  ['a deadline yesterday', goal({ deadline: daysFromToday(-1) }), 'deadline'],
  ['a deadline years ago', goal({ deadline: '2001-01-01' }), 'deadline'],
  ['an id', goal({ id: UNKNOWN }), 'id'],
  ['an owner id', goal({ user_id: UNKNOWN }), 'user_id'],
  ['a creation date', goal({ createdAt: '2020-01-01T00:00:00Z' }), 'createdAt'],
  ['a snake_case field', { title: 'Trip', target_amount: 10 }, 'target_amount'],
  ['a prototype key', '{"title":"Trip","targetAmount":10,"__proto__":{"admin":true}}', '__proto__'],
]

const PATCH: Case[] = [
  ['broken JSON', '{"title":', 'body'],
  ['an empty object', {}, 'body'],
  ['JSON null', 'null', 'body'],
  ['a JSON array', '[{"title":"x"}]', 'body'],
  ['an empty title', { title: '' }, 'title'],
  ['a target of 0', { targetAmount: 0 }, 'targetAmount'],
  ['negative savings', { savedAmount: -5 }, 'savedAmount'],
  ['savings with three decimals', { savedAmount: 1.234 }, 'savedAmount'],
  ['an unknown currency', { currency: 'ABC' }, 'currency'],
  ['a deadline that is no date', { deadline: 'soon' }, 'deadline'],
  ['a deadline moved into the past', { deadline: daysFromToday(-2) }, 'deadline'],
  ['an unknown field', { progress: 1 }, 'progress'],
]

const SAVINGS: Case[] = [
  ['no amount', {}, 'amount'],
  ['an amount of 0', { amount: 0 }, 'amount'],
  ['a negative amount', { amount: -1 }, 'amount'],
  ['an amount as text', { amount: '5' }, 'amount'],
  ['an amount passing a billion in total', { amount: 999_999_999 }, 'amount'],
]

/** Ids that are malformed, unknown or someone else's: each a 404 for every goal route. */
const BAD_IDS = ['not-a-uuid', '123', UNKNOWN, `${UNKNOWN}0`, 'x'.repeat(36), "'%20or%201=1", '%00']

describe('malformed goal requests are a 4xx naming the field, never a 5xx, never a changed row', () => {
  let jar: CookieJar
  let id: string
  let before: unknown

  beforeAll(async () => {
    jar = (await signedUpJar()).jar
    id = (await callApi(jar, 'POST', '/api/goals', goal({ deadline: daysFromToday(30) }))).json.goal.id
    before = (await callApi(jar, 'GET', '/api/goals')).json
  })

  it('has at least 40 cases', () => {
    expect(CREATE.length + PATCH.length + SAVINGS.length + BAD_IDS.length * 4).toBeGreaterThanOrEqual(40)
    expect(CREATE.length).toBeGreaterThanOrEqual(40)
  })

  const expectRefusal = (res: { status: number; json: any }, field: string) => {
    expect(res.status).toBe(field === 'body' && res.json.error.code === 'bad_json' ? 400 : 422)
    expect(Object.keys(res.json.error.fields)).toContain(field)
    expect(res.json.error.fields[field]).toMatch(/\w{3,}/)
    expect(res.json.error.message).toContain(res.json.error.fields[field])
  }

  it.each(CREATE)('POST: %s', async (_name, body, field) => {
    expectRefusal(await callApi(jar, 'POST', '/api/goals', body), field)
  })

  it.each(PATCH)('PATCH: %s', async (_name, body, field) => {
    expectRefusal(await callApi(jar, 'PATCH', `/api/goals/${id}`, body), field)
  })

  it.each(SAVINGS)('add savings: %s', async (_name, body, field) => {
    expectRefusal(await callApi(jar, 'POST', `/api/goals/${id}/savings`, body), field)
  })

  it.each(BAD_IDS)('the id %s is a 404 for every route', async (bad) => {
    for (const [method, path, body] of [
      ['GET', `/api/goals/${bad}`, undefined],
      ['PATCH', `/api/goals/${bad}`, { title: 'x' }],
      ['DELETE', `/api/goals/${bad}`, undefined],
      ['POST', `/api/goals/${bad}/savings`, { amount: 1 }],
    ] as const) {
      const res = await callApi(jar, method, path, body)
      expect(res.status).toBe(404)
      expect(res.json.error.code).toBe('not_found')
    }
  })

  it('names the field in the request’s language', async () => {
    const de = await callApi(jar, 'POST', '/api/goals', goal({ targetAmount: 0 }), { 'accept-language': 'de' })
    expect(de.json.error.fields).toEqual({ targetAmount: 'Zielbetrag muss größer als 0 sein.' })
    const pt = await callApi(jar, 'POST', '/api/goals', goal({ deadline: '2030-02-30' }), { 'accept-language': 'pt-BR' })
    expect(pt.json.error.fields).toEqual({ deadline: 'Prazo: digite uma data real no formato AAAA-MM-DD.' })
  })

  it('refuses an oversized body with 413', async () => {
    expect((await callApi(jar, 'POST', '/api/goals', goal({ title: 'x'.repeat(20_000) }))).status).toBe(413)
  })

  it('changed no row through any of them', async () => {
    expect((await callApi(jar, 'GET', '/api/goals')).json).toEqual(before)
  })
})
