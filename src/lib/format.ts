import type { PluralForms } from '../i18n/catalogue.ts'
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts'
import { translatorOf } from '../i18n/translate.ts'
import type { TimeBreakdown } from './duration.ts'
import { intl } from './intl.ts'
import { fractionDigits } from './money.ts'

/**
 * Numbers, money and durations as the interface language writes them
 * (en-US, de-DE, pt-BR), all through Intl so the worker and the browser agree.
 */

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return intl(Intl.NumberFormat, INTL_LOCALE[locale], options)
}

/** A finite number or 0, so nothing the page prints can read NaN or Infinity. */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0
}

/** An amount of money with its currency's symbol and decimals: `1.234,56 €` in German, `¥1,235` in English. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency }).format(finite(amount))
}

/** A plain number with at most `maximumFractionDigits` decimals, grouped the language's way. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(finite(value))
}

/**
 * An amount to edit in a form field: the language's decimal separator and
 * the currency's decimals, without grouping or symbol, so the number parser
 * reads it back unchanged.
 * @example formatAmountInput(42.5, 'EUR', 'de') // '42,50'
 */
export function formatAmountInput(amount: number, currency: string, locale: Locale): string {
  const digits = fractionDigits(currency)
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(finite(amount))
}

/** A count with its unit spelled out (`3 hours`, `45 Minuten`, `1,5 dia`). */
export function formatUnit(value: number, unit: 'hour' | 'minute' | 'day' | 'week', locale: Locale, maximumFractionDigits = 1): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits }).format(finite(value))
}

/** Whole hours and minutes, leaving out a zero part: `3 hours 45 minutes`, `45 minutes`, `30 hours`. */
export function formatHoursMinutes(time: Pick<TimeBreakdown, 'hours' | 'minutes'>, locale: Locale): string {
  const parts: string[] = []
  if (time.hours > 0) parts.push(formatUnit(time.hours, 'hour', locale, 0))
  if (time.minutes > 0 || parts.length === 0) parts.push(formatUnit(time.minutes, 'minute', locale, 0))
  return intl(Intl.ListFormat, INTL_LOCALE[locale], { type: 'unit', style: 'narrow' }).format(parts)
}

/**
 * Fills a plural message (`{{count}} workdays`) with a count formatted to
 * one decimal (or as many as asked), in the form the language's plural rules
 * pick for it (`other` where the catalogue has no such form).
 */
export function formatCount(forms: PluralForms, count: number, locale: Locale, maximumFractionDigits = 1): string {
  const value = finite(count)
  const category = intl(Intl.PluralRules, INTL_LOCALE[locale], { maximumFractionDigits }).select(value)
  const t = translatorOf(forms as Record<Intl.LDMLPluralRule, string>)
  return t(forms[category] === undefined ? 'other' : category, { count: formatNumber(value, locale, maximumFractionDigits) })
}

/** A share from 0 to 1 as a whole percentage: `20%` in English, `20 %` in German. */
export function formatPercent(share: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(finite(share))
}

/** A reference rate's publication day (`2024-09-26`) as the language writes a date: `Sep 26, 2024`, `26.09.2024`, `26 de set. de 2024`. */
export function formatRateDate(isoDate: string, locale: Locale): string {
  return intl(Intl.DateTimeFormat, INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** An exchange rate with six significant digits (`160.78`, `0.00693799`), grouped the language's way. */
export function formatExchangeRate(rate: number, locale: Locale): string {
  return numberFormat(locale, { maximumSignificantDigits: 6 }).format(finite(rate))
}
