import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js'
import { newComparisonCode } from '../lib/comparison-code.ts'
import type { Comparison, ComparisonItem } from '../lib/comparison.ts'

/** A comparison row without its owner's id: what `get_comparison` returns and what the owner's lists need. */
interface ComparisonRow {
  code: string
  owner_name: string | null
  title: string | null
  items: ComparisonItem[]
  created_at: string
}

/** What a new comparison needs; the database fills user_id (the caller) and created_at, this module the code. */
export interface NewComparison {
  ownerName: string | null
  title: string | null
  items: ComparisonItem[]
}

/** A failed comparison call: `notFound` when no row of the caller's (or none at all) has the code. */
export type ComparisonError = { kind: 'notFound' } | { kind: 'failed'; message: string; code?: string }

export type ComparisonResult<T> = { data: T; error: null } | { data: null; error: ComparisonError }

/** The public columns: never user_id. */
const COLUMNS = 'code, owner_name, title, items, created_at'

/** Postgres' unique-violation code: the random code is already taken. */
const UNIQUE_VIOLATION = '23505'

/** New codes tried before giving up; with 62^10 codes a second collision in a row means something else is wrong. */
const CODE_ATTEMPTS = 3

const table = (supabase: SupabaseClient) => supabase.from('comparisons')

function failure(error: PostgrestError): { data: null; error: ComparisonError } {
  return { data: null, error: { kind: 'failed', message: error.message, code: error.code } }
}

function toComparison(row: ComparisonRow): Comparison {
  return { code: row.code, ownerName: row.owner_name, title: row.title, createdAt: row.created_at, items: row.items }
}

/**
 * Stores a comparison under a new random code and returns it; when the code
 * is taken (a unique violation) it tries again with another one.
 */
export async function createComparison(
  supabase: SupabaseClient,
  comparison: NewComparison,
  newCode: () => string = newComparisonCode,
): Promise<ComparisonResult<Comparison>> {
  let error: PostgrestError | null = null
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const row = { code: newCode(), owner_name: comparison.ownerName, title: comparison.title, items: comparison.items }
    const result = await table(supabase).insert(row).select(COLUMNS).single()
    if (!result.error) return { data: toComparison(result.data as ComparisonRow), error: null }
    error = result.error
    if (error.code !== UNIQUE_VIOLATION) break
  }
  return failure(error!)
}

/** The caller's comparisons, newest first (row-level security keeps everyone else's out). */
export async function listComparisons(supabase: SupabaseClient): Promise<ComparisonResult<Comparison[]>> {
  const { data, error } = await table(supabase).select(COLUMNS).order('created_at', { ascending: false })
  return error ? failure(error) : { data: (data as ComparisonRow[]).map(toComparison), error: null }
}

/**
 * One comparison by its exact code through `get_comparison`, for anyone
 * holding the link; call it with an anonymous client. A GET, so a failed
 * read is retried once.
 */
export async function getSharedComparison(anon: SupabaseClient, code: string): Promise<ComparisonResult<Comparison>> {
  const { data, error } = await anon.rpc('get_comparison', { code }, { get: true })
  if (error) return failure(error)
  const [row] = data as ComparisonRow[]
  return row ? { data: toComparison(row), error: null } : { data: null, error: { kind: 'notFound' } }
}

/** Deletes one of the caller's comparisons; notFound when the caller has none with that code. */
export async function deleteComparison(supabase: SupabaseClient, code: string): Promise<ComparisonResult<{ code: string }>> {
  const { data, error } = await table(supabase).delete().eq('code', code).select('code')
  if (error) return failure(error)
  return data.length ? { data: { code }, error: null } : { data: null, error: { kind: 'notFound' } }
}

/**
 * How many comparisons the caller created since `since`, deleted ones
 * included (a trigger logs each creation), and when the oldest of them was
 * made, for the per-user creation limit.
 */
export async function countComparisonsSince(
  supabase: SupabaseClient,
  since: Date,
): Promise<ComparisonResult<{ count: number; oldest: string | null }>> {
  const { data, error, count } = await supabase
    .from('comparison_creations')
    .select('created_at', { count: 'exact' })
    .gte('created_at', since.toISOString())
    .order('created_at', { ascending: true })
    .limit(1)
  if (error) return failure(error)
  return { data: { count: count ?? 0, oldest: (data[0] as { created_at: string } | undefined)?.created_at ?? null }, error: null }
}
