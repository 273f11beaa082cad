import type { SupabaseClient } from '@supabase/supabase-js'
import { snapshotItems } from '../lib/comparison-snapshot.ts'
import type { StoredComparison } from '../lib/comparison.ts'
import type { ComparisonBody } from '../lib/schemas/comparison.ts'
import { listCalculationsByIds } from './calculations.ts'
import { countComparisonsSince, createComparison, createComparisonUnder } from './comparisons.ts'
import type { Database } from './database.ts'
import { latestReferenceRates } from './exchange-rates.ts'

/** Comparisons one user may create per window, so codes cannot be farmed. */
export const COMPARISON_LIMIT = 30

/** The window COMPARISON_LIMIT counts in. */
export const LIMIT_WINDOW_MS = 60 * 60 * 1000

/** What creating a comparison came to: the stored comparison, or why there is none (nothing was written then). */
export type ComparisonOutcome =
  | { ok: true; comparison: StoredComparison }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'unknownCalculations' }
  | { ok: false; reason: 'failed' }

/**
 * Creates a comparison from a validated body for the signed-in caller: checks
 * the creation limit, snapshots the chosen calculations (all must be the
 * caller's; read side by side with the newest reference rates, which
 * convert items in other currencies to the owner's), and stores them with
 * the owner's name, under `code` when the request named one (its
 * Idempotency-Key's, so the same request sent again stores it once). The
 * JSON API and the dashboard's form both come through here.
 */
export async function compareCalculations(
  supabase: SupabaseClient<Database>,
  body: ComparisonBody,
  owner: { name: string | null; currency: string },
  code?: string,
  now = Date.now(),
): Promise<ComparisonOutcome> {
  const [recent, rows, rates] = await Promise.all([
    countComparisonsSince(supabase, new Date(now - LIMIT_WINDOW_MS)),
    listCalculationsByIds(supabase, body.calculationIds),
    latestReferenceRates(supabase),
  ])
  if (recent.error) return { ok: false, reason: 'failed' }
  if (recent.data.count >= COMPARISON_LIMIT) {
    const freeAt = recent.data.oldest ? Date.parse(recent.data.oldest) + LIMIT_WINDOW_MS : now + LIMIT_WINDOW_MS
    return { ok: false, reason: 'rateLimited', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }
  }
  if (rows.error) return { ok: false, reason: 'failed' }
  const snapshot = snapshotItems(body.calculationIds, rows.data, owner.currency, rates.data ?? undefined)
  if (!snapshot.ok) return { ok: false, reason: 'unknownCalculations' }
  const comparison = { ownerName: owner.name, title: body.title, items: snapshot.items }
  const { data, error } = await (code ? createComparisonUnder(supabase, comparison, code) : createComparison(supabase, comparison))
  return error ? { ok: false, reason: 'failed' } : { ok: true, comparison: data }
}
