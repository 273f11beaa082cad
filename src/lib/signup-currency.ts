import type { Locale } from '../i18n/locales.ts'
import { currencyForCountry, currencyForLocale, DEFAULT_CURRENCY, type CurrencyCode } from './currencies.ts'

/** Time zones whose country decides the currency; other zones fall back to the language region, then EUR. */
const ZONE_COUNTRY: Readonly<Record<string, string>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
  'America/Detroit': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/Mexico_City': 'MX',
  'America/Monterrey': 'MX',
  'America/Tijuana': 'MX',
  'America/Sao_Paulo': 'BR',
  'America/Fortaleza': 'BR',
  'America/Recife': 'BR',
  'America/Manaus': 'BR',
  'America/Bahia': 'BR',
  'America/Belem': 'BR',
  'America/Santiago': 'CL',
  'America/Bogota': 'CO',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Berlin': 'DE',
  'Europe/Paris': 'FR',
  'Europe/Rome': 'IT',
  'Europe/Madrid': 'ES',
  'Europe/Lisbon': 'PT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Athens': 'GR',
  'Europe/Istanbul': 'TR',
  'Europe/Moscow': 'RU',
  'Europe/Luxembourg': 'LU',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Asia/Shanghai': 'CN',
  'Asia/Hong_Kong': 'HK',
  'Asia/Taipei': 'TW',
  'Asia/Singapore': 'SG',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Bangkok': 'TH',
  'Asia/Jakarta': 'ID',
  'Asia/Manila': 'PH',
  'Asia/Kuala_Lumpur': 'MY',
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Jerusalem': 'IL',
  'Asia/Tel_Aviv': 'IL',
  'Africa/Johannesburg': 'ZA',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Pacific/Auckland': 'NZ',
}

/** What may say which currency a new account should start with, best first. */
export interface SignupCurrencySignals {
  /** The browser's own time zone, which the sign-up form's script sends (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
  browserTimeZone?: string | undefined
  /** The time zone the edge places the visitor in (`request.cf.timezone`), null when there is no real one. */
  edgeTimeZone?: string | null | undefined
  /** The browser's languages, best first (Accept-Language). */
  browserLocales?: readonly string[] | undefined
  /** The language of the sign-up page. */
  locale: Locale
}

/** The currency of a time zone's country, if the zone is one this table knows and its money one of the 35. */
function currencyForZone(zone: string | null | undefined): CurrencyCode | undefined {
  return zone && Object.hasOwn(ZONE_COUNTRY, zone) ? currencyForCountry(ZONE_COUNTRY[zone]) : undefined
}

/**
 * The currency a new account starts with: from the browser's time zone,
 * else the edge's, else the region of the browser's languages (`de-DE` →
 * EUR, `pt-BR` → BRL), else the region of the page's language (`pt-BR`), else
 * EUR. A zone or region whose money is not one of the 35 says nothing, and
 * the next signal is asked.
 *
 * @example signupCurrency({ browserTimeZone: 'Europe/Zurich', browserLocales: ['de-DE'], locale: 'de' }) // 'CHF'
 */
export function signupCurrency(signals: SignupCurrencySignals): CurrencyCode {
  const fromZone = currencyForZone(signals.browserTimeZone) ?? currencyForZone(signals.edgeTimeZone)
  if (fromZone) return fromZone
  for (const tag of signals.browserLocales ?? []) {
    const fromRegion = currencyForLocale(tag)
    if (fromRegion) return fromRegion
  }
  return currencyForLocale(signals.locale) ?? DEFAULT_CURRENCY
}
