import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import type { Database } from '../../src/supabase/database.ts'
import { MAX_GOAL_TITLE_LENGTH } from '../../src/lib/goals/goal.ts'
import { addSavings, createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../../src/supabase/goals.ts'
import { client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let owner: TestUser
let other: TestUser
const as = (user: TestUser | SupabaseClient) => ('client' in user ? user.client : user) as unknown as SupabaseClient<Database>
const trip = { title: 'Trip', targetAmount: 1000, savedAmount: 200, currency: 'EUR', deadline: '2030-06-30' }

beforeAll(async () => {
  sb = await sharedStandIn()
  owner = await newUser(sb, 'saver')
  other = await newUser(sb, 'stranger')
})

describe('goals data layer', () => {
  it('creates, lists oldest first, updates, adds savings and deletes, with numbers as numbers', async () => {
    const first = (await createGoal(as(owner), trip)).data!
    const second = (await createGoal(as(owner), { ...trip, title: 'Bike', deadline: null })).data!
    expect(first).toMatchObject({ ...trip, id: expect.any(String), createdAt: expect.any(String) })
    expect((await listGoals(as(owner))).data!.map((goal) => goal.title)).toEqual(['Trip', 'Bike'])
    expect((await updateGoal(as(owner), first.id, { title: 'Lisbon', deadline: null })).data).toMatchObject({
      title: 'Lisbon',
      deadline: null,
    })
    expect((await addSavings(as(owner), first.id, 0.1)).data!.savedAmount).toBe(200.1)
    expect((await addSavings(as(owner), first.id, 0.2)).data!.savedAmount).toBe(200.3)
    expect((await deleteGoal(as(owner), second.id)).data).toEqual(second)
    expect((await getGoal(as(owner), second.id)).error).toMatchObject({ kind: 'notFound' })
  })

  it('adds concurrent savings without losing one', async () => {
    const goal = (await createGoal(as(owner), { ...trip, savedAmount: 0 })).data!
    await Promise.all(Array.from({ length: 10 }, () => addSavings(as(owner), goal.id, 5)))
    expect((await getGoal(as(owner), goal.id)).data!.savedAmount).toBe(50)
  })

  it('adds savings sent again under the key of the last addition once, and additions under other keys each time', async () => {
    const goal = (await createGoal(as(owner), { ...trip, savedAmount: 0 })).data!
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()]
    expect((await addSavings(as(owner), goal.id, 5, first)).data!.savedAmount).toBe(5)
    expect((await addSavings(as(owner), goal.id, 5, first)).data!.savedAmount).toBe(5)
    expect((await addSavings(as(owner), goal.id, 5, second)).data!.savedAmount).toBe(10)
    expect((await addSavings(as(owner), goal.id, 5)).data!.savedAmount).toBe(15)
    expect((await addSavings(as(owner), goal.id, 5)).data!.savedAmount).toBe(20)
    expect((await addSavings(as(other), goal.id, 5, second)).error).toMatchObject({ kind: 'notFound' })
    expect((await getGoal(as(owner), goal.id)).data!.savedAmount).toBe(20)
  })

  it('refuses a sum beyond 1,000,000,000 and changes nothing', async () => {
    const goal = (await createGoal(as(owner), { ...trip, savedAmount: 999_999_999 })).data!
    expect((await addSavings(as(owner), goal.id, 2)).error).toMatchObject({ kind: 'notFound' })
    expect((await getGoal(as(owner), goal.id)).data!.savedAmount).toBe(999_999_999)
  })

  it('keeps titles to the schema’s limit: the table takes 120 characters and refuses 121', async () => {
    expect(MAX_GOAL_TITLE_LENGTH).toBe(120)
    expect((await createGoal(as(owner), { ...trip, title: 'é'.repeat(MAX_GOAL_TITLE_LENGTH) })).error).toBeNull()
    expect((await createGoal(as(owner), { ...trip, title: 'é'.repeat(MAX_GOAL_TITLE_LENGTH + 1) })).error).not.toBeNull()
  })

  it('puts a deleted goal back with its id and creation time (undo)', async () => {
    const goal = (await createGoal(as(owner), trip)).data!
    const deleted = (await deleteGoal(as(owner), goal.id)).data!
    expect((await createGoal(as(owner), deleted)).data).toEqual(goal)
  })
})

describe('goals row-level security through the data layer', () => {
  it("never shows, changes, adds to or deletes another user's goal", async () => {
    const goal = (await createGoal(as(owner), trip)).data!
    const before = (await listGoals(as(owner))).data
    for (const reader of [as(other), as(client(sb))]) {
      expect((await listGoals(reader)).data ?? []).toEqual([])
      expect((await getGoal(reader, goal.id)).error).toMatchObject({ kind: 'notFound' })
      expect((await updateGoal(reader, goal.id, { title: 'Mine now' })).error).toMatchObject({ kind: 'notFound' })
      expect((await addSavings(reader, goal.id, 100)).error).toBeTruthy()
      expect((await deleteGoal(reader, goal.id)).error).toBeTruthy()
    }
    expect((await listGoals(as(owner))).data).toEqual(before)
  })

  it('refuses to restore a goal under an id another user holds', async () => {
    const goal = (await createGoal(as(owner), trip)).data!
    expect((await createGoal(as(other), { ...trip, id: goal.id })).error).toMatchObject({ kind: 'failed' })
    expect((await getGoal(as(owner), goal.id)).data).toEqual(goal)
  })
})
