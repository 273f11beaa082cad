import * as v from 'valibot'
import { isCurrency } from '../currencies.ts'
import type { ReferenceRates } from '../exchange-rates/reference-rates.ts'
import { calculationInput } from './calculate.ts'
import type { CalculatorField, CalculatorValues, FieldErrorCode } from './fields.ts'
import { roundMoney } from '../money.ts'
import { MAX_STORED_AMOUNT, MAX_STORED_HOURS } from './limits.ts'
import { calculateConverted } from './price-conversion.ts'
import type { SavedCalculation } from './saved-calculation.ts'
import { firstPerKey, issueField } from '../schemas/field-errors.ts'
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
 * profile), no price or duration, a result too large for the columns, a
 * price under the smallest amount of the rate's currency, or a price in a
 * currency the ECB publishes no reference rate for.
 */
export type UnsavableReason = 'needsRate' | 'needsInput' | 'tooLarge' | 'tooSmall' | 'noReferenceRate'

/** The row to insert, or why there is none. */
export type PreparedCalculation = { ok: true; calculation: NewCalculation } | { ok: false; reason: UnsavableReason }

/** Hours to twelve significant digits: 99.90 / 33.30 is stored as 3, not 3.0000000000000004. */
function withoutFloatNoise(hours: number): number {
  return Number(hours.toPrecision(12))
}

/**
 * Computes the row for read calculator values with the effective rate (the
 * typed rate if non-zero, else `profileRate`). The currency is the typed one,
 * else `fallbackCurrency` (pass the profile's), else EUR. A price in another
 * currency is converted with `rates` (the newest reference rates) first, and
 * the row keeps the price as typed, the rate and its day. Both modes keep
 * a title (what is bought, or the job a quote is for).
 */
export function prepareCalculation(
  values: CalculatorValues,
  profileRate: number,
  fallbackCurrency?: string,
  rates?: ReferenceRates,
): PreparedCalculation {
  const input = calculationInput(values, profileRate, isCurrency(fallbackCurrency) ? fallbackCurrency : 'EUR')
  const { conversion: converted, result } = calculateConverted(values, input, rates)
  if (converted.status === 'noRate') return { ok: false, reason: 'noReferenceRate' }
  if (converted.status === 'tooLarge') return { ok: false, reason: 'tooLarge' }
  if (result.status !== 'ok') return { ok: false, reason: result.status }
  if (result.amount > MAX_STORED_AMOUNT || result.hours > MAX_STORED_HOURS) return { ok: false, reason: 'tooLarge' }
  const conversion = converted.status === 'converted' ? converted : undefined
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
      price: conversion ? roundMoney(conversion.price, conversion.priceCurrency) : result.amount,
      priceCurrency: conversion?.priceCurrency ?? result.currency,
      convertedPrice: conversion ? result.amount : null,
      exchangeRate: conversion?.conversion.rate ?? null,
      rateDate: conversion?.conversion.date ?? null,
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
  const errors = firstPerKey(
    issues.map((issue) => [issueField(issue), issue.type === 'raw_transform' ? (issue.message as FieldErrorCode) : ('invalid' as const)]),
  )
  return { kind: 'fields', errors }
}

/**
 * Computes the row for values `calculationBodySchema` has read, at the
 * user's effective rate, or says which field to fix to make it storable.
 */
export function calculationFromValues(
  values: CalculatorValues,
  profile: { hourlyRate: number; currency: string },
  rates?: ReferenceRates,
): NewCalculationResult {
  const prepared = prepareCalculation(values, profile.hourlyRate, profile.currency, rates)
  if (prepared.ok) return prepared
  const field = unsavableField(prepared.reason, values)
  return { ok: false, refusal: { kind: 'unsavable', reason: prepared.reason, field } }
}

/** Whether values name a price currency, so storing them needs the newest reference rates. */
export function needsReferenceRates(values: CalculatorValues): boolean {
  return values.mode === 'price_to_time' && values.priceCurrency !== undefined
}

/** The field to fix for a reason a calculation cannot be stored. */
function unsavableField(reason: UnsavableReason, values: CalculatorValues): CalculatorField {
  if (reason === 'needsRate') return 'rate'
  if (reason === 'noReferenceRate') return 'priceCurrency'
  return values.mode === 'price_to_time' ? 'price' : 'duration'
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
export function newCalculationFrom(
  body: unknown,
  profile: { hourlyRate: number; currency: string },
  rates?: ReferenceRates,
): NewCalculationResult {
  const parsed = v.safeParse(calculationBodySchema, body)
  return parsed.success ? calculationFromValues(parsed.output, profile, rates) : { ok: false, refusal: fieldRefusal(parsed.issues) }
}
