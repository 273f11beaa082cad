import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import { CALCULATION_MODES } from '../lib/calculation/limits.ts'
import type { NewCalculation } from '../lib/calculation/new-calculation.ts'
import type { Page } from '../lib/calculation/page.ts'
import type { SavedCalculation } from '../lib/calculation/saved-calculation.ts'
import { withoutBidiControls } from '../lib/plain-text.ts'
import type { Database, Tables, TablesInsert } from './database.ts'
import { dataFailure, TAKEN_ID, type DataResult } from './result.ts'

/** The message when a calculation vanished under the user (PGRST116), word for word in English. */
export const CALCULATION_NOT_FOUND = 'Calculation not found or has been deleted'

const failure = (error: PostgrestError) => dataFailure(error, CALCULATION_NOT_FOUND)

const table = (supabase: SupabaseClient<Database>) => supabase.from('calculations')

/**
 * A `calculations` row as the app knows it: numeric columns as numbers
 * whatever the driver sent, the mode as the table's check constraint
 * guarantees it, the title without bidirectional controls (refused now, but
 * a row stored before may hold them), and no owner id (row-level security
 * already scoped it). A row priced in its own currency (every row stored
 * before prices could be converted) has no conversion columns: its price is
 * its amount.
 */
function toSavedCalculation(row: Tables<'calculations'>): SavedCalculation {
  const converted = row.price !== null && row.price_currency !== null
  return {
    id: row.id,
    created_at: row.created_at,
    is_favorite: row.is_favorite,
    title: row.title === null ? null : withoutBidiControls(row.title),
    mode: CALCULATION_MODES.find((mode) => mode === row.mode) ?? 'price_to_time',
    amount: Number(row.amount),
    currency: row.currency,
    hourly_rate: Number(row.hourly_rate),
    hours: Number(row.hours),
    use_work_week: row.use_work_week,
    price: Number(converted ? row.price : row.amount),
    priceCurrency: (converted && row.price_currency) || row.currency,
    convertedPrice: converted ? Number(row.amount) : null,
    exchangeRate: converted && row.exchange_rate !== null ? Number(row.exchange_rate) : null,
    rateDate: converted ? row.rate_date : null,
    url: row.url,
  }
}

/** A new calculation in the table's columns: the conversion's only when the price was converted. */
function toColumns(calculation: NewCalculation): TablesInsert<'calculations'> {
  const { price, priceCurrency, convertedPrice, exchangeRate, rateDate, ...row } = calculation
  return convertedPrice === null ? row : { ...row, price, price_currency: priceCurrency, exchange_rate: exchangeRate, rate_date: rateDate }
}

/** Which of the user's calculations a list reads: all of them, or only those starred as favourites. */
export interface CalculationFilter {
  favoritesOnly?: boolean
}

/** The user's calculations (or their favourites), newest first (all columns, by created_at descending). */
export async function listCalculations(
  supabase: SupabaseClient<Database>,
  { favoritesOnly = false }: CalculationFilter = {},
): Promise<DataResult<SavedCalculation[]>> {
  const query = table(supabase).select('*')
  const { data, error } = await (favoritesOnly ? query.eq('is_favorite', true) : query).order('created_at', { ascending: false })
  return error ? failure(error) : { data: data.map(toSavedCalculation), error: null }
}

/** The most rows PostgREST answers at once (`max_rows`, 1,000 hosted and in the stand-in). */
const MAX_ROWS = 1000

/**
 * Every one of the user's calculations, newest first, however many: read
 * `MAX_ROWS` at a time (the id breaks ties, so reads never overlap), for the
 * data export, which must not stop at PostgREST's limit.
 */
export async function listEveryCalculation(supabase: SupabaseClient<Database>): Promise<DataResult<SavedCalculation[]>> {
  const rows: SavedCalculation[] = []
  for (;;) {
    const { data, error } = await table(supabase)
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(rows.length, rows.length + MAX_ROWS - 1)
    if (error) return failure(error)
    rows.push(...data.map(toSavedCalculation))
    if (data.length < MAX_ROWS) return { data: rows, error: null }
  }
}

/**
 * One page of the user's calculations (or of their favourites), newest
 * first (the id breaks ties, so pages never overlap), with how many the
 * list holds in all.
 */
export async function listCalculationsPage(
  supabase: SupabaseClient<Database>,
  { limit, offset, favoritesOnly = false }: { limit: number; offset: number } & CalculationFilter,
): Promise<DataResult<Page<SavedCalculation>>> {
  const query = table(supabase).select('*', { count: 'exact' })
  const { data, error, count } = await (favoritesOnly ? query.eq('is_favorite', true) : query)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + limit - 1)
  if (error) return failure(error)
  const total = count ?? offset + data.length
  const end = offset + data.length
  return { data: { rows: data.map(toSavedCalculation), total, nextOffset: end < total && data.length > 0 ? end : null }, error: null }
}

/** One calculation of the user's by id; RLS makes someone else's look like none. */
export async function getCalculation(supabase: SupabaseClient<Database>, id: string): Promise<DataResult<SavedCalculation>> {
  const { data, error } = await table(supabase).select('*').eq('id', id).single()
  return error ? failure(error) : { data: toSavedCalculation(data), error: null }
}

/**
 * Inserts one calculation and returns the created row. Under an `id` the
 * caller chose (the API's Idempotency-Key), a calculation sent again, its
 * first answer lost on the way, gives back the row stored the first time
 * instead of a second one; an id someone else's row has fails with code
 * `TAKEN_ID`.
 */
export async function createCalculation(
  supabase: SupabaseClient<Database>,
  calculation: NewCalculation,
  id?: string,
): Promise<DataResult<SavedCalculation>> {
  const { data, error } = await table(supabase)
    .insert({ ...toColumns(calculation), ...(id ? { id } : {}) })
    .select()
    .single()
  if (error?.code === TAKEN_ID && id) {
    const stored = await getCalculation(supabase, id)
    return stored.error?.kind === 'notFound' ? failure(error) : stored
  }
  return error ? failure(error) : { data: toSavedCalculation(data), error: null }
}

/** Patches a calculation by id and returns the row; PGRST116 when it is gone. */
export async function updateCalculation(
  supabase: SupabaseClient<Database>,
  id: string,
  patch: Partial<Pick<SavedCalculation, 'title' | 'is_favorite'>>,
): Promise<DataResult<SavedCalculation>> {
  const { data, error } = await table(supabase).update(patch).eq('id', id).select().single()
  return error ? failure(error) : { data: toSavedCalculation(data), error: null }
}

/**
 * Flips the favourite flag: the row is read first when the caller does not
 * know its current state, then is_favorite is updated.
 */
export async function toggleFavorite(
  supabase: SupabaseClient<Database>,
  id: string,
  current?: boolean,
): Promise<DataResult<SavedCalculation>> {
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

/** Clear all: deletes where user_id is the session user (row-level security allows no other). */
export async function clearCalculations(supabase: SupabaseClient<Database>, userId: string): Promise<DataResult<{ count: number }>> {
  const { data, error } = await table(supabase).delete().eq('user_id', userId).select('id')
  return error ? failure(error) : { data: { count: data.length }, error: null }
}

/** The user's calculations among `ids` (any order); ids of rows that are gone or someone else's simply do not come back. */
export async function listCalculationsByIds(
  supabase: SupabaseClient<Database>,
  ids: readonly string[],
): Promise<DataResult<SavedCalculation[]>> {
  const { data, error } = await table(supabase)
    .select('*')
    .in('id', [...ids])
  return error ? failure(error) : { data: data.map(toSavedCalculation), error: null }
}
