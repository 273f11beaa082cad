import type { Locale } from '../../i18n/locales.ts'
import type { Messages } from '../../i18n/messages/en.ts'
import { isCurrency, type CurrencyCode } from '../currencies.ts'
import { calculate, effectiveRate, type CalculationInput } from './calculate.ts'
import { fieldErrorMessages } from './field-messages.ts'
import type { CalculatorField, CalculatorValues } from './fields.ts'
import { MAX_STORED_AMOUNT, MAX_STORED_HOURS, type CalculationMode } from './limits.ts'
import { parseCalculatorQuery } from './schema.ts'

/**
 * The one place that turns calculator input into a `calculations` row: the
 * JSON API, the no-JavaScript Save form and the pending calculation a guest
 * brings to log-in or sign-up all go through here. Hours and amount are
 * always recomputed with `calculate()`; numbers a client computed are never
 * stored.
 */

/** The row a new calculation becomes; the database fills id, user_id (the caller), created_at and is_favorite. */
export interface NewCalculation {
  mode: CalculationMode
  title: string | null
  amount: number
  currency: string
  hourly_rate: number
  hours: number
  use_work_week: boolean
}

/**
 * Why input cannot become a row: no usable rate (neither typed nor in the
 * profile), no price or duration, or a result too large for the columns.
 */
export type UnsavableReason = 'needsRate' | 'needsInput' | 'tooLarge'

/** The row to insert, or why there is none. */
export type PreparedCalculation = { ok: true; calculation: NewCalculation } | { ok: false; reason: UnsavableReason }

/** Hours to twelve significant digits: 99.90 / 33.30 is stored as 3, not 3.0000000000000004. */
function withoutFloatNoise(hours: number): number {
  return Number(hours.toPrecision(12))
}

/**
 * Computes the row for parsed calculator values with the effective rate (the
 * typed rate if non-zero, else `profileRate`). The currency is the typed one,
 * else `fallbackCurrency` (pass the profile's), else EUR. The title is kept
 * only for "what does it cost in time", the mode whose form asks for one.
 */
export function prepareCalculation(values: CalculatorValues, profileRate: number, fallbackCurrency?: string): PreparedCalculation {
  const currency: CurrencyCode = values.currency ?? (isCurrency(fallbackCurrency) ? fallbackCurrency : 'EUR')
  const common = { rate: effectiveRate(values.rate, profileRate), currency, useWorkWeek: values.workweek === true }
  const input: CalculationInput =
    values.mode === 'price_to_time'
      ? { ...common, mode: 'price_to_time', price: values.price }
      : { ...common, mode: 'time_to_price', duration: values.duration, unit: values.unit }
  const result = calculate(input)
  if (result.status !== 'ok') return { ok: false, reason: result.status }
  if (result.amount > MAX_STORED_AMOUNT || result.hours > MAX_STORED_HOURS) return { ok: false, reason: 'tooLarge' }
  return {
    ok: true,
    calculation: {
      mode: result.mode,
      title: result.mode === 'price_to_time' && values.title ? values.title : null,
      amount: result.amount,
      currency: result.currency,
      hourly_rate: result.rate,
      hours: withoutFloatNoise(result.hours),
      use_work_week: common.useWorkWeek,
    },
  }
}

/** The row for parsed calculator values (see `prepareCalculation`), or null when it cannot be saved. */
export function toNewCalculation(values: CalculatorValues, profileRate: number, fallbackCurrency?: string): NewCalculation | null {
  const prepared = prepareCalculation(values, profileRate, fallbackCurrency)
  return prepared.ok ? prepared.calculation : null
}

export type CalculationInputResult =
  { ok: true; calculation: NewCalculation } | { ok: false; fields: Partial<Record<CalculatorField, string>> }

/**
 * Turns calculator fields (a JSON body, a form, a pending query) into the row
 * to store, validated by the calculator's schema and recomputed on the
 * server at the user's effective rate. Refusals come back as one localized
 * sentence per field, naming it.
 */
export function calculationFromInput(
  input: unknown,
  profile: { hourlyRate: number; currency: string },
  messages: Messages['calculator'],
  locale: Locale,
): CalculationInputResult {
  const { values, errors } = parseCalculatorQuery(input)
  if (Object.keys(errors).length) return { ok: false, fields: fieldErrorMessages(errors, messages, locale) }
  const prepared = prepareCalculation(values, profile.hourlyRate, profile.currency)
  if (prepared.ok) return { ok: true, calculation: prepared.calculation }
  const field = prepared.reason === 'needsRate' ? 'rate' : values.mode === 'price_to_time' ? 'price' : 'duration'
  return { ok: false, fields: { [field]: messages.unsavable[prepared.reason] } }
}
