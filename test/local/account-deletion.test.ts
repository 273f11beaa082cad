import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let a: TestUser
let b: TestUser
let anon: SupabaseClient
const CODE = 'GoneSoon12'
const AVATAR = () => `${a.id}/avatar-1.png`
const PNG = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], { type: 'image/png' })

/** How many rows of `userId` each table (and Auth's own) holds, read past row-level security. */
async function rowsOf(userId: string) {
  const count = async (sql: string) => Number((await sb.db.query<{ n: number }>(sql, [userId])).rows[0]!.n)
  return {
    users: await count('select count(*) as n from auth.users where id = $1'),
    sessions: await count('select count(*) as n from auth.sessions where user_id = $1'),
    calculations: await count('select count(*) as n from public.calculations where user_id = $1'),
    goals: await count('select count(*) as n from public.goals where user_id = $1'),
    comparisons: await count('select count(*) as n from public.comparisons where user_id = $1'),
    comparisonCreations: await count('select count(*) as n from public.comparison_creations where user_id = $1'),
  }
}

const picture = () => fetch(`${sb.url}/storage/v1/object/public/avatars/${AVATAR()}`)

beforeAll(async () => {
  sb = await sharedStandIn()
  a = await newUser(sb, 'leaving-a')
  b = await newUser(sb, 'staying-b')
  anon = client(sb)
  await a.client.from('calculations').insert(calculation({ title: 'A secret' }))
  await a.client.from('goals').insert({ title: 'A goal', target_amount: 100, saved_amount: 20, currency: 'EUR' })
  await a.client.from('comparisons').insert({ code: CODE, owner_name: 'a', items: [{ t: 1 }, { t: 2 }] })
  await a.client.storage.from('avatars').upload(AVATAR(), PNG())
  await b.client.from('calculations').insert(calculation({ title: 'B keeps this' }))
})

describe('delete_own_account', () => {
  it('takes no argument, so nobody can name whose account it deletes', async () => {
    const before = await rowsOf(a.id)
    const named = await b.client.rpc('delete_own_account' as never, { user_id: a.id } as never)
    expect(named.error).not.toBeNull()
    expect(await rowsOf(a.id)).toEqual(before)
    expect((await rowsOf(b.id)).users).toBe(1)
  })

  it('refuses an anonymous caller and deletes nothing', async () => {
    const before = await rowsOf(a.id)
    const { error } = await anon.rpc('delete_own_account')
    expect(error).not.toBeNull()
    expect(await rowsOf(a.id)).toEqual(before)
  })

  it("B calling it deletes B alone: A's account, rows and picture stay", async () => {
    const before = await rowsOf(a.id)
    expect(before).toMatchObject({ users: 1, calculations: 1, goals: 1, comparisons: 1, comparisonCreations: 1 })
    const { error } = await b.client.rpc('delete_own_account')
    expect(error).toBeNull()
    expect(await rowsOf(b.id)).toEqual({ users: 0, sessions: 0, calculations: 0, goals: 0, comparisons: 0, comparisonCreations: 0 })
    expect(await rowsOf(a.id)).toEqual(before)
    expect((await picture()).status).toBe(200)
    expect((await a.client.from('calculations').select('title')).data).toEqual([{ title: 'A secret' }])
  })

  it("deletes the caller's auth user, every row and session, and tells the caller's topic", async () => {
    expect((await a.client.storage.from('avatars').remove([AVATAR()])).error).toBeNull()
    const { error } = await a.client.rpc('delete_own_account')
    expect(error).toBeNull()
    expect(await rowsOf(a.id)).toEqual({ users: 0, sessions: 0, calculations: 0, goals: 0, comparisons: 0, comparisonCreations: 0 })
    expect((await picture()).status).not.toBe(200)
    const { rows } = await sb.db.query<{ event: string }>(`select event from realtime.messages where topic = $1`, [`user:${a.id}`])
    expect(rows.map((row) => row.event)).toContain('account_deleted')
    expect((await anon.rpc('get_comparison', { code: CODE })).data).toEqual([])
  })

  it('leaves no way back in: the old token, the refresh token and the password all fail', async () => {
    expect((await a.client.auth.getUser(a.accessToken)).data.user).toBeNull()
    expect((await a.client.auth.refreshSession()).data.session).toBeNull()
    expect((await client(sb).auth.signInWithPassword({ email: a.email, password: a.password })).error).not.toBeNull()
  })

  it('lets the same address sign up again, starting empty', async () => {
    const again = client(sb)
    const { data, error } = await again.auth.signUp({ email: a.email, password: 'another-horse-9' })
    expect(error).toBeNull()
    expect(data.user?.id).not.toBe(a.id)
    expect((await again.from('calculations').select('*')).data).toEqual([])
    expect((await again.from('goals').select('*')).data).toEqual([])
    expect((await again.from('comparisons').select('*')).data).toEqual([])
  })
})
