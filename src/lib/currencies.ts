/**
 * The 35 supported currencies, their display labels, and
 * the maps that guess a visitor's currency from a country or a locale tag.
 * Pure data and functions: shared by the worker and the browser.
 */

import { intl } from './intl.ts'

/** The supported codes, in the order the product lists them. */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'HKD',
  'NZD',
  'SEK',
  'KRW',
  'SGD',
  'NOK',
  'MXN',
  'INR',
  'RUB',
  'ZAR',
  'TRY',
  'BRL',
  'TWD',
  'DKK',
  'PLN',
  'THB',
  'IDR',
  'HUF',
  'CZK',
  'ILS',
  'CLP',
  'PHP',
  'AED',
  'COP',
  'SAR',
  'MYR',
  'RON',
] as const

export type CurrencyCode = (typeof CURRENCY_CODES)[number]

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR'

export interface Currency {
  code: CurrencyCode
  symbol: string
  /** English name; the label reads `EUR (€) - Euro`. */
  name: string
}

/** Every supported currency, sorted by English name. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar' },
  { code: 'CLP', symbol: '$', name: 'Chilean Peso' },
  { code: 'CNY', symbol: '¥', name: 'Chinese Yuan' },
  { code: 'COP', symbol: '$', name: 'Colombian Peso' },
  { code: 'CZK', symbol: 'Kč', name: 'Czech Koruna' },
  { code: 'DKK', symbol: 'kr', name: 'Danish Krone' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'HKD', symbol: 'HK$', name: 'Hong Kong Dollar' },
  { code: 'HUF', symbol: 'Ft', name: 'Hungarian Forint' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  { code: 'IDR', symbol: 'Rp', name: 'Indonesian Rupiah' },
  { code: 'ILS', symbol: '₪', name: 'Israeli New Shekel' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit' },
  { code: 'MXN', symbol: '$', name: 'Mexican Peso' },
  { code: 'TWD', symbol: 'NT$', name: 'New Taiwan Dollar' },
  { code: 'NZD', symbol: 'NZ$', name: 'New Zealand Dollar' },
  { code: 'NOK', symbol: 'kr', name: 'Norwegian Krone' },
  { code: 'PHP', symbol: '₱', name: 'Philippine Peso' },
  { code: 'PLN', symbol: 'zł', name: 'Polish Zloty' },
  { code: 'RON', symbol: 'lei', name: 'Romanian Leu' },
  { code: 'RUB', symbol: '₽', name: 'Russian Ruble' },
  { code: 'SAR', symbol: '﷼', name: 'Saudi Riyal' },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' },
  { code: 'ZAR', symbol: 'R', name: 'South African Rand' },
  { code: 'KRW', symbol: '₩', name: 'South Korean Won' },
  { code: 'SEK', symbol: 'kr', name: 'Swedish Krona' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc' },
  { code: 'THB', symbol: '฿', name: 'Thai Baht' },
  { code: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { code: 'AED', symbol: 'د.إ', name: 'UAE Dirham' },
  { code: 'USD', symbol: '$', name: 'US Dollar' },
]

/** Narrows any value to a supported currency code (exact, upper case). */
export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value)
}

/** The display label: code, symbol in brackets, a dash and the name (`EUR (€) - Euro`). */
export function currencyLabel(currency: Currency, name: string = currency.name): string {
  return `${currency.code} (${currency.symbol}) - ${name}`
}

/** One entry of a currency select. */
export interface CurrencyOption {
  code: CurrencyCode
  label: string
}

/** The currency selects' options by Intl locale, sorted once. */
const optionsByLocale = new Map<string, readonly CurrencyOption[]>()

/**
 * The currency select's options for an interface language. English keeps the
 * labels as `currencyLabel` writes them, sorted by English name; other languages keep code and symbol, take
 * the currency's name from `Intl.DisplayNames`, and sort by that name. It is
 * computed on the server and handed to islands, so browser and worker ICU
 * differences cannot cause a hydration mismatch.
 */
export function currencyOptions(intlLocale: string): readonly CurrencyOption[] {
  let options = optionsByLocale.get(intlLocale)
  if (!options) {
    options = sortedOptions(intlLocale)
    optionsByLocale.set(intlLocale, options)
  }
  return options
}

function sortedOptions(intlLocale: string): readonly CurrencyOption[] {
  if (intlLocale.startsWith('en')) return CURRENCIES.map((c) => ({ code: c.code, label: currencyLabel(c) }))
  const names = localizedNames(intlLocale)
  const order = intl(Intl.Collator, intlLocale)
  return CURRENCIES.map((c) => ({ code: c.code, name: names?.of(c.code) ?? c.name, currency: c }))
    .sort((a, b) => order.compare(a.name, b.name))
    .map(({ currency, name }) => ({ code: currency.code, label: currencyLabel(currency, name) }))
}

function localizedNames(intlLocale: string): Intl.DisplayNames | undefined {
  try {
    return intl(Intl.DisplayNames, intlLocale, { type: 'currency', fallback: 'none' })
  } catch {
    return undefined
  }
}

/**
 * ISO 3166 countries and territories whose money is one of the 35, for the
 * edge guess (`request.cf.country`) and a locale's region. Where a country
 * uses a supported currency alongside its own pegged one (Namibia, Lesotho,
 * Eswatini with the rand), the supported one is listed.
 */
const COUNTRIES_BY_CURRENCY: Record<CurrencyCode, string> = {
  EUR: 'AD AT AX BE BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT',
  USD: 'AS BQ EC FM GU IO MH MP PA PR PW SV TC TL UM US VG VI',
  GBP: 'GB GG IM JE GS',
  JPY: 'JP',
  AUD: 'AU CC CX HM KI NF NR TV',
  CAD: 'CA',
  CHF: 'CH LI',
  CNY: 'CN',
  HKD: 'HK',
  NZD: 'NZ CK NU PN TK',
  SEK: 'SE',
  KRW: 'KR',
  SGD: 'SG',
  NOK: 'NO SJ BV',
  MXN: 'MX',
  INR: 'IN',
  RUB: 'RU',
  ZAR: 'ZA LS NA SZ',
  TRY: 'TR',
  BRL: 'BR',
  TWD: 'TW',
  DKK: 'DK FO GL',
  PLN: 'PL',
  THB: 'TH',
  IDR: 'ID',
  HUF: 'HU',
  CZK: 'CZ',
  ILS: 'IL PS',
  CLP: 'CL',
  PHP: 'PH',
  AED: 'AE',
  COP: 'CO',
  SAR: 'SA',
  MYR: 'MY',
  RON: 'RO',
}

/** Country (ISO 3166-1 alpha-2, upper case) → currency, for every country using one of the 35. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, CurrencyCode>> = /* @__PURE__ */ countriesToCurrency()

/** Builds `CURRENCY_BY_COUNTRY`; a call marked pure, so a bundle that never reads the table leaves it out. */
function countriesToCurrency(): Record<string, CurrencyCode> {
  return Object.fromEntries(CURRENCY_CODES.flatMap((code) => COUNTRIES_BY_CURRENCY[code].split(' ').map((country) => [country, code])))
}

/** The currency of a country code (`request.cf.country`), if it is one of the 35. */
export function currencyForCountry(country: unknown): CurrencyCode | undefined {
  if (typeof country !== 'string') return undefined
  return CURRENCY_BY_COUNTRY[country.trim().toUpperCase()]
}

/**
 * The currency of a locale tag's region (`de-CH` → CHF, `pt_BR` → BRL). A tag
 * without a region (`de`) names no currency of its own and gives undefined.
 */
export function currencyForLocale(tag: unknown): CurrencyCode | undefined {
  if (typeof tag !== 'string') return undefined
  const subtags = tag.trim().split(/[-_]/).slice(1)
  const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
  return region ? currencyForCountry(region) : undefined
}

/**
 * The region a bare language most likely means (`ja` → JP → JPY), through
 * `Intl.Locale#maximize`. The last guess before EUR, because a bare language
 * says less about money than the visitor's country does.
 */
export function likelyCurrencyForLocale(tag: unknown): CurrencyCode | undefined {
  if (typeof tag !== 'string' || !tag.trim()) return undefined
  try {
    return currencyForCountry(new Intl.Locale(tag.trim().replace('_', '-')).maximize().region)
  } catch {
    return undefined
  }
}
