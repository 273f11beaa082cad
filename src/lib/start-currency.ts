import {
  currencyForCountry,
  currencyForLocale,
  DEFAULT_CURRENCY,
  isCurrency,
  likelyCurrencyForLocale,
  type CurrencyCode,
} from './currencies.ts'

/** Everything that may say which currency a visitor wants when the calculator starts. */
export interface CurrencySignals {
  /** A currency the visitor submitted in the URL: it wins over every guess. */
  submitted?: CurrencyCode | undefined
  /** The value stored under the `currency` key, if any. */
  stored?: string | null | undefined
  /** The browser's languages, most preferred first (`navigator.languages`). */
  browserLocales?: readonly string[] | undefined
  /** The visitor's country as the edge saw it (`request.cf.country`). */
  country?: string | null | undefined
}

/**
 * Picks the calculator's start-up currency: the stored choice if supported,
 * else the browser locale's currency, else the visitor's country (as the
 * edge saw it, `request.cf.country`: no call to an IP-location service), else EUR. A currency the
 * visitor submitted wins over all of them. A browser language without a region
 * (`de`) names no currency, so the country is asked first and the language's
 * likely region (`de` → DE) only after it.
 */
export function pickStartCurrency(signals: CurrencySignals): CurrencyCode {
  if (signals.submitted) return signals.submitted
  if (isCurrency(signals.stored)) return signals.stored
  const locales = signals.browserLocales ?? []
  for (const tag of locales) {
    const fromRegion = currencyForLocale(tag)
    if (fromRegion) return fromRegion
  }
  return currencyForCountry(signals.country) ?? likelyCurrencyForLocale(locales[0]) ?? DEFAULT_CURRENCY
}
