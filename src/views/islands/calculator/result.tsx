import type { Locale } from '../../../i18n/locales.ts'
import type { Messages } from '../../../i18n/messages/en.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import type { CalculationOutcome, CalculationResult } from '../../../lib/calculation/calculate.ts'
import type { DurationUnit, TimeBreakdown } from '../../../lib/duration.ts'
import { formatCount, formatHoursMinutes, formatMoney, formatUnit } from '../../../lib/format.ts'

type ResultMessages = Messages['calculator']['result']

export interface CalculatorResultProps {
  result: CalculationResult
  /** The mode the form is in, for the prompt when a number is missing. */
  mode: CalculationOutcome['mode']
  title: string
  duration: number | undefined
  unit: DurationUnit
  locale: Locale
  messages: ResultMessages
}

/** Whole hours and minutes of work, or "less than a minute" for a tiny positive amount. */
function timeText(hours: number, time: TimeBreakdown, locale: Locale, messages: ResultMessages): string {
  if (time.totalMinutes === 0 && hours > 0) return messages.lessThanAMinute
  return formatHoursMinutes(time, locale)
}

/** A duration as entered (`3 workdays`, `2.5 hours`), worded for the work-week reckoning. */
function durationText(amount: number, unit: DurationUnit, useWorkWeek: boolean, locale: Locale, messages: ResultMessages) {
  if (unit === 'hours') return formatUnit(amount, 'hour', locale, 2)
  if (unit === 'days') return formatCount(useWorkWeek ? messages.workdays : messages.days, amount, locale, 2)
  return formatCount(useWorkWeek ? messages.workWeeks : messages.weeks, amount, locale, 2)
}

/**
 * The calculator's answer as three lines (lead, big figure, detail), or the
 * prompt for what is still missing. Intl output can differ by a space between
 * the worker's and the browser's ICU, so hydration does not insist on it.
 */
export function CalculatorResult({ result, mode, title, duration, unit, locale, messages }: CalculatorResultProps) {
  if (result.status !== 'ok') {
    const prompt =
      result.status === 'needsRate' ? messages.needsRate : mode === 'price_to_time' ? messages.needsPrice : messages.needsDuration
    return <p className="muted">{prompt}</p>
  }
  const t = translatorOf(messages)
  const { time, currency } = result
  const price = formatMoney(result.amount, currency, locale)
  const rate = formatMoney(result.rate, currency, locale)
  if (result.mode === 'price_to_time') {
    const lead = title ? t('priceLeadTitled', { title, price }) : t('priceLead', { price })
    const days = formatCount(time.useWorkWeek ? messages.workdays : messages.days, time.days, locale)
    const weeks = formatCount(time.useWorkWeek ? messages.workWeeks : messages.weeks, time.weeks, locale)
    return (
      <>
        <p className="result-detail" suppressHydrationWarning>
          {lead}
        </p>
        <p className="result-figure" suppressHydrationWarning>
          {timeText(result.hours, time, locale, messages)}
        </p>
        <p className="result-detail" suppressHydrationWarning>
          {t('priceDetail', { rate, days, weeks })}
        </p>
      </>
    )
  }
  const entered = durationText(duration ?? 0, unit, time.useWorkWeek, locale, messages)
  return (
    <>
      <p className="result-detail" suppressHydrationWarning>
        {t('timeLead', { duration: entered, rate })}
      </p>
      <p className="result-figure" suppressHydrationWarning>
        {price}
      </p>
      <p className="result-detail" suppressHydrationWarning>
        {t('timeDetail', { hours: timeText(result.hours, time, locale, messages) })}
      </p>
    </>
  )
}
