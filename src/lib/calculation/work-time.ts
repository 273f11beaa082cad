import type { Locale } from '../../i18n/locales.ts'
import type { PluralForms } from '../../i18n/catalogue.ts'
import { translatorOf } from '../../i18n/translate.ts'
import type { TimeBreakdown } from '../duration.ts'
import { formatCount, formatHoursMinutes, formatNumber } from '../format.ts'

/*
 * Hours of work as people read them, shared by the calculator, the
 * dashboard, receipts and comparisons (its own file, so the calculator's
 * bundle does not carry the dashboard's summaries).
 */

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
