import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations, userIdOf } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** Ids the bodies refer to, filled in once the accounts exist. */
interface Ids {
  own: string[]
  foreign: string[]
  deleted: string
  otherUser: string
}

/**
 * A malformed body (a string is sent as is) and the field its 4xx must name.
 * JSON that is no object (`null`, an array, a string, a number, `true`) is
 * answered like broken JSON, a 400 at `body` with the app's message as on
 * every API route, where it used to be a 422 naming the missing calculations.
 */
type Case = [name: string, body: (ids: Ids) => unknown, field: string]

const pair = ({ own }: Ids) => [own[0], own[1]]

const CASES: Case[] = [
  ['broken JSON', () => '{', 'body'],
  ['not JSON at all', () => 'calculationIds=1,2', 'body'],
  ['an empty body', () => '', 'body'],
  ['a truncated array', () => '{"calculationIds": ["a", ', 'body'],
  ['JSON null', () => 'null', 'body'],
  ['a JSON array', () => '[]', 'body'],
  ['a JSON string', () => '"calculationIds"', 'body'],
  ['a JSON number', () => '42', 'body'],
  ['JSON true', () => 'true', 'body'],
  ['an empty object', () => ({}), 'calculationIds'],
  ['only a title', () => ({ title: 'Gadgets' }), 'calculationIds'],
  ['the field in another case', (ids) => ({ CalculationIds: pair(ids) }), 'calculationIds'],
  ['no ids', () => ({ calculationIds: [] }), 'calculationIds'],
  ['one id', ({ own }) => ({ calculationIds: [own[0]] }), 'calculationIds'],
  ['seven ids', ({ own }) => ({ calculationIds: [...own, UNKNOWN.replace(/0$/, '7')] }), 'calculationIds'],
  ['seven ids with a repeat', ({ own }) => ({ calculationIds: [...own, own[0]] }), 'calculationIds'],
  ['the same id twice', ({ own }) => ({ calculationIds: [own[0], own[0]] }), 'calculationIds'],
  ['the same id in two cases', ({ own }) => ({ calculationIds: [own[0], own[0]!.toUpperCase()] }), 'calculationIds'],
  ['a repeat among three', ({ own }) => ({ calculationIds: [own[0], own[1], own[0]] }), 'calculationIds'],
  ['someone else’s id', ({ own, foreign }) => ({ calculationIds: [own[0], foreign[0]] }), 'calculationIds'],
  ['only someone else’s ids', ({ foreign }) => ({ calculationIds: foreign }), 'calculationIds'],
  ['an unknown id', ({ own }) => ({ calculationIds: [own[0], UNKNOWN] }), 'calculationIds'],
  ['a deleted calculation', ({ own, deleted }) => ({ calculationIds: [own[0], deleted] }), 'calculationIds'],
  ['a user id instead of a calculation id', ({ own, otherUser }) => ({ calculationIds: [own[0], otherUser] }), 'calculationIds'],
  ['a non-uuid id', ({ own }) => ({ calculationIds: [own[0], 'not-a-uuid'] }), 'calculationIds'],
  ['a uuid without dashes', ({ own }) => ({ calculationIds: [own[0], own[1]!.replace(/-/g, '')] }), 'calculationIds'],
  ['a uuid with a trailing space', ({ own }) => ({ calculationIds: [own[0], `${own[1]} `] }), 'calculationIds'],
  ['an injection attempt', ({ own }) => ({ calculationIds: [own[0], "' or '1'='1"] }), 'calculationIds'],
  ['an empty string id', ({ own }) => ({ calculationIds: [own[0], ''] }), 'calculationIds'],
  ['a number id', ({ own }) => ({ calculationIds: [own[0], 42] }), 'calculationIds'],
  ['a null id', ({ own }) => ({ calculationIds: [own[0], null] }), 'calculationIds'],
  ['an id nested in an array', ({ own }) => ({ calculationIds: [own[0], [own[1]]] }), 'calculationIds'],
  ['an id nested in an object', ({ own }) => ({ calculationIds: [own[0], { id: own[1] }] }), 'calculationIds'],
  ['the whole list nested once more', (ids) => ({ calculationIds: [pair(ids)] }), 'calculationIds'],
  ['the body nested in another object', (ids) => ({ comparison: { calculationIds: pair(ids) } }), 'calculationIds'],
  ['ids as one comma-separated string', (ids) => ({ calculationIds: pair(ids).join(',') }), 'calculationIds'],
  ['ids as an object', ({ own }) => ({ calculationIds: { 0: own[0], 1: own[1] } }), 'calculationIds'],
  ['ids null', () => ({ calculationIds: null }), 'calculationIds'],
  ['ids a number', () => ({ calculationIds: 2 }), 'calculationIds'],
  ['ids true', () => ({ calculationIds: true }), 'calculationIds'],
  ['a title of 121 characters', (ids) => ({ calculationIds: pair(ids), title: 'x'.repeat(121) }), 'title'],
  ['a title of 121 characters between spaces', (ids) => ({ calculationIds: pair(ids), title: ` ${'é'.repeat(121)} ` }), 'title'],
  ['a number title', (ids) => ({ calculationIds: pair(ids), title: 42 }), 'title'],
  ['a boolean title', (ids) => ({ calculationIds: pair(ids), title: false }), 'title'],
  ['an array title', (ids) => ({ calculationIds: pair(ids), title: ['Gadgets'] }), 'title'],
  ['an object title', (ids) => ({ calculationIds: pair(ids), title: { text: 'Gadgets' } }), 'title'],
  ['an unknown field', (ids) => ({ calculationIds: pair(ids), surprise: 'extra' }), 'surprise'],
  ['a chosen code', (ids) => ({ calculationIds: pair(ids), code: 'Chosen1234' }), 'code'],
  ['an owner id', (ids) => ({ calculationIds: pair(ids), user_id: ids.otherUser }), 'user_id'],
  ['hand-made items', (ids) => ({ calculationIds: pair(ids), items: [{ title: 'Fake', hours: 1 }] }), 'items'],
  ['an owner name', (ids) => ({ calculationIds: pair(ids), ownerName: 'someone else' }), 'ownerName'],
  ['a prototype key', (ids) => `{"calculationIds": ${JSON.stringify(pair(ids))}, "__proto__": {"admin": true}}`, '__proto__'],
]

describe('POST /api/comparisons refuses malformed bodies with a 4xx naming the field, never a 5xx, never a row', () => {
  let jar: CookieJar
  let ids: Ids
  let listed: unknown

  beforeAll(async () => {
    const owner = await signedUpJar()
    const stranger = await signedUpJar()
    jar = owner.jar
    const own = await saveCalculations(jar, [...COMPARED, ...COMPARED])
    const foreign = await saveCalculations(stranger.jar, COMPARED.slice(0, 2))
    const [deleted] = await saveCalculations(jar, COMPARED.slice(0, 1))
    await callApi(jar, 'DELETE', `/api/calculations/${deleted}`)
    ids = { own, foreign, deleted: deleted!, otherUser: userIdOf(stranger.jar) }
    listed = (await callApi(jar, 'GET', '/api/comparisons')).json
  })

  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40)
  })

  it.each(CASES)('%s', async (_name, body, field) => {
    const res = await callApi(jar, 'POST', '/api/comparisons', body(ids))
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.status).toBe(field === 'body' ? 400 : 422)
    const { error } = res.json
    expect(error.code).toBe(field === 'body' ? 'bad_json' : 'invalid')
    expect(Object.keys(error.fields)).toContain(field)
    expect(error.fields[field]).toMatch(/\w{3,}/)
    expect(error.message).toContain(error.fields[field])
    if (field === 'calculationIds') expect(error.fields[field]).toMatch(/^Calculations: /)
    if (field === 'title') expect(error.fields[field]).toMatch(/^Title: /)
    if (!['body', 'calculationIds', 'title'].includes(field)) expect(error.fields[field]).toContain(`“${field}”`)
  })

  it('names the field in the request’s language', async () => {
    const de = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [] }, { 'accept-language': 'de' })
    expect(de.json.error.fields.calculationIds).toMatch(/^Berechnungen: Wählen Sie 2 bis 6/)
    const pt = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: pair(ids), title: 1 }, { 'accept-language': 'pt-BR' })
    expect(pt.json.error.fields.title).toMatch(/^Título: /)
  })

  it('refuses an oversized body with 413', async () => {
    const res = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: pair(ids), title: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
  })

  it('wrote no comparison through any of them', async () => {
    expect((await callApi(jar, 'GET', '/api/comparisons')).json).toEqual(listed)
    expect(listed).toEqual({ comparisons: [] })
  })
})
