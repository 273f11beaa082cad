import { memo } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import type { Messages } from '../../../i18n/messages/en.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import type { CalculationOutcome, CalculationResult } from '../../../lib/calculation/calculate.ts'
import type { FieldErrors } from '../../../lib/calculation/fields.ts'
import { MAX_AMOUNT } from '../../../lib/calculation/limits.ts'
import type { PriceConversion } from '../../../lib/calculation/price-conversion.ts'
import { formatWorkSpan, formatWorkTime } from '../../../lib/calculation/work-time.ts'
import type { DurationUnit } from '../../../lib/duration.ts'
import { formatCount, formatExchangeRate, formatMoney, formatRateDate, formatUnit } from '../../../lib/format.ts'
import { smallestAmount } from '../../../lib/money.ts'

type ResultMessages = Messages['calculator']['result']

export interface CalculatorResultProps {
  result: CalculationResult
  /** How a price in another currency was converted (or that it cannot be). */
  conversion: PriceConversion
  /** The mode the form is in, for the prompt when a number is missing. */
  mode: CalculationOutcome['mode']
  /** The fields whose typed value is refused: a refused rate hides the result until it is corrected, whatever the profile's rate; a refused price or duration is asked to be corrected, not entered. */
  refused: FieldErrors
  title: string
  duration: number | undefined
  unit: DurationUnit
  locale: Locale
  messages: ResultMessages
}

/**
 * What the result area says: a finished result's three lines (lead, big
 * figure, detail) and, for a converted price, how it was converted; or the
 * prompt for what is missing.
 */
export type ResultText =
  | {
      kind: 'result'
      lead: string
      figure: string
      detail: string
      conversion?: string | undefined
      /** The lead and the figure are a sentence of their own ("…, charge €100.00"), and the detail another. */
      figureEndsSentence?: boolean
    }
  | { kind: 'prompt'; text: string }

/** A duration as entered (`3 workdays`, `2.5 hours`), worded for the work-week reckoning. */
function durationText(amount: number, unit: DurationUnit, useWorkWeek: boolean, locale: Locale, messages: ResultMessages) {
  if (unit === 'hours') return formatUnit(amount, 'hour', locale, 2)
  if (unit === 'days') return formatCount(useWorkWeek ? messages.workdays : messages.days, amount, locale, 2)
  return formatCount(useWorkWeek ? messages.workWeeks : messages.weeks, amount, locale, 2)
}

/**
 * The calculator's answer as text, for the page and for its live region
 * (which reads the same words as one sentence).
 */
export function resultText({
  result,
  conversion,
  mode,
  refused,
  title,
  duration,
  unit,
  locale,
  messages,
}: CalculatorResultProps): ResultText {
  if (refused.rate) return { kind: 'prompt', text: messages.fixRate }
  const t = translatorOf(messages)
  if (conversion.status === 'noRate') {
    return { kind: 'prompt', text: t('noReferenceRate', { currency: conversion.currency, rateCurrency: conversion.rateCurrency }) }
  }
  if (conversion.status === 'tooLarge') {
    return { kind: 'prompt', text: t('convertedTooLarge', { max: formatMoney(MAX_AMOUNT, conversion.rateCurrency, locale) }) }
  }
  if (result.status === 'tooSmall') {
    return {
      kind: 'prompt',
      text: t('priceTooSmall', { min: formatMoney(smallestAmount(result.currency), result.currency, locale), currency: result.currency }),
    }
  }
  if (result.status !== 'ok') {
    return { kind: 'prompt', text: missingPrompt(result.status === 'needsRate', mode, refused, messages) }
  }
  const { time, currency } = result
  const converted = conversion.status === 'converted' ? conversion : undefined
  const price = converted ? formatMoney(converted.price, converted.priceCurrency, locale) : formatMoney(result.amount, currency, locale)
  const rate = formatMoney(result.rate, currency, locale)
  const hours = formatWorkTime(result.hours, time, locale, messages)
  if (result.mode === 'price_to_time') {
    const days = formatWorkSpan('days', result.hours, time, locale, messages)
    const weeks = formatWorkSpan('weeks', result.hours, time, locale, messages)
    return {
      kind: 'result',
      lead: title ? t('priceLeadTitled', { title, price }) : t('priceLead', { price }),
      figure: hours,
      detail: t('priceDetail', { rate, days, weeks }),
      conversion: converted && conversionText(converted, result, hours, locale, messages),
    }
  }
  const entered = durationText(duration ?? 0, unit, time.useWorkWeek, locale, messages)
  return {
    kind: 'result',
    lead: t('timeLead', { duration: entered, rate }),
    figure: price,
    detail: t('timeDetail', { hours }),
    figureEndsSentence: true,
  }
}

/** What to do about the number the result lacks: enter the rate, or enter (or correct, when refused) the price or the duration. */
function missingPrompt(needsRate: boolean, mode: CalculationOutcome['mode'], refused: FieldErrors, messages: ResultMessages): string {
  if (needsRate) return messages.needsRate
  if (mode === 'price_to_time') return refused.price ? messages.fixPrice : messages.needsPrice
  return refused.duration ? messages.fixDuration : messages.needsDuration
}

/** How a price was converted: `¥5,000 ≈ €31.10 at the ECB rate of Sep 26, 2024 = 46 minutes of work`, then the rate itself. */
function conversionText(
  { price, priceCurrency, conversion }: Extract<PriceConversion, { status: 'converted' }>,
  result: CalculationOutcome,
  time: string,
  locale: Locale,
  messages: ResultMessages,
): string {
  const t = translatorOf(messages)
  const line = t('conversion', {
    price: formatMoney(price, priceCurrency, locale),
    converted: formatMoney(result.amount, result.currency, locale),
    date: formatRateDate(conversion.date, locale),
    time,
  })
  const rate = t('exchangeRate', { from: priceCurrency, rate: formatExchangeRate(conversion.rate, locale), to: result.currency })
  return `${line}. ${rate}`
}

/** The whole result as the one sentence a screen reader hears. */
export function resultSentence(text: ResultText): string {
  if (text.kind === 'prompt') return text.text
  return [text.lead, text.figureEndsSentence ? `${text.figure}.` : text.figure, text.detail, text.conversion].filter(Boolean).join(' ')
}

/**
 * The calculator's answer as three lines (lead, big figure, detail), or the
 * prompt for what is still missing. Intl output can differ by a space between
 * the worker's and the browser's ICU, so hydration does not insist on it.
 */
export const CalculatorResult = memo(function CalculatorResult({ text }: { text: ResultText }) {
  if (text.kind === 'prompt') return <p className="muted">{text.text}</p>
  return (
    <>
      <p className="result-detail" suppressHydrationWarning>
        {text.lead}
      </p>
      <p className="result-figure" suppressHydrationWarning>
        {text.figure}
      </p>
      <p className="result-detail" suppressHydrationWarning>
        {text.detail}
      </p>
      {text.conversion && (
        <p className="result-detail result-conversion" suppressHydrationWarning>
          {text.conversion}
        </p>
      )}
    </>
  )
})
