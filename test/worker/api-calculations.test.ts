import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'

const NOT_FOUND = 'Calculation not found or has been deleted'

describe('/api/calculations happy paths', () => {
  it('creates, lists newest first, renames, stars, deletes and clears', async () => {
    const { jar } = await signedUpJar()
    const first = await callApi(jar, 'POST', '/api/calculations', laptop)
    expect(first.status).toBe(201)
    expect(first.json.calculation).toMatchObject({
      mode: 'price_to_time',
      amount: 1200,
      currency: 'EUR',
      hourly_rate: 40,
      hours: 30,
      title: 'New laptop',
      is_favorite: false,
      use_work_week: true,
    })
    const second = await callApi(jar, 'POST', '/api/calculations', {
      mode: 'time_to_price',
      rate: 50,
      currency: 'USD',
      workweek: true,
      duration: 3,
      unit: 'days',
    })
    expect(second.status).toBe(201)
    expect(second.json.calculation).toMatchObject({ mode: 'time_to_price', amount: 1200, hours: 24, hourly_rate: 50 })

    const list = await callApi(jar, 'GET', '/api/calculations')
    expect(list.status).toBe(200)
    expect(list.json.calculations.map((row: { id: string }) => row.id)).toEqual([second.json.calculation.id, first.json.calculation.id])

    const id = first.json.calculation.id
    const renamed = await callApi(jar, 'PATCH', `/api/calculations/${id}`, { title: '  Work laptop  ' })
    expect(renamed.json.calculation.title).toBe('Work laptop')
    const cleared = await callApi(jar, 'PATCH', `/api/calculations/${id}`, { title: '' })
    expect(cleared.json.calculation.title).toBeNull()

    const starred = await callApi(jar, 'POST', `/api/calculations/${id}/favorite`, {})
    expect(starred.json.calculation.is_favorite).toBe(true)
    const unstarred = await callApi(jar, 'POST', `/api/calculations/${id}/favorite`, { isFavorite: true })
    expect(unstarred.json.calculation.is_favorite).toBe(false)

    expect((await callApi(jar, 'DELETE', `/api/calculations/${id}`)).json).toEqual({ id })
    expect((await callApi(jar, 'DELETE', `/api/calculations/${id}`)).status).toBe(404)

    expect((await callApi(jar, 'DELETE', '/api/calculations')).json).toEqual({ count: 1 })
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toEqual([])
  })

  it('stores a Save sent again under the same Idempotency-Key once, and refuses a key that is no UUID or someone else’s', async () => {
    const { jar } = await signedUpJar()
    const key = crypto.randomUUID()
    const first = await callApi(jar, 'POST', '/api/calculations', laptop, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(first.json.calculation.id).toBe(key)
    const again = await callApi(jar, 'POST', '/api/calculations', laptop, { 'idempotency-key': key })
    expect(again.status).toBe(201)
    expect(again.json.calculation).toEqual(first.json.calculation)
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toHaveLength(1)

    const bad = await callApi(jar, 'POST', '/api/calculations', laptop, { 'idempotency-key': 'once' })
    expect(bad.status).toBe(422)
    expect(bad.json.error.fields).toEqual({ 'idempotency-key': '“idempotency-key” cannot be used like this: check its value.' })
    const other = await signedUpJar()
    const taken = await callApi(other.jar, 'POST', '/api/calculations', laptop, { 'idempotency-key': key })
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.json.error.fields)).toEqual(['idempotency-key'])
    expect((await callApi(other.jar, 'GET', '/api/calculations')).json.calculations).toHaveLength(0)
  })

  it('refuses a Save meant for another account than the session’s with a 409 in the request’s language, and stores it nowhere', async () => {
    const { jar } = await signedUpJar()
    const ownId = (await jar.fetch('/en/dashboard').then((res) => res.text())).match(/data-owner="([^"]+)"/)?.[1]
    const refused = await callApi(jar, 'POST', '/api/calculations', laptop, { 'x-account': crypto.randomUUID(), 'accept-language': 'de' })
    expect(refused.status).toBe(409)
    expect(refused.json.error).toEqual({
      code: 'other_account',
      message: 'In diesem Browser ist jetzt jemand anderes angemeldet, daher wurde nichts geändert.',
    })
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toHaveLength(0)
    const own = await callApi(jar, 'POST', '/api/calculations', laptop, { 'x-account': ownId! })
    expect(own.status).toBe(201)
    const bad = await callApi(jar, 'POST', '/api/calculations', laptop, { 'x-account': 'someone' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.error.fields)).toEqual(['x-account'])
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toHaveLength(1)
  })

  it('uses the profile rate when the calculator rate is empty', async () => {
    const { jar, account } = await signedUpJar()
    await jar.fetch('/en/profile', {
      form: { username: account.username, email: account.email, hourlyRate: '25', currency: 'EUR', language: 'en', receiptLanguage: 'eng' },
    })
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, rate: undefined })
    expect(res.status).toBe(201)
    expect(res.json.calculation).toMatchObject({ hourly_rate: 25, hours: 48 })
  })
})

describe('another user and vanished rows', () => {
  it('cannot see, rename, star or delete what another user saved, and nothing changes', async () => {
    const a = await signedUpJar()
    const b = await signedUpJar()
    const { json } = await callApi(a.jar, 'POST', '/api/calculations', laptop)
    const id = json.calculation.id
    for (const [method, path, body] of [
      ['PATCH', `/api/calculations/${id}`, { title: 'mine now' }],
      ['POST', `/api/calculations/${id}/favorite`, {}],
      ['POST', `/api/calculations/${id}/favorite`, { isFavorite: false }],
      ['DELETE', `/api/calculations/${id}`, undefined],
    ] as const) {
      const res = await callApi(b.jar, method, path, body)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.json.error).toEqual({ code: 'not_found', message: NOT_FOUND })
    }
    expect((await callApi(b.jar, 'DELETE', '/api/calculations')).json).toEqual({ count: 0 })
    expect((await callApi(b.jar, 'GET', '/api/calculations')).json.calculations).toEqual([])
    const mine = (await callApi(a.jar, 'GET', '/api/calculations')).json.calculations
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ id, title: 'New laptop', is_favorite: false })
  })

  it('maps PGRST116 on a deleted row to the not-found message, word for word in English, localized elsewhere', async () => {
    const { jar } = await signedUpJar()
    const id = (await callApi(jar, 'POST', '/api/calculations', laptop)).json.calculation.id
    await callApi(jar, 'DELETE', `/api/calculations/${id}`)
    const rename = await callApi(jar, 'PATCH', `/api/calculations/${id}`, { title: 'x' })
    expect(rename.status).toBe(404)
    expect(rename.json.error.message).toBe(NOT_FOUND)
    const star = await callApi(jar, 'POST', `/api/calculations/${id}/favorite`, { isFavorite: false }, { 'accept-language': 'de' })
    expect(star.status).toBe(404)
    expect(star.json.error.code).toBe('not_found')
    expect(star.json.error.message).not.toBe(NOT_FOUND)
  })
})

describe('guards', () => {
  it('answers a guest with 401 JSON', async () => {
    const res = await callApi(null, 'GET', '/api/calculations')
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('unauthorized')
  })

  it.each([
    ['a cross-site origin', { origin: 'https://evil.example' }],
    ['a form content type', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no origin and a cross-site fetch', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write with %s', async (_name, headers) => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'POST', '/api/calculations', laptop, { 'accept-language': 'de', ...headers })
    expect(res.status).toBe(403)
    expect(res.json.error).toEqual({
      code: 'forbidden',
      message:
        'Zu Ihrer Sicherheit nimmt TimePrice nur an, was seine eigenen Seiten senden. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.',
    })
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toEqual([])
  })
})
