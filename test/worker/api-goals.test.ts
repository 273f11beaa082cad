import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { daysFromToday, tripGoal } from './support/goals.ts'
import { signedInClient } from './support/supabase-client.ts'

describe('/api/goals happy paths', () => {
  let jar: CookieJar
  let account: Awaited<ReturnType<typeof signedUpJar>>['account']

  beforeAll(async () => {
    ;({ jar, account } = await signedUpJar())
  })

  it('creates a goal: 201 with id, the fields as JSON numbers and an ISO date', async () => {
    const deadline = daysFromToday(70)
    const res = await callApi(jar, 'POST', '/api/goals', { ...tripGoal, title: '  Trip to Lisbon ', deadline })
    expect(res.status).toBe(201)
    expect(Object.keys(res.json)).toEqual(['goal'])
    expect(res.json.goal).toEqual({ ...tripGoal, deadline, id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String) })
    expect(Number.isNaN(Date.parse(res.json.goal.createdAt))).toBe(false)
  })

  it('defaults savings to 0, no deadline and the profile’s currency; a deadline of today is fine', async () => {
    const fresh = await signedUpJar('de')
    const res = await callApi(fresh.jar, 'POST', '/api/goals', { title: 'Bike', targetAmount: 450.5 })
    expect(res.status).toBe(201)
    expect(res.json.goal).toMatchObject({
      title: 'Bike',
      targetAmount: 450.5,
      savedAmount: 0,
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      deadline: null,
    })
    const today = await callApi(fresh.jar, 'POST', '/api/goals', { title: 'Today', targetAmount: 1, deadline: daysFromToday(0) })
    expect(today.status).toBe(201)
  })

  it('lists the caller’s goals oldest first', async () => {
    const fresh = await signedUpJar()
    const made = []
    for (const title of ['First', 'Second', 'Third'])
      made.push((await callApi(fresh.jar, 'POST', '/api/goals', { ...tripGoal, title })).json.goal)
    const list = await callApi(fresh.jar, 'GET', '/api/goals')
    expect(list.status).toBe(200)
    expect(list.json).toEqual({ goals: made })
    expect(list.headers.get('cache-control')).toContain('no-store')
  })

  it('patches any of the fields and answers the goal', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', tripGoal)).json
    for (const patch of [
      { title: 'Lisbon and Porto' },
      { targetAmount: 1500.25 },
      { savedAmount: 0 },
      { currency: 'usd' },
      { deadline: daysFromToday(10) },
      { deadline: null },
      { title: 'All', targetAmount: 2000, savedAmount: 100.1, currency: 'BRL', deadline: daysFromToday(1) },
    ]) {
      const res = await callApi(jar, 'PATCH', `/api/goals/${goal.id}`, patch)
      expect(res.status).toBe(200)
      expect(res.json.goal).toMatchObject({
        ...patch,
        ...('currency' in patch ? { currency: patch.currency!.toUpperCase() } : {}),
        id: goal.id,
      })
    }
    expect((await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal).toMatchObject({
      title: 'All',
      savedAmount: 100.1,
      currency: 'BRL',
    })
  })

  it('adds savings to what is saved, without float noise', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { ...tripGoal, savedAmount: 0.1 })).json
    const res = await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 0.2 })
    expect(res.status).toBe(200)
    expect(res.json.goal.savedAmount).toBe(0.3)
  })

  it('refuses savings that would take what is saved past the maximum, saying so, and keeps what was saved', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { ...tripGoal, savedAmount: 999_999_000 })).json
    const res = await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 5_000 }, { 'accept-language': 'de' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields).toEqual({ amount: 'Betrag: Damit läge der gesparte Betrag über 1.000.000.000.' })
    expect((await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal.savedAmount).toBe(999_999_000)
  })

  it('creates a goal sent again under the same Idempotency-Key once, and refuses a key that is no UUID or someone else’s', async () => {
    const fresh = await signedUpJar()
    const key = crypto.randomUUID()
    const first = await callApi(fresh.jar, 'POST', '/api/goals', tripGoal, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(first.json.goal.id).toBe(key)
    const again = await callApi(fresh.jar, 'POST', '/api/goals', tripGoal, { 'idempotency-key': key })
    expect(again.status).toBe(201)
    expect(again.json.goal).toEqual(first.json.goal)
    expect((await callApi(fresh.jar, 'GET', '/api/goals')).json.goals).toHaveLength(1)

    const bad = await callApi(fresh.jar, 'POST', '/api/goals', tripGoal, { 'idempotency-key': 'once' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.error.fields)).toEqual(['idempotency-key'])
    const other = await signedUpJar()
    const taken = await callApi(other.jar, 'POST', '/api/goals', tripGoal, { 'idempotency-key': key })
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.json.error.fields)).toEqual(['idempotency-key'])
    expect((await callApi(other.jar, 'GET', '/api/goals')).json.goals).toHaveLength(0)
  })

  it('adds savings sent again under the same Idempotency-Key once, and each addition under a new key', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { ...tripGoal, savedAmount: 0 })).json
    const key = crypto.randomUUID()
    for (const expected of [25, 25]) {
      const res = await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 25 }, { 'idempotency-key': key })
      expect(res.status).toBe(200)
      expect(res.json.goal.savedAmount).toBe(expected)
    }
    const next = await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 25 }, { 'idempotency-key': crypto.randomUUID() })
    expect(next.json.goal.savedAmount).toBe(50)
    const bad = await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 25 }, { 'idempotency-key': 'twice' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.error.fields)).toEqual(['idempotency-key'])
    expect((await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal.savedAmount).toBe(50)
  })

  it('keeps a passed deadline on edit but refuses to move one into the past', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { ...tripGoal, deadline: daysFromToday(3) })).json
    const past = await callApi(jar, 'PATCH', `/api/goals/${goal.id}`, { deadline: daysFromToday(-3) })
    expect(past.status).toBe(422)
    expect(past.json.error.fields).toEqual({ deadline: 'Deadline cannot be in the past.' })
    const same = await callApi(jar, 'PATCH', `/api/goals/${goal.id}`, { title: 'Same deadline', deadline: goal.deadline })
    expect(same.status).toBe(200)
  })

  it('keeps a deadline that has passed in one write, refuses another past day, and a gone goal is a 404', async () => {
    const passed = daysFromToday(-5)
    // A goal whose deadline passed meanwhile, written as time would have left it: no form of the app takes a past day.
    const { client } = await signedInClient(account)
    const { data: row } = await client
      .from('goals')
      .insert({ title: 'Old trip', target_amount: 100, saved_amount: 0, currency: 'EUR', deadline: passed })
      .select('id')
      .single()
    const id = row!.id
    const kept = await callApi(jar, 'PATCH', `/api/goals/${id}`, { title: 'Old trip, renamed', deadline: passed })
    expect(kept.status).toBe(200)
    expect(kept.json.goal).toMatchObject({ id, title: 'Old trip, renamed', deadline: passed })
    const moved = await callApi(jar, 'PATCH', `/api/goals/${id}`, { deadline: daysFromToday(-4) })
    expect(moved.status).toBe(422)
    expect(moved.json.error.fields).toEqual({ deadline: 'Deadline cannot be in the past.' })
    expect((await callApi(jar, 'PATCH', `/api/goals/${crypto.randomUUID()}`, { deadline: passed })).status).toBe(404)
  })

  it('keeps amounts in a currency without a minor unit whole, as they are shown', async () => {
    const created = await callApi(jar, 'POST', '/api/goals', { title: 'Tokyo', targetAmount: 1234.56, savedAmount: 10.4, currency: 'JPY' })
    expect(created.json.goal).toMatchObject({ targetAmount: 1235, savedAmount: 10, currency: 'JPY' })
    const edited = await callApi(jar, 'PATCH', `/api/goals/${created.json.goal.id}`, { targetAmount: 999.5, currency: 'JPY' })
    expect(edited.json.goal).toMatchObject({ targetAmount: 1000 })
    const withoutCurrency = await callApi(jar, 'PATCH', `/api/goals/${created.json.goal.id}`, { targetAmount: 2000.4, savedAmount: 20.6 })
    expect(withoutCurrency.json.goal).toMatchObject({ targetAmount: 2000, savedAmount: 21, currency: 'JPY' })
  })

  it('deletes with 204; then the id is a 404 everywhere', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', tripGoal)).json
    const res = await callApi(jar, 'DELETE', `/api/goals/${goal.id}`)
    expect(res.status).toBe(204)
    expect(res.json).toBeNull()
    for (const [method, path, body] of [
      ['DELETE', `/api/goals/${goal.id}`, undefined],
      ['PATCH', `/api/goals/${goal.id}`, { title: 'Back' }],
      ['GET', `/api/goals/${goal.id}`, undefined],
      ['POST', `/api/goals/${goal.id}/savings`, { amount: 5 }],
    ] as const) {
      const again = await callApi(jar, method, path, body)
      expect(again.status).toBe(404)
      expect(again.json.error).toMatchObject({ code: 'not_found', message: 'That goal no longer exists.' })
    }
  })

  it('needs a signed-in user and a same-origin write', async () => {
    expect((await callApi(null, 'GET', '/api/goals')).status).toBe(401)
    expect((await callApi(null, 'POST', '/api/goals', tripGoal)).status).toBe(401)
    const crossSite = await callApi(jar, 'POST', '/api/goals', tripGoal, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
  })
})

describe('another user’s goals', () => {
  it('never appear and are 404 for every method, leaving the owner’s goal unchanged', async () => {
    const owner = (await signedUpJar()).jar
    const stranger = (await signedUpJar()).jar
    const { goal } = (await callApi(owner, 'POST', '/api/goals', tripGoal)).json
    expect((await callApi(stranger, 'GET', '/api/goals')).json).toEqual({ goals: [] })
    for (const [method, path, body] of [
      ['GET', `/api/goals/${goal.id}`, undefined],
      ['PATCH', `/api/goals/${goal.id}`, { title: 'Mine now' }],
      ['PATCH', `/api/goals/${goal.id}`, { deadline: daysFromToday(-5) }],
      ['POST', `/api/goals/${goal.id}/savings`, { amount: 100 }],
      ['DELETE', `/api/goals/${goal.id}`, undefined],
    ] as const) {
      const res = await callApi(stranger, method, path, body)
      expect(res.status).toBe(404)
      expect(res.json.error.code).toBe('not_found')
    }
    expect((await callApi(owner, 'GET', '/api/goals')).json).toEqual({ goals: [goal] })
  })
})
