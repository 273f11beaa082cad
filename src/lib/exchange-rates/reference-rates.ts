import { CURRENCY_CODES, type CurrencyCode } from '../currencies.ts'

/**
 * The European Central Bank's euro reference rates as the app uses them:
 * one publication day and how many units of each currency one euro buys.
 * Pure data and arithmetic, shared by the worker and the calculator island.
 */

/** One publication: its day (`YYYY-MM-DD`) and units of each currency per euro (EUR itself is 1 and not listed). */
export interface ReferenceRates {
  date: string
  perEuro: Readonly<Partial<Record<string, number>>>
}

/** The supported currencies the ECB publishes no reference rate for: the app converts nothing to or from them. */
export const WITHOUT_REFERENCE_RATE: readonly CurrencyCode[] = ['RUB', 'TWD', 'CLP', 'AED', 'COP', 'SAR']

/** The supported currencies every complete publication must quote (all but the euro and those above). */
export const QUOTED_CURRENCIES: readonly CurrencyCode[] = CURRENCY_CODES.filter(
  (code) => code !== 'EUR' && !WITHOUT_REFERENCE_RATE.includes(code),
)

/** Units of `currency` one euro buys in a publication: 1 for the euro, undefined when the publication has none. */
export function perEuro(currency: string, rates: ReferenceRates): number | undefined {
  return currency === 'EUR' ? 1 : rates.perEuro[currency]
}
