import type { NewCalculation } from '../supabase/calculations.ts'
import { calculate, effectiveRate, type CalculationInput } from './calculation.ts'
import { isSubmittedCalculator, type CalculatorValues } from './calculator-input.ts'
import { parseCalculatorQuery } from './calculator-schema.ts'
import { isCurrency, type CurrencyCode } from './currencies.ts'

/**
 * The one place that turns calculator input into a `calculations` row: the
 * JSON API, the no-JavaScript Save form and the pending calculation a guest
 * brings to log-in or sign-up all go through here. Hours and amount are
 * always recomputed with `calculate()`; numbers a client computed are never
 * stored.
 */

/** The longest pending query accepted (a calculator query is far shorter; this bounds the work). */
export const MAX_PENDING_LENGTH = 2048

/** Columns' limits (numeric(14, 2) amount, hours below 10^8), so an insert never fails on them. */
export const MAX_STORED_AMOUNT = 999_999_999_999.99
export const MAX_STORED_HOURS = 99_999_999

/**
 * Why input cannot become a row: no usable rate (neither typed nor in the
 * profile), no price or duration, or a result too large for the columns.
 */
export type UnsavableReason = 'needsRate' | 'needsInput' | 'tooLarge'

/** The row to insert, or why there is none. */
export type PreparedCalculation = { ok: true; calculation: NewCalculation } | { ok: false; reason: UnsavableReason }

/**
 * Reads a pending calculation: the calculator query string a guest's Save
 * link carries (`mode=price_to_time&price=1200&rate=40&currency=EUR`, with
 * or without a leading `?`). Null when it is missing, oversized, carries no
 * mode or has any refused field, so a tampered value is dropped, not stored.
 */
export function pendingCalculationFrom(query: string | null | undefined): CalculatorValues | null {
  if (typeof query !== 'string' || query.length === 0 || query.length > MAX_PENDING_LENGTH) return null
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    if (!(name in fields)) fields[name] = value
  }
  if (!isSubmittedCalculator(fields)) return null
  const { values, errors } = parseCalculatorQuery(fields)
  return Object.keys(errors).length === 0 ? values : null
}

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
