import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let a: TestUser
let b: TestUser
let anon: SupabaseClient
let calcId: string
let goalId: string
const CODE = 'RlsTest123'
const AVATAR = () => `${a.id}/avatar.png`
const PNG = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], { type: 'image/png' })

beforeAll(async () => {
  sb = await sharedStandIn()
  a = await newUser(sb, 'owner-a')
  b = await newUser(sb, 'attacker-b')
  anon = client(sb)
  calcId = (
    await a.client
      .from('calculations')
      .insert(calculation({ title: 'A secret' }))
      .select()
      .single()
  ).data.id
  goalId = (await a.client.from('goals').insert({ title: 'A goal', target_amount: 100, currency: 'EUR' }).select().single()).data.id
  await a.client.from('comparisons').insert({ code: CODE, owner_name: 'a', items: [{ t: 1 }, { t: 2 }] })
  await a.client.storage.from('avatars').upload(AVATAR(), PNG(), { upsert: true })
})

/** A's data as A sees it: must be unchanged after every attack. */
async function ownerView() {
  const calcs = (await a.client.from('calculations').select('*')).data
  const goals = (await a.client.from('goals').select('*')).data
  const comparisons = (await a.client.from('comparisons').select('*')).data
  return { calcs, goals, comparisons }
}

const ATTACKERS = ['user B', 'anonymous'] as const
const attackers = () =>
  [
    ['user B', b.client],
    ['anonymous', anon],
  ] as const
const attacker = (name: (typeof ATTACKERS)[number]) => (name === 'user B' ? b.client : anon)

describe.each(['calculations', 'goals'] as const)('%s', (table) => {
  const idOf = () => (table === 'calculations' ? calcId : goalId)

  it.each(ATTACKERS)("%s cannot list, read, update or delete A's rows", async (name) => {
    const c = attacker(name)
    const before = await ownerView()
    expect((await c.from(table).select('*')).data ?? []).toEqual([])
    expect((await c.from(table).select('*').eq('id', idOf())).data ?? []).toEqual([])
    expect((await c.from(table).select('*').eq('user_id', a.id)).data ?? []).toEqual([])
    const single = await c.from(table).select('*').eq('id', idOf()).single()
    expect(single.data).toBeNull()
    const update = await c.from(table).update({ title: 'pwned' }).eq('id', idOf()).select()
    expect(update.data ?? []).toEqual([])
    const updateAll = await c.from(table).update({ title: 'pwned' }).eq('user_id', a.id).select()
    expect(updateAll.data ?? []).toEqual([])
    const del = await c.from(table).delete().eq('id', idOf()).select()
    expect(del.data ?? []).toEqual([])
    const delAll = await c.from(table).delete().eq('user_id', a.id).select()
    expect(delAll.data ?? []).toEqual([])
    const { count } = await c.from(table).select('*', { count: 'exact', head: true })
    expect(count ?? 0).toBe(0)
    expect(await ownerView()).toEqual(before)
  })

  it.each(ATTACKERS)('%s cannot insert rows owned by A', async (name) => {
    const c = attacker(name)
    const row = table === 'calculations' ? calculation({ user_id: a.id }) : { user_id: a.id, title: 'x', target_amount: 1, currency: 'EUR' }
    const { error, status } = await c.from(table).insert(row)
    expect(error?.code).toBe('42501')
    expect(status).toBe(name === 'anonymous' ? 401 : 403)
  })

  it('B cannot move its own row to A by updating user_id', async () => {
    const own =
      table === 'calculations'
        ? (await b.client.from('calculations').insert(calculation()).select().single()).data
        : (await b.client.from('goals').insert({ title: 'B goal', target_amount: 5, currency: 'EUR' }).select().single()).data
    const { error } = await b.client.from(table).update({ user_id: a.id }).eq('id', own.id)
    expect(error?.code).toBe('42501')
    expect((await a.client.from(table).select('id').eq('id', own.id)).data).toEqual([])
  })
})

describe('comparisons', () => {
  it('nobody but the owner can list them, not even the one code they know', async () => {
    for (const [, c] of attackers()) {
      expect((await c.from('comparisons').select('*')).data ?? []).toEqual([])
      expect((await c.from('comparisons').select('*').eq('code', CODE)).data ?? []).toEqual([])
      expect((await c.from('comparisons').select('*').like('code', '%')).data ?? []).toEqual([])
    }
    expect((await a.client.from('comparisons').select('code')).data).toEqual([{ code: CODE }])
  })

  it('nobody but the owner can delete or change one; nobody can insert one as A', async () => {
    const before = await ownerView()
    for (const [name, c] of attackers()) {
      expect((await c.from('comparisons').delete().eq('code', CODE).select()).data ?? []).toEqual([])
      const update = await c.from('comparisons').update({ title: 'pwned' }).eq('code', CODE)
      expect(update.error?.code).toBe('42501')
      const insert = await c.from('comparisons').insert({ code: 'Intruder01', user_id: a.id, items: [{}, {}] })
      expect(insert.error?.code).toBe('42501')
      expect(insert.status).toBe(name === 'anonymous' ? 401 : 403)
    }
    expect((await a.client.from('comparisons').update({ title: 'mine' }).eq('code', CODE)).error?.code).toBe('42501')
    expect(await ownerView()).toEqual(before)
  })

  it('get_comparison needs the exact code: no pattern, no listing', async () => {
    for (const code of ['%', '_%', 'RlsTest12', 'rlstest123', `${CODE} `]) {
      expect((await anon.rpc('get_comparison', { code })).data).toEqual([])
    }
    expect((await anon.rpc('get_comparison', {})).error).not.toBeNull()
  })
})

describe('contact_messages', () => {
  it('can be written but never read, changed or deleted through the API', async () => {
    await anon.from('contact_messages').insert({ name: 'Eve', email: 'eve@example.test', message: 'hi' })
    for (const c of [anon, a.client, b.client]) {
      expect((await c.from('contact_messages').select('*')).error?.code).toBe('42501')
      expect((await c.from('contact_messages').select('*', { count: 'exact', head: true })).count ?? null).toBeNull()
      expect((await c.from('contact_messages').update({ name: 'x' }).eq('name', 'Eve')).error?.code).toBe('42501')
      expect((await c.from('contact_messages').delete().eq('name', 'Eve')).error?.code).toBe('42501')
      expect((await c.from('contact_messages').insert({ name: 'x', email: 'x@y.z', message: 'm' }).select()).error?.code).toBe('42501')
    }
  })
})

describe('avatars bucket', () => {
  const download = async () => new Uint8Array(await (await fetch(`${sb.url}/storage/v1/object/public/avatars/${AVATAR()}`)).arrayBuffer())

  it("B and anonymous cannot upload into A's folder, nor overwrite, move or delete A's avatar", async () => {
    const original = await download()
    expect(original.length).toBeGreaterThan(0)
    for (const [, c] of attackers()) {
      const bucket = c.storage.from('avatars')
      expect((await bucket.upload(`${a.id}/other.png`, PNG())).error).not.toBeNull()
      expect((await bucket.upload(AVATAR(), PNG(), { upsert: true })).error).not.toBeNull()
      expect((await bucket.update(AVATAR(), PNG())).error).not.toBeNull()
      const removed = await bucket.remove([AVATAR()])
      expect(removed.data ?? []).toEqual([])
      expect((await bucket.move(AVATAR(), `${b.id}/stolen.png`)).error).not.toBeNull()
      expect((await bucket.upload(`avatar.png`, PNG())).error).not.toBeNull()
    }
    expect(await download()).toEqual(original)
  })

  it("B and anonymous cannot list A's folder; A can", async () => {
    for (const [, c] of attackers()) {
      expect((await c.storage.from('avatars').list(a.id)).data ?? []).toEqual([])
    }
    const names = (await a.client.storage.from('avatars').list(a.id)).data?.map((f) => f.name)
    expect(names).toContain('avatar.png')
  })

  it('B writes only under its own id', async () => {
    expect((await b.client.storage.from('avatars').upload(`${b.id}/me.png`, PNG())).error).toBeNull()
  })
})
