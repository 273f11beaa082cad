import { INTL_LOCALE, type Locale } from '../../i18n/locales.ts'
import { breakDown } from '../duration.ts'
import { formatMoney, formatRateDate } from '../format.ts'
import { intl } from '../intl.ts'
import { formatWorkSpan, formatWorkTime, type DurationForms } from './work-time.ts'
import type { SavedCalculation } from './saved-calculation.ts'

/** The fields of a saved calculation a summary reads. */
export type SummarySource = Pick<SavedCalculation, 'amount' | 'currency' | 'hourly_rate' | 'hours' | 'use_work_week' | 'created_at'> &
  Partial<Pick<SavedCalculation, 'price' | 'priceCurrency' | 'convertedPrice' | 'rateDate'>>

/** A saved calculation as text in one language. */
export interface CalculationSummary {
  /** The price as typed, in the currency it was typed in. */
  amount: string
  /** A price typed in another currency: the amount it was converted to and the day of the rate, else undefined. */
  converted?: { amount: string; date: string } | undefined
  rate: string
  /** Whole hours and minutes: `30 hours, 15 minutes`. */
  time: string
  /** Workdays when counted in working time, else calendar days: `3.8 workdays`. */
  days: string
  weeks: string
  date: string
}

/**
 * A saved date as the language writes it, on its day in `timeZone` (UTC
 * unless the page says whose day it is: `visitorTimeZone`), so the server's
 * rendering and the browser's hydration print the same text.
 */
export function formatSavedDate(iso: string, locale: Locale, dateStyle: 'medium' | 'long' = 'medium', timeZone = 'UTC'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : intl(Intl.DateTimeFormat, INTL_LOCALE[locale], { dateStyle, timeZone }).format(date)
}

/** Formats a saved calculation's money, time (per its own work-week choice) and date (its day in `timeZone`) for one language. */
export function summarizeCalculation(
  calculation: SummarySource,
  locale: Locale,
  forms: DurationForms,
  dateStyle: 'medium' | 'long' = 'medium',
  timeZone = 'UTC',
): CalculationSummary {
  const time = breakDown(calculation.hours, calculation.use_work_week)
  const { price, priceCurrency, convertedPrice, rateDate } = calculation
  const converted = convertedPrice != null && price !== undefined && priceCurrency && rateDate
  return {
    amount: converted ? formatMoney(price, priceCurrency, locale) : formatMoney(calculation.amount, calculation.currency, locale),
    converted: converted
      ? { amount: formatMoney(calculation.amount, calculation.currency, locale), date: formatRateDate(rateDate, locale) }
      : undefined,
    rate: formatMoney(calculation.hourly_rate, calculation.currency, locale),
    time: formatWorkTime(calculation.hours, time, locale, forms),
    days: formatWorkSpan('days', calculation.hours, time, locale, forms),
    weeks: formatWorkSpan('weeks', calculation.hours, time, locale, forms),
    date: formatSavedDate(calculation.created_at, locale, dateStyle, timeZone),
  }
}
