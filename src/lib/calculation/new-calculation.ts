import * as v from 'valibot'
import { isCurrency } from '../currencies.ts'
import { calculate, calculationInput } from './calculate.ts'
import type { CalculatorField, CalculatorValues, FieldErrorCode } from './fields.ts'
import { MAX_STORED_AMOUNT, MAX_STORED_HOURS } from './limits.ts'
import type { SavedCalculation } from './saved-calculation.ts'
import { calculationBodySchema } from './schema.ts'

/**
 * The one place that turns calculator input into the calculation to store: the JSON
 * API, the no-JavaScript Save form and the pending calculation a guest
 * brings to log-in or sign-up all go through here. Hours and amount are
 * always recomputed with `calculate()`; numbers a client computed are never
 * stored.
 */

/** What a new calculation stores; the database fills id, created_at, is_favorite and the owner. */
export type NewCalculation = Omit<SavedCalculation, 'id' | 'created_at' | 'is_favorite'>

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
 * Computes the row for read calculator values with the effective rate (the
 * typed rate if non-zero, else `profileRate`). The currency is the typed one,
 * else `fallbackCurrency` (pass the profile's), else EUR. Both modes keep
 * a title (what is bought, or the job a quote is for).
 */
export function prepareCalculation(values: CalculatorValues, profileRate: number, fallbackCurrency?: string): PreparedCalculation {
  const result = calculate(calculationInput(values, profileRate, isCurrency(fallbackCurrency) ? fallbackCurrency : 'EUR'))
  if (result.status !== 'ok') return { ok: false, reason: result.status }
  if (result.amount > MAX_STORED_AMOUNT || result.hours > MAX_STORED_HOURS) return { ok: false, reason: 'tooLarge' }
  return {
    ok: true,
    calculation: {
      mode: result.mode,
      title: values.title || null,
      amount: result.amount,
      currency: result.currency,
      hourly_rate: result.rate,
      hours: withoutFloatNoise(result.hours),
      use_work_week: values.workweek === true,
      url: result.mode === 'price_to_time' ? (values.url ?? null) : null,
    },
  }
}

/**
 * Why a body was not stored: the code of each refused key (a key that is no
 * calculator field, or a body that is no object, is `invalid`), or one
 * reason the valid input cannot be stored, at the field to fix.
 */
export type CalculationRefusal =
  | { kind: 'fields'; errors: Partial<Record<string, FieldErrorCode>> }
  | { kind: 'unsavable'; reason: UnsavableReason; field: CalculatorField }

export type NewCalculationResult = { ok: true; calculation: NewCalculation } | { ok: false; refusal: CalculationRefusal }

/**
 * Why `calculationBodySchema` refused a body: the code of each refused key
 * (a key that is no calculator field, or a body that is no object, is `invalid`).
 */
export function fieldRefusal(issues: readonly v.BaseIssue<unknown>[]): CalculationRefusal {
  const errors: Partial<Record<string, FieldErrorCode>> = {}
  for (const issue of issues)
    errors[String(issue.path?.[0]?.key ?? 'body')] ??= issue.type === 'raw_transform' ? (issue.message as FieldErrorCode) : 'invalid'
  return { kind: 'fields', errors }
}

/**
 * Computes the row for values `calculationBodySchema` has read, at the
 * user's effective rate, or says which field to fix to make it storable.
 */
export function calculationFromValues(values: CalculatorValues, profile: { hourlyRate: number; currency: string }): NewCalculationResult {
  const prepared = prepareCalculation(values, profile.hourlyRate, profile.currency)
  if (prepared.ok) return prepared
  const field = prepared.reason === 'needsRate' ? 'rate' : values.mode === 'price_to_time' ? 'price' : 'duration'
  return { ok: false, refusal: { kind: 'unsavable', reason: prepared.reason, field } }
}

/**
 * Reads a calculation body with `calculationBodySchema` and computes its row
 * at the user's effective rate, or says why not, field by field: the
 * no-JavaScript Save form and a guest's pending calculation (the JSON API
 * reads its body with the schema through `validJson` and goes on with
 * `calculationFromValues`).
 *
 * @example newCalculationFrom({ mode: 'price_to_time', price: 1200, rate: 40 }, { hourlyRate: 0, currency: 'EUR' })
 */
export function newCalculationFrom(body: unknown, profile: { hourlyRate: number; currency: string }): NewCalculationResult {
  const parsed = v.safeParse(calculationBodySchema, body)
  return parsed.success ? calculationFromValues(parsed.output, profile) : { ok: false, refusal: fieldRefusal(parsed.issues) }
}
