import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, client, newUser, recordingFetch, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
beforeAll(async () => {
  sb = await sharedStandIn()
})

/** A signed-in user whose data requests are recorded. */
async function recordedUser(label: string): Promise<TestUser & { calls: ReturnType<typeof recordingFetch>['calls'] }> {
  const user = await newUser(sb, label)
  const recorder = recordingFetch()
  const c = client(sb, recorder.fetch)
  await c.auth.setSession((await user.client.auth.getSession()).data.session!)
  recorder.calls.length = 0
  return { ...user, client: c, calls: recorder.calls }
}

function pathOf(url: string): string {
  const u = new URL(url)
  return u.pathname + u.search
}

describe('calculations through postgrest-js', () => {
  it('insert().select().single() → POST ?select=* → 201 with the row, defaults filled in', async () => {
    const user = await recordedUser('insert')
    const { data, error, status } = await user.client
      .from('calculations')
      .insert(calculation({ amount: 1234.5 }))
      .select()
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({ user_id: user.id, amount: 1234.5, hourly_rate: 40, hours: 30, is_favorite: false, currency: 'EUR' })
    expect(Number.isNaN(Date.parse(data.created_at))).toBe(false)
    expect(user.calls.map((c) => `${c.method} ${pathOf(c.url)}`)).toEqual(['POST /rest/v1/calculations?select=*'])
    expect(user.calls[0]!.headers.get('prefer')).toBe('return=representation')
  })

  it('select newest first → GET ?select=*&order=created_at.desc', async () => {
    const user = await recordedUser('list')
    for (const title of ['first', 'second', 'third']) {
      await user.client.from('calculations').insert(calculation({ title }))
    }
    user.calls.length = 0
    const { data, error } = await user.client.from('calculations').select('*').order('created_at', { ascending: false }).limit(50)
    expect(error).toBeNull()
    expect(data!.map((row) => row.title)).toEqual(['third', 'second', 'first'])
    expect(pathOf(user.calls[0]!.url)).toBe('/rest/v1/calculations?select=*&order=created_at.desc&limit=50')
  })

  it('update().eq(id).select().single() → PATCH ?id=eq.<id>&select=* → 200', async () => {
    const user = await recordedUser('update')
    const { data: row } = await user.client.from('calculations').insert(calculation()).select().single()
    user.calls.length = 0
    const { data, error, status } = await user.client
      .from('calculations')
      .update({ is_favorite: true, title: 'Renamed' })
      .eq('id', row.id)
      .select()
      .single()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toMatchObject({ id: row.id, is_favorite: true, title: 'Renamed' })
    expect(`${user.calls[0]!.method} ${pathOf(user.calls[0]!.url)}`).toBe(`PATCH /rest/v1/calculations?id=eq.${row.id}&select=*`)
  })

  it('delete().eq(id) → DELETE ?id=eq.<id> → 204', async () => {
    const user = await recordedUser('delete')
    const { data: row } = await user.client.from('calculations').insert(calculation()).select().single()
    user.calls.length = 0
    const { error, status } = await user.client.from('calculations').delete().eq('id', row.id)
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(`${user.calls[0]!.method} ${pathOf(user.calls[0]!.url)}`).toBe(`DELETE /rest/v1/calculations?id=eq.${row.id}`)
    expect((await user.client.from('calculations').select('id')).data).toEqual([])
  })

  it('clear all → DELETE ?user_id=eq.<uid> removes every own row', async () => {
    const user = await recordedUser('clear')
    await user.client.from('calculations').insert([calculation({ title: 'a' }), calculation({ title: 'b' })])
    user.calls.length = 0
    const { error, status } = await user.client.from('calculations').delete().eq('user_id', user.id)
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(pathOf(user.calls[0]!.url)).toBe(`/rest/v1/calculations?user_id=eq.${user.id}`)
    const { count } = await user.client.from('calculations').select('id', { count: 'exact', head: true })
    expect(count).toBe(0)
  })

  it('single() on a missing row is 406 PGRST116', async () => {
    const user = await recordedUser('missing')
    const { error, status } = await user.client.from('calculations').select('*').eq('id', '00000000-0000-4000-8000-000000000000').single()
    expect(status).toBe(406)
    expect(error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    })
    const update = await user.client
      .from('calculations')
      .update({ title: 'x' })
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .select()
      .single()
    expect(update.status).toBe(406)
    expect(update.error?.code).toBe('PGRST116')
  })

  it('count=exact with head gives the count from Content-Range', async () => {
    const user = await recordedUser('count')
    await user.client.from('calculations').insert([calculation(), calculation(), calculation()])
    const { count, error } = await user.client.from('calculations').select('id', { count: 'exact', head: true })
    expect(error).toBeNull()
    expect(count).toBe(3)
  })

  it('keeps money exact: 0.1 + 0.2 style values round-trip with two decimals', async () => {
    const user = await recordedUser('money')
    const { data } = await user.client
      .from('calculations')
      .insert(calculation({ amount: 0.3, hourly_rate: 12.345 }))
      .select()
      .single()
    expect(data.amount).toBe(0.3)
    expect(data.hourly_rate).toBe(12.35)
  })
})

describe('comparisons', () => {
  const items = [
    { title: 'Bike', hours: 30 },
    { title: 'Phone', hours: 20 },
  ]

  it('the owner creates one; anyone reads it by exact code through get_comparison', async () => {
    const owner = await newUser(sb, 'owner')
    const { error } = await owner.client.from('comparisons').insert({ code: 'Ab3dE6gH9k', owner_name: 'owner', title: 'Gadgets', items })
    expect(error).toBeNull()
    const anon = client(sb)
    const { data, error: rpcError } = await anon.rpc('get_comparison', { code: 'Ab3dE6gH9k' }).maybeSingle()
    expect(rpcError).toBeNull()
    expect(data).toMatchObject({ code: 'Ab3dE6gH9k', owner_name: 'owner', title: 'Gadgets', items })
    expect(data).not.toHaveProperty('user_id')
    const other = await newUser(sb, 'reader')
    expect((await other.client.rpc('get_comparison', { code: 'Ab3dE6gH9k' })).data).toHaveLength(1)
  })

  it('an unknown or malformed code returns no row', async () => {
    const anon = client(sb)
    expect((await anon.rpc('get_comparison', { code: 'Zz9Zz9Zz9Z' })).data).toEqual([])
    expect((await anon.rpc('get_comparison', { code: "x' or '1'='1" })).data).toEqual([])
    expect((await anon.rpc('get_comparison', { code: '%' })).data).toEqual([])
  })

  it('refuses codes that are not 10 alphanumerics and item lists outside 2..6', async () => {
    const owner = await newUser(sb, 'checks')
    const bad = await owner.client.from('comparisons').insert({ code: 'short', items })
    expect(bad.status).toBe(400)
    expect(bad.error?.code).toBe('23514')
    const one = await owner.client.from('comparisons').insert({ code: 'Qw3rTy7uI0', items: [items[0]] })
    expect(one.error?.code).toBe('23514')
    const seven = await owner.client.from('comparisons').insert({ code: 'Qw3rTy7uI1', items: Array(7).fill(items[0]) })
    expect(seven.error?.code).toBe('23514')
  })

  it('a taken code is a 409 conflict', async () => {
    const owner = await newUser(sb, 'dupcode')
    await owner.client.from('comparisons').insert({ code: 'DupDup1234', items })
    const again = await owner.client.from('comparisons').insert({ code: 'DupDup1234', items })
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('23505')
  })
})

describe('goals and contact messages', () => {
  it('goals: create, edit, list, delete', async () => {
    const user = await newUser(sb, 'goals')
    const { data: goal, error } = await user.client
      .from('goals')
      .insert({ title: 'Holiday', target_amount: 2000, saved_amount: 150.5, currency: 'EUR', deadline: '2030-06-01' })
      .select()
      .single()
    expect(error).toBeNull()
    expect(goal).toMatchObject({ user_id: user.id, target_amount: 2000, saved_amount: 150.5, deadline: '2030-06-01' })
    const { data: edited } = await user.client.from('goals').update({ saved_amount: 300 }).eq('id', goal.id).select().single()
    expect(edited.saved_amount).toBe(300)
    expect((await user.client.from('goals').select('*')).data).toHaveLength(1)
    expect((await user.client.from('goals').delete().eq('id', goal.id)).status).toBe(204)
    expect((await user.client.from('goals').select('*')).data).toEqual([])
  })

  it('contact messages: anyone inserts (201), nobody reads', async () => {
    const anon = client(sb)
    const { status, error } = await anon.from('contact_messages').insert({ name: 'Ana', email: 'ana@example.test', message: 'Hello' })
    expect(error).toBeNull()
    expect(status).toBe(201)
    const user = await newUser(sb, 'contact')
    expect((await user.client.from('contact_messages').insert({ name: 'Bo', email: 'bo@example.test', message: 'Hi' })).status).toBe(201)
    const read = await anon.from('contact_messages').select('*')
    expect(read.error?.code).toBe('42501')
    expect((await user.client.from('contact_messages').select('*')).error?.code).toBe('42501')
  })
})

describe('CORS, like the Supabase gateway', () => {
  it('answers a preflight from any origin with the requested headers', async () => {
    const response = await fetch(`${sb.url}/rest/v1/calculations`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, prefer' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(response.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['apikey', 'prefer'])
    expect(response.headers.get('access-control-max-age')).toBe('86400')
  })

  it('exposes the headers supabase-js reads, on errors too', async () => {
    const headers = { apikey: sb.publishableKey, origin: 'http://app.test' }
    const ok = await fetch(`${sb.url}/rest/v1/calculations?select=id`, { headers })
    const missing = await fetch(`${sb.url}/rest/v1/nope`, { headers })
    for (const response of [ok, missing]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range')
      expect(response.headers.get('vary')).toContain('Origin')
    }
    expect(missing.status).toBe(404)
  })
})
