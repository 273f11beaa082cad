import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let owner: TestUser
let other: TestUser
let anon: SupabaseClient
const CODE = 'Pub1icC0de'
const items = [
  { title: 'Laptop', hours: 30 },
  { title: 'Bike', hours: 12 },
]

beforeAll(async () => {
  sb = await sharedStandIn()
  owner = await newUser(sb, 'sharer')
  other = await newUser(sb, 'stranger')
  anon = client(sb)
  const { error } = await owner.client.from('comparisons').insert({ code: CODE, owner_name: 'sharer', title: 'Gadgets', items })
  if (error) throw new Error(error.message)
})

describe('get_comparison: one public row by exact code', () => {
  it('gives anyone the public columns and never the owner id', async () => {
    for (const reader of [anon, other.client, owner.client]) {
      const { data, error } = await reader.rpc('get_comparison', { code: CODE })
      expect(error).toBeNull()
      expect(data).toHaveLength(1)
      expect(Object.keys(data[0]).sort()).toEqual(['code', 'created_at', 'items', 'owner_name', 'title'])
      expect(data[0]).toMatchObject({ code: CODE, owner_name: 'sharer', title: 'Gadgets', items })
      expect(JSON.stringify(data)).not.toContain(owner.id)
    }
  })

  it('answers nothing for an unknown, partial or patterned code', async () => {
    for (const code of ['Zz9Zz9Zz9Z', 'Pub1icC0d', 'pub1icc0de', '%', `${CODE}%`, "' or true --"]) {
      expect((await anon.rpc('get_comparison', { code })).data).toEqual([])
    }
  })
})

describe('the comparisons table', () => {
  it('is closed to the anonymous role: no listing, no reading by code, no count', async () => {
    const list = await anon.from('comparisons').select('*')
    expect(list.error?.code).toBe('42501')
    expect(list.data).toBeNull()
    expect((await anon.from('comparisons').select('code').eq('code', CODE)).data).toBeNull()
    expect((await anon.from('comparisons').select('*', { count: 'exact', head: true })).count ?? null).toBeNull()
    expect((await anon.from('comparisons').delete().eq('code', CODE)).error?.code).toBe('42501')
  })

  it('another user neither lists nor deletes the owner’s comparison', async () => {
    expect((await other.client.from('comparisons').select('*')).data).toEqual([])
    expect((await other.client.from('comparisons').select('*').eq('code', CODE)).data).toEqual([])
    expect((await other.client.from('comparisons').delete().eq('code', CODE).select()).data).toEqual([])
    expect((await owner.client.from('comparisons').select('code')).data).toEqual([{ code: CODE }])
  })

  it('the owner lists, inserts and deletes their own', async () => {
    const second = 'Sec0ndC0de'
    expect((await owner.client.from('comparisons').insert({ code: second, owner_name: 'sharer', items })).error).toBeNull()
    const { data } = await owner.client.from('comparisons').select('code').order('created_at', { ascending: false })
    expect(data).toEqual([{ code: second }, { code: CODE }])
    expect((await owner.client.from('comparisons').delete().eq('code', second).select('code')).data).toEqual([{ code: second }])
    expect((await anon.rpc('get_comparison', { code: second })).data).toEqual([])
  })
})

describe('the creation log behind the per-user limit', () => {
  it('records every creation, keeps it when the comparison is deleted, and lets only its owner read it', async () => {
    const user = await newUser(sb, 'logger')
    const count = async (c: SupabaseClient) => (await c.from('comparison_creations').select('*', { count: 'exact', head: true })).count
    expect(await count(user.client)).toBe(0)
    await user.client.from('comparisons').insert({ code: 'LogMe00001', items })
    await user.client.from('comparisons').insert({ code: 'LogMe00002', items })
    await user.client.from('comparisons').delete().eq('code', 'LogMe00001')
    expect(await count(user.client)).toBe(2)
    const { data } = await user.client.from('comparison_creations').select('user_id')
    expect(data).toEqual([{ user_id: user.id }, { user_id: user.id }])
    expect(await count(other.client)).toBe(0)
    expect((await anon.from('comparison_creations').select('*')).error?.code).toBe('42501')
  })

  it('cannot be written, changed or emptied by its owner', async () => {
    const user = await newUser(sb, 'cheater')
    await user.client.from('comparisons').insert({ code: 'Cheat00001', items })
    expect((await user.client.from('comparison_creations').delete().eq('user_id', user.id)).error?.code).toBe('42501')
    expect((await user.client.from('comparison_creations').update({ created_at: '2000-01-01' }).eq('user_id', user.id)).error?.code).toBe(
      '42501',
    )
    expect((await user.client.from('comparison_creations').insert({ user_id: user.id })).error?.code).toBe('42501')
    expect((await user.client.from('comparison_creations').select('created_at')).data).toHaveLength(1)
  })
})
