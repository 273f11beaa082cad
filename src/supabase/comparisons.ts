import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { newComparisonCode } from '../lib/comparison-code.ts'
import { readableComparison, type ComparisonItem, type StoredComparison } from '../lib/comparison.ts'
import { comparisonItemsSchema } from '../lib/schemas/comparison.ts'
import type { Database, Json } from './database.ts'
import { TAKEN_ID, type DataError, type DataResult } from './result.ts'

/** What a new comparison needs; the database fills user_id (the caller) and created_at, this module the code. */
export interface NewComparison {
  ownerName: string | null
  title: string | null
  items: ComparisonItem[]
}

/** The message of a comparison that is not there (or not the caller's). */
export const COMPARISON_NOT_FOUND = 'Comparison not found or has been deleted'

/** The public columns, what `get_comparison` returns: never user_id. */
const COLUMNS = 'code, owner_name, title, items, created_at'

/** A row with the public columns, from the table or from `get_comparison` (whose composite type makes every column nullable). */
type PublicRow = Database['public']['CompositeTypes']['shared_comparison']

/** New codes tried before giving up; with 62^10 codes a third collision in a row means something else is wrong. */
const CODE_ATTEMPTS = 3

const table = (supabase: SupabaseClient<Database>) => supabase.from('comparisons')

const notFound = (): { data: null; error: DataError } => ({ data: null, error: { kind: 'notFound', message: COMPARISON_NOT_FOUND } })

function failure(error: PostgrestError): { data: null; error: DataError } {
  return { data: null, error: { kind: 'failed', message: error.message, code: error.code } }
}

const malformed = (row: PublicRow): { data: null; error: DataError } => ({
  data: null,
  error: { kind: 'failed', message: `comparison ${row.code} is not one this app wrote` },
})

/**
 * A row as the app's comparison, its names readable (`readableComparison`);
 * null when a column is missing or the items are not a snapshot this app wrote.
 */
function toComparison(row: PublicRow): StoredComparison | null {
  const items = v.safeParse(comparisonItemsSchema, row.items)
  if (!row.code || !row.created_at || !items.success) return null
  return readableComparison({ code: row.code, ownerName: row.owner_name, title: row.title, createdAt: row.created_at, items: items.output })
}

function one(row: PublicRow): DataResult<StoredComparison> {
  const comparison = toComparison(row)
  return comparison ? { data: comparison, error: null } : malformed(row)
}

function many(rows: PublicRow[]): DataResult<StoredComparison[]> {
  const comparisons: StoredComparison[] = []
  for (const row of rows) {
    const comparison = toComparison(row)
    if (!comparison) return malformed(row)
    comparisons.push(comparison)
  }
  return { data: comparisons, error: null }
}

/**
 * Stores a comparison under a new random code and returns it; when the code
 * is taken (a unique violation) it tries again with another one.
 */
export async function createComparison(
  supabase: SupabaseClient<Database>,
  comparison: NewComparison,
  newCode: () => string = newComparisonCode,
): Promise<DataResult<StoredComparison>> {
  for (let attempt = 1; ; attempt++) {
    const { data, error } = await insertComparison(supabase, comparison, newCode())
    if (!error) return one(data)
    if (error.code !== TAKEN_ID || attempt === CODE_ATTEMPTS) return failure(error)
  }
}

/**
 * Stores a comparison under a code the caller derived from its request
 * (`keyedComparisonCode`): when the code is taken, the request was sent
 * before and its answer lost, and the caller's own comparison under it is
 * given back instead of a second one; someone else's fails.
 */
export async function createComparisonUnder(
  supabase: SupabaseClient<Database>,
  comparison: NewComparison,
  code: string,
): Promise<DataResult<StoredComparison>> {
  const { data, error } = await insertComparison(supabase, comparison, code)
  if (!error) return one(data)
  if (error.code !== TAKEN_ID) return failure(error)
  const stored = await table(supabase).select(COLUMNS).eq('code', code).maybeSingle()
  return stored.data ? one(stored.data) : failure(stored.error ?? error)
}

/** One insert of a comparison under `code`, answering its row. */
function insertComparison(supabase: SupabaseClient<Database>, comparison: NewComparison, code: string) {
  const items: Json = comparison.items.map((item) => ({ ...item }))
  const row = { code, owner_name: comparison.ownerName, title: comparison.title, items }
  return table(supabase).insert(row).select(COLUMNS).single()
}

/** The caller's comparisons, newest first (row-level security keeps everyone else's out). */
export async function listComparisons(supabase: SupabaseClient<Database>): Promise<DataResult<StoredComparison[]>> {
  const { data, error } = await table(supabase).select(COLUMNS).order('created_at', { ascending: false })
  return error ? failure(error) : many(data)
}

/**
 * One comparison by its exact code through `get_comparison`, for anyone
 * holding the link; call it with an anonymous client. A GET, so a failed
 * read is retried once.
 */
export async function getSharedComparison(anon: SupabaseClient<Database>, code: string): Promise<DataResult<StoredComparison>> {
  const { data, error } = await anon.rpc('get_comparison', { code }, { get: true })
  if (error) return failure(error)
  const [row] = data
  return row ? one(row) : notFound()
}

/** Deletes one of the caller's comparisons; notFound when the caller has none with that code. */
export async function deleteComparison(supabase: SupabaseClient<Database>, code: string): Promise<DataResult<{ code: string }>> {
  const { data, error } = await table(supabase).delete().eq('code', code).select('code')
  if (error) return failure(error)
  return data.length ? { data: { code }, error: null } : notFound()
}

/**
 * How many comparisons the caller created since `since`, deleted ones
 * included (a trigger logs each creation), and when the oldest of them was
 * made, for the per-user creation limit.
 */
export async function countComparisonsSince(
  supabase: SupabaseClient<Database>,
  since: Date,
): Promise<DataResult<{ count: number; oldest: string | null }>> {
  const { data, error, count } = await supabase
    .from('comparison_creations')
    .select('created_at', { count: 'exact' })
    .gte('created_at', since.toISOString())
    .order('created_at', { ascending: true })
    .limit(1)
  if (error) return failure(error)
  return { data: { count: count ?? 0, oldest: data[0]?.created_at ?? null }, error: null }
}
