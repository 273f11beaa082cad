import type { Locale } from '../../i18n/locales.ts'
import { isCurrency, type CurrencyCode } from '../currencies.ts'

/**
 * Each interface language's decimal separator; the other of `.` and `,`
 * groups thousands. As Intl writes them for `en-US`, `de-DE` and `pt-BR` (a
 * worker test keeps them equal), but a table, so reading a typed number
 * builds no formatter (the first one loads ICU's number data).
 */
export const DECIMAL_SEPARATOR: Readonly<Record<Locale, '.' | ','>> = { en: '.', de: ',', 'pt-BR': ',' }

/** Spaces and apostrophes some people group thousands with in any language; they never mark decimals. */
const SPACE_GROUPS = /[\s\u00a0\u202f\u2009'’]/g

/**
 * A currency sign, or up to three capitals with one (`R$`, `US$`), or a
 * three-letter code (`CHF`): what a price is written with beside its amount.
 * A regular expression's source, for the patterns that read prices.
 */
export const CURRENCY_MARK = String.raw`(?:[A-Z]{0,3}\s?[$€£¥₹₩₺₽₪]|\b[A-Z]{3}\b)`

/** A currency mark before or after a typed amount (`R$ 1.234,56`, `12,50 €`), as a price pasted from a shop or a receipt has. */
const AMOUNT_CURRENCY = new RegExp(String.raw`^${CURRENCY_MARK}\s?|\s?${CURRENCY_MARK}$`, 'gu')

/**
 * The signs `CURRENCY_MARK` reads that one supported currency alone writes,
 * as `CURRENCIES` writes them (a worker test keeps them equal), and `US$`;
 * a table, so the browser's calculator loads no currency names for it.
 * `$` and `¥` name several and are left out.
 */
export const SIGNED_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  '₽': 'RUB',
  '₪': 'ILS',
  R$: 'BRL',
  US$: 'USD',
  A$: 'AUD',
  C$: 'CAD',
  HK$: 'HKD',
  NZ$: 'NZD',
  NT$: 'TWD',
  S$: 'SGD',
}

/**
 * The currency a typed amount's own mark names, when it names one alone:
 * a supported code (`CHF 12`, `12 EUR`) or a sign only one supported
 * currency writes (`€`, `£`, `R$`, `₹`, `US$`). Undefined for a bare
 * number or a sign several share (`$`, `¥`).
 *
 * @example markedCurrency('€ 50') // 'EUR'
 * @example markedCurrency('$50') // undefined
 */
export function markedCurrency(text: string): CurrencyCode | undefined {
  const mark = text.trim().match(AMOUNT_CURRENCY)?.[0]?.replace(/\s/g, '')
  if (!mark) return undefined
  return isCurrency(mark) ? mark : Object.hasOwn(SIGNED_CURRENCY, mark) ? SIGNED_CURRENCY[mark] : undefined
}

/**
 * The one parser for typed numbers: reads a number the way the language
 * writes it: in `en` `.` is the decimal point and `,` groups thousands
 * (`1,234.5`), in `de` and `pt-BR` the other way round (`1.234,5`). Groups
 * must be whole (`1,234` but not `12,34`), so a number written the other
 * language's way is no number rather than a different one. Decimals are
 * read as typed (`25.555` is 25.555, which the field rules refuse for its
 * three decimals). A currency sign or code written before or after the
 * amount is passed over (`R$ 1.234,56`, `12,50 €`): the field's currency
 * says which one it is. Undefined for anything that is not a number; never throws.
 *
 * @example readNumber('1.234,50', 'de') // 1234.5
 * @example readNumber('1.234,50', 'en') // undefined
 */
export function readNumber(text: unknown, locale: Locale): number | undefined {
  if (typeof text !== 'string') return undefined
  const decimal = DECIMAL_SEPARATOR[locale]
  const group = decimal === '.' ? ',' : '.'
  const match = /^([+-]?)([\d.,]+)$/.exec(text.trim().replace(AMOUNT_CURRENCY, '').replace(SPACE_GROUPS, ''))
  if (!match) return undefined
  const [whole = '', fraction = '', ...more] = (match[2] ?? '').split(decimal)
  if (more.length > 0 || !/^\d*$/.test(fraction) || !/\d/.test(whole + fraction)) return undefined
  const groups = whole.split(group)
  if (groups.length > 1 ? !isGrouped(groups) : !/^\d*$/.test(whole)) return undefined
  const value = Number(`${match[1]}${groups.join('') || '0'}.${fraction || '0'}`)
  return Number.isFinite(value) ? value + 0 : undefined
}

/**
 * A number in plain digits with the language's decimal separator (`1199,5`
 * in `de`), which `readNumber` reads back unchanged: for links and hidden
 * fields that carry an amount (two decimals at most, below 10^21), and,
 * with `digits`, for an amount filled into a field the way it is written
 * (`1199,50`).
 *
 * @example writeNumber(1199.5, 'de') // '1199,5'
 * @example writeNumber(1199.5, 'de', 2) // '1199,50'
 */
export function writeNumber(value: number, locale: Locale, digits?: number): string {
  return (digits === undefined ? String(value) : value.toFixed(digits)).replace('.', DECIMAL_SEPARATOR[locale])
}

/**
 * How many decimals a number has, read from its shortest representation, so
 * a typed `12.50` and a JSON `12.5` count alike: `12.5` → 1, `1e-7` → 7.
 */
export function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(Math.abs(value)).split('e')
  return Math.max(0, (digits.split('.')[1]?.length ?? 0) - Number(exponent))
}

/** Whether `1.234.567`-style groups are well formed: 1–3 digits not starting with 0, then groups of exactly three. */
function isGrouped(groups: string[]): boolean {
  return /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((part) => /^\d{3}$/.test(part))
}
