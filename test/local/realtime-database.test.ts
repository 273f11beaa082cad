import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { jwtSecretFor } from '../../supabase/local/keys.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { adminClient, calculation, client, realtimeFile, until, type Subscription, type TestUser } from './support.ts'

let sb: LocalSupabase
let a: TestUser
let b: TestUser
const subscribe = realtimeFile('live', (...ready) => ([sb, a, b] = ready))

/** Joins `topic` (private unless told) as a user (their JWT) or with an API key. */
function listen(topic: string, token: string, isPrivate = true): Promise<Subscription> {
  const c = token === sb.secretKey ? adminClient(sb) : client(sb)
  return subscribe(c, topic, { private: isPrivate }, token.startsWith('sb_') ? undefined : token)
}

/** Waits for the `n`th message and returns it. */
async function nth(s: Subscription, n: number): Promise<{ event: string; payload: Record<string, unknown> }> {
  await until(() => s.received.length >= n)
  return s.received[n - 1] as { event: string; payload: Record<string, unknown> }
}

/** Runs SQL in one transaction as `user`, as PostgREST would, and rolls it back or commits. */
function asUser(user: TestUser, statements: string, end: 'commit' | 'rollback'): Promise<unknown> {
  const claims = JSON.stringify({ sub: user.id, role: 'authenticated' })
  return sb.db.exec(`begin;
    select set_config('role', 'authenticated', true), set_config('request.jwt.claim.sub', '${user.id}', true),
      set_config('request.jwt.claims', '${claims}', true);
    ${statements};
    ${end};`)
}

describe('realtime.send', () => {
  it('delivers a committed message to the private subscribers of its topic, with an id', async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    const publicListener = await listen(`user:${a.id}`, sb.publishableKey, false)
    await sb.db.exec(`select realtime.send('{"hello":"world"}', 'greeting', 'user:${a.id}')`)
    const message = await nth(mine, 1)
    expect(message.event).toBe('greeting')
    expect(message.payload).toEqual({ hello: 'world', id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    await sb.db.exec(`select realtime.send('{"to":"everyone"}', 'public', 'user:${a.id}', false)`)
    expect((await nth(publicListener, 1)).payload).toMatchObject({ to: 'everyone' })
    expect(mine.received).toHaveLength(1)
  })

  it('delivers nothing from a rolled-back transaction', async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    await sb.db.exec(`begin; select realtime.send('{"n":1}', 'lost', 'user:${a.id}'); rollback;`)
    await asUser(
      a,
      `insert into public.calculations (title, mode, amount, currency, hourly_rate, hours)
      values ('Undone', 'price_to_time', 10, 'EUR', 10, 1)`,
      'rollback',
    )
    await sb.db.exec(`select realtime.send('{"n":2}', 'kept', 'user:${a.id}')`)
    expect((await nth(mine, 1)).event).toBe('kept')
    expect(mine.received).toHaveLength(1)
  })

  it("stores a user's message only on their own topic, and never fails the user's write", async () => {
    const theirs = await listen(`user:${b.id}`, b.accessToken)
    await asUser(a, `select realtime.send('{"evil":true}', 'evil', 'user:${b.id}')`, 'commit')
    await asUser(b, `select realtime.send('{"own":true}', 'own', 'user:${b.id}')`, 'commit')
    expect((await nth(theirs, 1)).event).toBe('own')
    expect(theirs.received).toHaveLength(1)
  })
})

describe('changes of calculations, comparisons and goals', () => {
  it("arrive on the owner's topic as INSERT, UPDATE and DELETE with the row", async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    const { data: row } = await a.client
      .from('calculations')
      .insert(calculation({ title: 'Bike' }))
      .select()
      .single()
    const inserted = await nth(mine, 1)
    expect(inserted.event).toBe('INSERT')
    expect(inserted.payload).toMatchObject({ schema: 'public', table: 'calculations', operation: 'INSERT', old_record: null })
    expect(inserted.payload.record).toMatchObject({ id: row!.id, user_id: a.id, title: 'Bike', amount: 1200 })

    await a.client.from('calculations').update({ title: 'Road bike' }).eq('id', row!.id)
    const updated = await nth(mine, 2)
    expect(updated.event).toBe('UPDATE')
    expect(updated.payload).toMatchObject({
      operation: 'UPDATE',
      record: { id: row!.id, title: 'Road bike' },
      old_record: { id: row!.id, title: 'Bike' },
    })

    await a.client.from('calculations').delete().eq('id', row!.id)
    const deleted = await nth(mine, 3)
    expect(deleted.event).toBe('DELETE')
    expect(deleted.payload).toMatchObject({ operation: 'DELETE', record: null, old_record: { id: row!.id, title: 'Road bike' } })
  })

  it('covers comparisons and goals too', async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    const items = [calculation({ title: 'One' }), calculation({ title: 'Two' })]
    await a.client.from('comparisons').insert({ code: 'Live000001', items })
    await a.client.from('comparisons').delete().eq('code', 'Live000001')
    const { data: goal } = await a.client.from('goals').insert({ title: 'Trip', target_amount: 900, currency: 'EUR' }).select().single()
    await a.client.from('goals').update({ saved_amount: 50 }).eq('id', goal!.id)
    await a.client.from('goals').delete().eq('id', goal!.id)
    await until(() => mine.received.length === 5)
    expect(mine.received.map((m) => [(m.payload as { table: string }).table, m.event])).toEqual([
      ['comparisons', 'INSERT'],
      ['comparisons', 'DELETE'],
      ['goals', 'INSERT'],
      ['goals', 'UPDATE'],
      ['goals', 'DELETE'],
    ])
    expect(mine.received[3]!.payload).toMatchObject({ record: { saved_amount: 50 }, old_record: { saved_amount: 0 } })
  })

  it('a write by service_role reaches the owner too', async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    const { error } = await adminClient(sb)
      .from('calculations')
      .insert(calculation({ user_id: a.id, title: 'By admin' }))
    expect(error).toBeNull()
    expect((await nth(mine, 1)).payload).toMatchObject({ operation: 'INSERT', record: { title: 'By admin' } })
  })
})

describe('under load', () => {
  it('topic checks running between concurrent writes lose no write and no message', async () => {
    const mine = await listen(`user:${b.id}`, b.accessToken)
    const writes = Array.from({ length: 20 }, (_, n) => b.client.from('calculations').insert(calculation({ title: `Load ${n}` })))
    const joins = Array.from({ length: 6 }, (_, n) => listen(`user:${b.id}`, n % 2 ? a.accessToken : b.accessToken))
    const results = await Promise.all(writes)
    const joined = await Promise.all(joins)
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    expect(joined.map((j) => j.status)).toEqual(Array.from({ length: 6 }, (_, n) => (n % 2 ? 'CHANNEL_ERROR' : 'SUBSCRIBED')))
    await until(() => mine.received.length === 20)
    const titles = mine.received.map((m) => (m.payload as { record: { title: string } }).record.title)
    expect(titles.sort()).toEqual(Array.from({ length: 20 }, (_, n) => `Load ${n}`).sort())
    const { count } = await b.client.from('calculations').select('*', { count: 'exact', head: true }).like('title', 'Load %')
    expect(count).toBe(20)
  })
})

describe('profile changes', () => {
  it('arrive as a profile UPDATE without personal data', async () => {
    const mine = await listen(`user:${a.id}`, a.accessToken)
    const { error } = await a.client.auth.updateUser({ data: { username: 'renamed' } })
    expect(error).toBeNull()
    const message = await nth(mine, 1)
    expect(message.event).toBe('UPDATE')
    expect(message.payload).toEqual({ schema: 'auth', table: 'profile', operation: 'UPDATE', id: expect.any(String) })
  })
})

describe("another user's topic", () => {
  it('cannot be joined, sent to or heard by another user; service_role may', async () => {
    const intruder = await listen(`user:${a.id}`, b.accessToken)
    expect(intruder.status).toBe('CHANNEL_ERROR')
    const eavesdropper = await listen(`user:${a.id}`, b.accessToken, false)
    const own = await listen(`user:${b.id}`, b.accessToken)
    const owner = await listen(`user:${a.id}`, a.accessToken)
    const admin = await listen(`user:${a.id}`, sb.secretKey)
    expect(admin.status).toBe('SUBSCRIBED')

    expect(await eavesdropper.ch.send({ type: 'broadcast', event: 'evil', payload: {} })).toBe('ok')
    const post = (token: string) =>
      fetch(`${sb.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: `user:${a.id}`, event: 'evil', payload: {}, private: true }] }),
      })
    const postOne = (token: string) =>
      fetch(`${sb.url}/realtime/v1/api/broadcast/${encodeURIComponent(`user:${a.id}`)}/events/evil?private=true`, {
        method: 'POST',
        headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
    expect((await post(b.accessToken)).status).toBe(403)
    expect((await postOne(b.accessToken)).status).toBe(403)
    expect((await post(sb.secretKey)).status).toBe(202)

    await a.client.from('calculations').insert(calculation({ title: 'Private' }))
    await b.client.from('calculations').insert(calculation({ title: 'Own' }))
    expect((await nth(own, 1)).payload).toMatchObject({ record: { title: 'Own' } })
    expect((await nth(admin, 2)).payload).toMatchObject({ record: { title: 'Private' } })
    expect(owner.received.map((m) => m.event)).toEqual(['evil', 'INSERT'])
    expect(own.received).toHaveLength(1)
    expect(eavesdropper.received).toEqual([])
  })

  it('refuses an expired or forged token at join', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: a.id, role: 'authenticated', exp: now - 10 }
    const expired = await listen(`user:${a.id}`, await sign(claims, jwtSecretFor(sb)))
    expect(expired.status).toBe('CHANNEL_ERROR')
    const forged = await listen(`user:${a.id}`, await sign({ ...claims, exp: now + 60 }, 'not-the-secret'))
    expect(forged.status).toBe('CHANNEL_ERROR')
  })
})
