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

/** Units of `currency` one euro buys in a publication: 1 for the euro, undefined when the publication has none. */
export function perEuro(currency: string, rates: ReferenceRates): number | undefined {
  return currency === 'EUR' ? 1 : rates.perEuro[currency]
}

/**
 * Reference rates kept as JSON (the calculator keeps the last ones it saw,
 * for offline use): undefined for anything that is not a publication day
 * with positive rates, so a damaged value is simply not used.
 */
export function referenceRatesFromJson(json: string | null): ReferenceRates | undefined {
  try {
    const { date, perEuro } = JSON.parse(json ?? '') as ReferenceRates
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && Object.values(perEuro).every((rate) => typeof rate === 'number' && rate > 0)
    return valid ? { date, perEuro } : undefined
  } catch {
    return undefined
  }
}

/** The newer of two publications (the first when they are of the same day), or whichever there is. */
export function newerRates(a: ReferenceRates | undefined, b: ReferenceRates | undefined): ReferenceRates | undefined {
  if (!a || !b) return a ?? b
  return b.date > a.date ? b : a
}
