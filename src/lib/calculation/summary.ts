import { INTL_LOCALE, type Locale } from '../../i18n/locales.ts'
import { breakDown, type TimeBreakdown } from '../duration.ts'
import { formatCount, formatHoursMinutes, formatMoney, formatNumber } from '../format.ts'
import type { PluralForms } from '../../i18n/catalogue.ts'
import { translatorOf } from '../../i18n/translate.ts'
import type { SavedCalculation } from './saved-calculation.ts'

/** The fields of a saved calculation a summary reads. */
export type SummarySource = Pick<SavedCalculation, 'amount' | 'currency' | 'hourly_rate' | 'hours' | 'use_work_week' | 'created_at'>

type SpanKey = 'days' | 'weeks' | 'workdays' | 'workWeeks'

/** Plural messages for days and weeks in both reckonings, and the words for amounts too small to count (`calculator.result` has them). */
export interface DurationForms extends Record<SpanKey, PluralForms> {
  lessThanAMinute: string
  /** `less than {{count}} workday`, filled with 0.1 in the language's number format. */
  lessThanATenth: Record<SpanKey, string>
}

/**
 * Hours of work as whole hours and minutes; a positive amount under half a
 * minute reads "less than a minute", never "0 minutes".
 */
export function formatWorkTime(hours: number, time: TimeBreakdown, locale: Locale, forms: Pick<DurationForms, 'lessThanAMinute'>): string {
  return time.totalMinutes === 0 && hours > 0 ? forms.lessThanAMinute : formatHoursMinutes(time, locale)
}

/**
 * Hours of work as days or weeks of the reckoning `time` was broken down in
 * (`3.8 workdays`); a positive amount that rounds to 0 reads "less than 0.1
 * workday", never "0 workdays".
 * @example formatWorkSpan('days', 0.02, breakDown(0.02, true), 'en', messages.calculator.result) // 'less than 0.1 workday'
 */
export function formatWorkSpan(unit: 'days' | 'weeks', hours: number, time: TimeBreakdown, locale: Locale, forms: DurationForms): string {
  const key: SpanKey = time.useWorkWeek ? (unit === 'days' ? 'workdays' : 'workWeeks') : unit
  if (time[unit] === 0 && hours > 0) return translatorOf(forms.lessThanATenth)(key, { count: formatNumber(0.1, locale, 1) })
  return formatCount(forms[key], time[unit], locale)
}

/** A saved calculation as text in one language. */
export interface CalculationSummary {
  amount: string
  rate: string
  /** Whole hours and minutes: `30 hours, 15 minutes`. */
  time: string
  /** Workdays when counted in working time, else calendar days: `3.8 workdays`. */
  days: string
  weeks: string
  date: string
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A saved date as the language writes it, always in UTC so the server's
 * rendering and the browser's hydration print the same text.
 */
export function formatSavedDate(iso: string, locale: Locale, dateStyle: 'medium' | 'long' = 'medium'): string {
  const key = `${locale}|${dateStyle}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle, timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format.format(date)
}

/** Formats a saved calculation's money, time (per its own work-week choice) and date for one language. */
export function summarizeCalculation(
  calculation: SummarySource,
  locale: Locale,
  forms: DurationForms,
  dateStyle: 'medium' | 'long' = 'medium',
): CalculationSummary {
  const time = breakDown(calculation.hours, calculation.use_work_week)
  return {
    amount: formatMoney(calculation.amount, calculation.currency, locale),
    rate: formatMoney(calculation.hourly_rate, calculation.currency, locale),
    time: formatWorkTime(calculation.hours, time, locale, forms),
    days: formatWorkSpan('days', calculation.hours, time, locale, forms),
    weeks: formatWorkSpan('weeks', calculation.hours, time, locale, forms),
    date: formatSavedDate(calculation.created_at, locale, dateStyle),
  }
}
