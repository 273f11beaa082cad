import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import { CALCULATION_MODES, type CalculationMode } from '../lib/calculation.ts'
import type { Database, Tables } from './database.ts'
import type { DataError, DataResult } from './result.ts'

/** A saved calculation (PRODUCT.md "Data"): the table's row with its mode narrowed to the two the table allows. */
export type CalculationRow = Omit<Tables<'calculations'>, 'mode'> & { mode: CalculationMode }

/** What a new row needs; the database fills id, user_id (the caller), created_at and is_favorite. */
export type NewCalculation = Pick<CalculationRow, 'mode' | 'title' | 'amount' | 'currency' | 'hourly_rate' | 'hours' | 'use_work_week'>

/** The seed's message when a calculation vanished under the user (PGRST116). */
export const CALCULATION_NOT_FOUND = 'Calculation not found or has been deleted'

function failure(error: PostgrestError): { data: null; error: DataError } {
  if (error.code === 'PGRST116') return { data: null, error: { kind: 'notFound', message: CALCULATION_NOT_FOUND } }
  return { data: null, error: { kind: 'failed', message: error.message, code: error.code } }
}

const table = (supabase: SupabaseClient<Database>) => supabase.from('calculations')

/** Numeric columns as numbers whatever the driver sent, and the mode as the table's check constraint guarantees it. */
function normalize(row: Tables<'calculations'>): CalculationRow {
  return {
    ...row,
    mode: CALCULATION_MODES.find((mode) => mode === row.mode) ?? 'price_to_time',
    amount: Number(row.amount),
    hourly_rate: Number(row.hourly_rate),
    hours: Number(row.hours),
  }
}

/** The user's calculations, newest first (seed: all columns ordered by created_at descending). */
export async function listCalculations(supabase: SupabaseClient<Database>): Promise<DataResult<CalculationRow[]>> {
  const { data, error } = await table(supabase).select('*').order('created_at', { ascending: false })
  return error ? failure(error) : { data: data.map(normalize), error: null }
}

/** One calculation of the user's by id; RLS makes someone else's look like none. */
export async function getCalculation(supabase: SupabaseClient<Database>, id: string): Promise<DataResult<CalculationRow>> {
  const { data, error } = await table(supabase).select('*').eq('id', id).single()
  return error ? failure(error) : { data: normalize(data), error: null }
}

/** Inserts one calculation and returns the created row. */
export async function createCalculation(
  supabase: SupabaseClient<Database>,
  calculation: NewCalculation,
): Promise<DataResult<CalculationRow>> {
  const { data, error } = await table(supabase).insert(calculation).select().single()
  return error ? failure(error) : { data: normalize(data), error: null }
}

/** Patches a calculation by id and returns the row; PGRST116 when it is gone. */
export async function updateCalculation(
  supabase: SupabaseClient<Database>,
  id: string,
  patch: Partial<Pick<CalculationRow, 'title' | 'is_favorite'>>,
): Promise<DataResult<CalculationRow>> {
  const { data, error } = await table(supabase).update(patch).eq('id', id).select().single()
  return error ? failure(error) : { data: normalize(data), error: null }
}

/**
 * Flips the favourite flag (seed: read the row first when the caller does
 * not know its current state, then update is_favorite).
 */
export async function toggleFavorite(
  supabase: SupabaseClient<Database>,
  id: string,
  current?: boolean,
): Promise<DataResult<CalculationRow>> {
  let isFavorite = current
  if (isFavorite === undefined) {
    const row = await getCalculation(supabase, id)
    if (row.error) return row
    isFavorite = row.data.is_favorite
  }
  return updateCalculation(supabase, id, { is_favorite: !isFavorite })
}

/** Deletes one calculation by id; reports notFound when nothing of the user's had that id. */
export async function deleteCalculation(supabase: SupabaseClient<Database>, id: string): Promise<DataResult<{ id: string }>> {
  const { data, error } = await table(supabase).delete().eq('id', id).select('id')
  if (error) return failure(error)
  return data.length ? { data: { id }, error: null } : { data: null, error: { kind: 'notFound', message: CALCULATION_NOT_FOUND } }
}

/** Clear all: deletes where user_id is the session user (seed section 7). */
export async function clearCalculations(supabase: SupabaseClient<Database>, userId: string): Promise<DataResult<{ count: number }>> {
  const { data, error } = await table(supabase).delete().eq('user_id', userId).select('id')
  return error ? failure(error) : { data: { count: data.length }, error: null }
}

/** The user's calculations among `ids` (any order); ids of rows that are gone or someone else's simply do not come back. */
export async function listCalculationsByIds(
  supabase: SupabaseClient<Database>,
  ids: readonly string[],
): Promise<DataResult<CalculationRow[]>> {
  const { data, error } = await table(supabase)
    .select('*')
    .in('id', [...ids])
  return error ? failure(error) : { data: data.map(normalize), error: null }
}
