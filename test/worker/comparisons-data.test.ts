import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { ComparisonItem } from '../../src/lib/comparison.ts'
import { createAnonSupabase } from '../../src/supabase/anon-client.ts'
import {
  countComparisonsSince,
  createComparison,
  deleteComparison,
  getSharedComparison,
  listComparisons,
} from '../../src/supabase/comparisons.ts'
import { signedInClient } from './support/supabase-client.ts'

const env = { SUPABASE_URL: inject('supabaseUrl'), SUPABASE_PUBLISHABLE_KEY: inject('supabasePublishableKey') }

const items: ComparisonItem[] = [
  { title: 'Laptop', mode: 'price_to_time', amount: 1200, currency: 'EUR', hourlyRate: 40, hours: 30, useWorkWeek: true },
  { title: null, mode: 'time_to_price', amount: 400, currency: 'USD', hourlyRate: 50, hours: 8, useWorkWeek: false },
]

/** A code source that hands out the given codes in turn. */
const codes =
  (...list: string[]) =>
  () =>
    list.shift() ?? 'Fallback00'

describe('src/supabase/comparisons against the stand-in', () => {
  let owner: { client: SupabaseClient; id: string }
  let other: { client: SupabaseClient; id: string }
  const anon = createAnonSupabase(env)

  beforeAll(async () => {
    owner = await signedInClient()
    other = await signedInClient()
  })

  it('creates, lists newest first, reads by code as anonymous and deletes', async () => {
    const first = await createComparison(owner.client, { ownerName: 'owner', title: 'Gadgets', items })
    const second = await createComparison(owner.client, { ownerName: 'owner', title: null, items: [...items].reverse() })
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ ownerName: 'owner', title: 'Gadgets', items })
    expect(first.data!.code).toMatch(/^[0-9A-Za-z]{10}$/)
    const list = await listComparisons(owner.client)
    expect(list.data!.map((comparison) => comparison.code)).toEqual([second.data!.code, first.data!.code])

    const shared = await getSharedComparison(anon, first.data!.code!)
    expect(shared.data).toEqual(first.data)
    expect(JSON.stringify(shared)).not.toContain(owner.id)

    expect((await deleteComparison(owner.client, first.data!.code!)).data).toEqual({ code: first.data!.code })
    expect((await getSharedComparison(anon, first.data!.code!)).error).toMatchObject({ kind: 'notFound' })
    expect((await deleteComparison(owner.client, first.data!.code!)).error).toMatchObject({ kind: 'notFound' })
  })

  it('draws a new code when the first one is taken', async () => {
    const taken = await createComparison(owner.client, { ownerName: 'owner', title: null, items }, codes('Taken12345'))
    expect(taken.data!.code).toBe('Taken12345')
    const next = await createComparison(other.client, { ownerName: 'other', title: null, items }, codes('Taken12345', 'Fresh12345'))
    expect(next.data!.code).toBe('Fresh12345')
    expect((await getSharedComparison(anon, 'Taken12345')).data!.ownerName).toBe('owner')
  })

  it('gives up after three taken codes instead of looping', async () => {
    await createComparison(owner.client, { ownerName: 'owner', title: null, items }, codes('Busy123456'))
    const result = await createComparison(
      other.client,
      { ownerName: 'other', title: null, items },
      codes('Busy123456', 'Busy123456', 'Busy123456', 'Never12345'),
    )
    expect(result.error).toMatchObject({ kind: 'failed', code: '23505' })
  })

  it('keeps another user from listing or deleting the owner’s comparisons', async () => {
    const created = await createComparison(owner.client, { ownerName: 'owner', title: null, items })
    const theirs = await listComparisons(other.client)
    expect(theirs.data!.map((comparison) => comparison.code)).not.toContain(created.data!.code)
    expect((await deleteComparison(other.client, created.data!.code!)).error).toMatchObject({ kind: 'notFound' })
    expect((await getSharedComparison(anon, created.data!.code!)).data).not.toBeNull()
  })

  it('counts only the caller’s comparisons created since a moment', async () => {
    const fresh = await signedInClient()
    const before = new Date(Date.now() - 60_000)
    expect((await countComparisonsSince(fresh.client, before)).data).toEqual({ count: 0, oldest: null })
    await createComparison(fresh.client, { ownerName: 'fresh', title: null, items })
    await createComparison(fresh.client, { ownerName: 'fresh', title: null, items })
    const counted = await countComparisonsSince(fresh.client, before)
    expect(counted.data!.count).toBe(2)
    expect(new Date(counted.data!.oldest!).getTime()).toBeGreaterThan(before.getTime())
    expect((await countComparisonsSince(fresh.client, new Date(Date.now() + 60_000))).data!.count).toBe(0)
  })

  it('reports an unknown code to anonymous readers as notFound', async () => {
    expect((await getSharedComparison(anon, 'Unknown123')).error).toMatchObject({ kind: 'notFound' })
  })
})
