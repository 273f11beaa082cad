import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import type { Goal, NewGoal } from '../lib/goals/goal.ts'
import type { GoalPatch } from '../lib/goals/schema.ts'
import { roundMoney } from '../lib/money.ts'
import { withoutBidiControls } from '../lib/plain-text.ts'
import type { Database, Tables, TablesUpdate } from './database.ts'
import { dataFailure, TAKEN_ID, type DataError, type DataResult } from './result.ts'

/** The message of a goal that is not there (or not the caller's). */
export const GOAL_NOT_FOUND = 'Goal not found or has been deleted'

const notFound = (): { data: null; error: DataError } => ({ data: null, error: { kind: 'notFound', message: GOAL_NOT_FOUND } })

const failure = (error: PostgrestError) => dataFailure(error, GOAL_NOT_FOUND)

const table = (supabase: SupabaseClient<Database>) => supabase.from('goals')

/** A `goals` row as the app's goal: numeric columns as numbers, camelCase keys, the title without bidirectional controls (a row stored before they were refused may hold them), no owner id. */
function toGoal(row: Tables<'goals'>): Goal {
  return {
    id: row.id,
    title: withoutBidiControls(row.title),
    targetAmount: Number(row.target_amount),
    savedAmount: Number(row.saved_amount),
    currency: row.currency,
    deadline: row.deadline,
    createdAt: row.created_at,
  }
}

/** A patch in the table's column names, amounts rounded to the minor unit of the goal's currency (¥1,234.56 is ¥1,235, as shown); fields not given stay as they are. */
function toColumns(patch: GoalPatch, currency: string | undefined): TablesUpdate<'goals'> {
  const columns: TablesUpdate<'goals'> = {}
  const amount = (value: number) => (currency === undefined ? value : roundMoney(value, currency))
  if (patch.title !== undefined) columns.title = patch.title
  if (patch.targetAmount !== undefined) columns.target_amount = amount(patch.targetAmount)
  if (patch.savedAmount !== undefined) columns.saved_amount = amount(patch.savedAmount)
  if (patch.currency !== undefined) columns.currency = patch.currency
  if (patch.deadline !== undefined) columns.deadline = patch.deadline
  return columns
}

/** The user's goals, oldest first (ties by id, so the order never flickers). */
export async function listGoals(supabase: SupabaseClient<Database>): Promise<DataResult<Goal[]>> {
  const { data, error } = await table(supabase).select('*').order('created_at', { ascending: true }).order('id', { ascending: true })
  return error ? failure(error) : { data: data.map(toGoal), error: null }
}

/** One goal of the user's by id; row-level security makes someone else's look like none. */
export async function getGoal(supabase: SupabaseClient<Database>, id: string): Promise<DataResult<Goal>> {
  const { data, error } = await table(supabase).select('*').eq('id', id).maybeSingle()
  if (error) return failure(error)
  return data ? { data: toGoal(data), error: null } : notFound()
}

/**
 * Inserts one goal, its amounts in its currency's minor unit, and returns
 * it. Under an id of its own (an undo restoring a deleted goal, a form's
 * write key) a goal already there gives back the stored one instead: the
 * same request sent again makes one goal. An id someone else's goal has
 * fails with code `TAKEN_ID`.
 */
export async function createGoal(supabase: SupabaseClient<Database>, goal: NewGoal): Promise<DataResult<Goal>> {
  const { data, error } = await table(supabase)
    .insert({
      title: goal.title,
      target_amount: roundMoney(goal.targetAmount, goal.currency),
      saved_amount: roundMoney(goal.savedAmount, goal.currency),
      currency: goal.currency,
      deadline: goal.deadline,
      ...(goal.id ? { id: goal.id } : {}),
      ...(goal.createdAt ? { created_at: goal.createdAt } : {}),
    })
    .select()
    .single()
  if (error?.code === TAKEN_ID && goal.id) {
    const stored = await getGoal(supabase, goal.id)
    return stored.error?.kind === 'notFound' ? failure(error) : stored
  }
  return error ? failure(error) : { data: toGoal(data), error: null }
}

/**
 * Changes any of a goal's fields and returns the goal; notFound when it is
 * gone or not the caller's. With `whileDeadline` the change is made only if
 * the stored deadline is that date (notFound otherwise), so keeping a
 * deadline that has passed needs no read first. An amount sent without its
 * currency (the JSON API allows it) is rounded in the stored one, read first.
 */
export async function updateGoal(
  supabase: SupabaseClient<Database>,
  id: string,
  patch: GoalPatch,
  whileDeadline?: string,
): Promise<DataResult<Goal>> {
  let currency = patch.currency
  if (currency === undefined && (patch.targetAmount !== undefined || patch.savedAmount !== undefined)) {
    const stored = await getGoal(supabase, id)
    if (stored.error) return stored
    currency = stored.data.currency
  }
  const update = table(supabase).update(toColumns(patch, currency)).eq('id', id)
  const { data, error } = await (whileDeadline ? update.eq('deadline', whileDeadline) : update).select().maybeSingle()
  if (error) return failure(error)
  return data ? { data: toGoal(data), error: null } : notFound()
}

/**
 * Adds an amount to what a goal has saved in one statement (`add_goal_savings`),
 * so concurrent additions all count. Under a key (a UUID), the addition is
 * made once: the goal's last addition sent again under the same key adds
 * nothing and gives back the goal as it stands. notFound when the goal is
 * gone, not the caller's, or the sum would pass the limit (nothing changes then).
 */
export async function addSavings(supabase: SupabaseClient<Database>, id: string, amount: number, key?: string): Promise<DataResult<Goal>> {
  const { data, error } = await supabase.rpc('add_goal_savings', { goal_id: id, amount, ...(key && { savings_key: key }) })
  if (error) return failure(error)
  const row = data[0]
  return row ? { data: toGoal(row), error: null } : notFound()
}

/** Deletes one goal and returns it as it was, so the page can offer an undo. */
export async function deleteGoal(supabase: SupabaseClient<Database>, id: string): Promise<DataResult<Goal>> {
  const { data, error } = await table(supabase).delete().eq('id', id).select()
  if (error) return failure(error)
  const row = data[0]
  return row ? { data: toGoal(row), error: null } : notFound()
}
