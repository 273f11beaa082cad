import type { CalculationMode } from './calculation/limits.ts'

/** One calculation as a comparison keeps it: a snapshot taken when the comparison was created. */
export interface ComparisonItem {
  id: string
  title: string
  mode: CalculationMode
  amount: number
  currency: string
  hourlyRate: number
  hours: number
  useWorkWeek: boolean
}

/** A shared comparison; `code` is null for the built-in sample, which has no link of its own. */
export interface Comparison {
  code: string | null
  title: string
  ownerName: string
  /** ISO 8601 timestamp. */
  createdAt: string
  items: ComparisonItem[]
}

/**
 * The item that costs the fewest hours of work, so the view can highlight
 * exactly one; on a tie the first listed wins. Undefined for no items.
 */
export function cheapestInTime(items: readonly ComparisonItem[]): ComparisonItem | undefined {
  let cheapest: ComparisonItem | undefined
  for (const item of items) {
    if (!cheapest || item.hours < cheapest.hours) cheapest = item
  }
  return cheapest
}
