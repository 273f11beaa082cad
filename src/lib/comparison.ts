import type { Locale } from '../i18n/locales.ts'
import type { CalculationMode } from './calculation/limits.ts'
import { writeNumber } from './calculation/decimal.ts'
import { formatMoney } from './format.ts'
import { comparisonPath } from '../paths.ts'
import { withoutBidiControls } from './plain-text.ts'

/** Fewest and most calculations one comparison holds (the table checks the same). */
export const MIN_COMPARISON_ITEMS = 2
export const MAX_COMPARISON_ITEMS = 6

/** Longest comparison title, like a calculation's. */
export const MAX_COMPARISON_TITLE_LENGTH = 120

/**
 * One calculation as a comparison keeps it: a snapshot taken when the
 * comparison was created, stored in `comparisons.items` and sent by the API
 * as is, so later edits of the calculation never change a shared link.
 */
export interface ComparisonItem {
  /** The calculation's title; null when it had none. */
  title: string | null
  mode: CalculationMode
  amount: number
  currency: string
  hourlyRate: number
  hours: number
  useWorkWeek: boolean
  /**
   * An item priced in another currency than its owner's: its amount in the
   * owner's currency at the reference rate of the day the comparison was
   * made, kept with the item so the shared page never changes.
   */
  inOwnerCurrency?: { currency: string; amount: number; rate: number; date: string } | undefined
  /**
   * A price typed in another currency than the rate's: as typed, with the
   * day of the reference rate it was converted at (`amount` is the
   * converted price the hours come from). Absent otherwise, and in
   * snapshots taken before typed prices were kept.
   */
  typedPrice?: { amount: number; currency: string; date: string } | undefined
  /** The product link the calculation's price was read from; absent when it had none (and in snapshots taken before links were kept). */
  url?: string | undefined
}

/** A comparison as its public page shows it; `code` is null for the built-in sample, which has no link of its own. */
export interface Comparison {
  code: string | null
  title: string | null
  ownerName: string | null
  /** ISO 8601 timestamp. */
  createdAt: string
  items: ComparisonItem[]
}

/** A comparison that is stored, so it has a code. */
export type StoredComparison = Comparison & { code: string }

/**
 * A comparison with its names (title, owner, items' titles) as every read
 * hands it on (`src/supabase/comparisons.ts`): without bidirectional
 * controls, which names are refused but a row stored before may still hold.
 */
export function readableComparison<Read extends Comparison>(comparison: Read): Read {
  const readable = (text: string | null) => (text === null ? null : withoutBidiControls(text))
  return {
    ...comparison,
    title: readable(comparison.title),
    ownerName: readable(comparison.ownerName),
    items: comparison.items.map((item) => ({ ...item, title: readable(item.title) })),
  }
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

/** An item's price as its owner typed it: in the currency they typed it in, before any conversion. */
export function itemPrice(item: ComparisonItem, locale: Locale): string {
  return item.typedPrice
    ? formatMoney(item.typedPrice.amount, item.typedPrice.currency, locale)
    : formatMoney(item.amount, item.currency, locale)
}

/** What an item is called on the page: its title, or its price when it was saved without one. */
export function itemLabel(item: ComparisonItem, locale: Locale): string {
  return item.title ?? itemPrice(item, locale)
}

/**
 * The calculator with an item's price (written the way the language writes
 * numbers), currency and title filled in, so a
 * visitor sees what it would cost at their own rate; `useWorkWeek` carries
 * a signed-in visitor's work-week setting.
 *
 * @example costMeHref(item, 'de') // '/de?mode=price_to_time&price=1199&currency=EUR&title=Laptop'
 */
export function costMeHref(item: ComparisonItem, locale: Locale, useWorkWeek = false): string {
  const query = new URLSearchParams({ mode: 'price_to_time', price: writeNumber(item.amount, locale), currency: item.currency })
  if (item.title) query.set('title', item.title)
  if (useWorkWeek) query.set('workweek', '1')
  return `/${locale}?${query}`
}

/** A comparison as its owner sees it (the API's answer, the dashboard's list): the public link instead of an owner. */
export interface ComparisonLink {
  code: string
  /** The absolute public link, in the language it was made in. */
  url: string
  title: string | null
  /** ISO 8601 timestamp. */
  createdAt: string
  items: ComparisonItem[]
}

/**
 * A stored comparison with its public link under `origin` in one language.
 *
 * @example comparisonLink(comparison, 'https://timeprice.app', 'de').url // 'https://timeprice.app/de/compare/q3ZbT0x9Lm'
 */
export function comparisonLink(comparison: StoredComparison, origin: string, locale: Locale): ComparisonLink {
  const { code, title, createdAt, items } = comparison
  return { code, url: `${origin}${comparisonPath(locale, code)}`, title, createdAt, items }
}
