import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'

/**
 * A body may name a field after one of an object's built-in properties
 * (`constructor`, `toString`, `__proto__`): it is refused like any unknown
 * field, under its own name, in a sentence that names it.
 */
const NAMES = ['constructor', 'toString', 'hasOwnProperty', '__proto__']

let jar: CookieJar
beforeAll(async () => {
  ;({ jar } = await signedUpJar())
})

describe('a field named like a built-in property of objects', () => {
  it.each(NAMES)('is refused by name on POST /api/goals (%s)', async (name) => {
    const res = await callApi(jar, 'POST', '/api/goals', `{"title":"Trip","targetAmount":10,"${name}":1}`, { 'accept-language': 'de' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields).toEqual({ [name]: `${name} ist kein Feld eines Ziels.` })
  })

  it.each(NAMES)('is refused by name on POST /api/calculations (%s)', async (name) => {
    const res = await callApi(jar, 'POST', '/api/calculations', `{"mode":"price_to_time","price":1,"rate":1,"${name}":1}`)
    expect(res.status).toBe(422)
    expect(Object.keys(res.json.error.fields)).toEqual([name])
    expect(res.json.error.fields[name]).toBe(`${name}: this value cannot be used here.`)
  })

  it.each(NAMES)('is refused by name on PATCH /api/profile (%s)', async (name) => {
    const res = await callApi(jar, 'PATCH', '/api/profile', `{"hourlyRate":20,"${name}":1}`)
    expect(res.status).toBe(400)
    expect(res.json.error.fields).toEqual({ [name]: `“${name}” cannot be changed here: send hourlyRate, useWorkWeek or currency.` })
  })
})
