import type { SavedCalculation } from './calculation/saved-calculation.ts'
import type { ComparisonItem } from './comparison.ts'
import { convertThroughEuro } from './exchange-rates/convert.ts'
import type { ReferenceRates } from './exchange-rates/reference-rates.ts'

/** The parts of a saved calculation a comparison copies. */
export type SnapshotSource = Pick<
  SavedCalculation,
  | 'id'
  | 'title'
  | 'mode'
  | 'amount'
  | 'currency'
  | 'hourly_rate'
  | 'hours'
  | 'use_work_week'
  | 'url'
  | 'price'
  | 'priceCurrency'
  | 'convertedPrice'
  | 'rateDate'
>

export type SnapshotResult = { ok: true; items: ComparisonItem[] } | { ok: false; missing: string[] }

/**
 * Copies the chosen calculations into comparison items, in the order they
 * were chosen. Ids without a row (unknown, deleted or someone else's, which
 * row-level security hides) are reported as missing, so nothing is shared
 * that the caller does not own. An item in another currency than
 * `ownerCurrency` keeps its amount in that currency at `rates` (when both
 * have a reference rate), so the page can compare like with like; one
 * whose price was typed in another currency than its rate's keeps that
 * price as typed beside the converted amount.
 *
 * @example snapshotItems([idB, idA], rows) // { ok: true, items: [B, A] }
 */
export function snapshotItems(
  ids: readonly string[],
  rows: readonly SnapshotSource[],
  ownerCurrency?: string,
  rates?: ReferenceRates,
): SnapshotResult {
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]))
  const missing = ids.filter((id) => !byId.has(id.toLowerCase()))
  if (missing.length) return { ok: false, missing }
  const items = ids.map((id) => {
    const row = byId.get(id.toLowerCase())!
    const converted =
      ownerCurrency && rates && row.currency !== ownerCurrency
        ? convertThroughEuro(row.amount, row.currency, ownerCurrency, rates)
        : undefined
    return {
      title: row.title,
      mode: row.mode,
      amount: row.amount,
      currency: row.currency,
      hourlyRate: row.hourly_rate,
      hours: row.hours,
      useWorkWeek: row.use_work_week,
      ...(converted && ownerCurrency ? { inOwnerCurrency: { currency: ownerCurrency, ...converted } } : {}),
      ...(row.url ? { url: row.url } : {}),
      ...(row.convertedPrice !== null && row.rateDate !== null && row.priceCurrency !== row.currency
        ? { typedPrice: { amount: row.price, currency: row.priceCurrency, date: row.rateDate } }
        : {}),
    }
  })
  return { ok: true, items }
}
