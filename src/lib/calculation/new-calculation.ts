import * as v from 'valibot'
import { isCurrency } from '../currencies.ts'
import type { ReferenceRates } from '../exchange-rates/reference-rates.ts'
import { calculationInput, isValidRate, type ProfileRate } from './calculate.ts'
import type { CalculatorField, CalculatorValues, FieldErrorCode } from './fields.ts'
import { roundMoney } from '../money.ts'
import { MAX_STORED_AMOUNT, MAX_STORED_HOURS } from './limits.ts'
import { calculateConverted } from './price-conversion.ts'
import type { SavedCalculation } from './saved-calculation.ts'
import { firstPerKey, issueField } from '../schemas/field-errors.ts'

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
 * typed rate if non-zero, else the profile's, converted into the typed
 * currency when that is another). The currency is the typed one, else the
 * profile's, else EUR. A price in another currency is converted with `rates`
 * (the newest reference rates) first, and the row keeps the price as typed,
 * the rate and its day. Both modes keep a title (what is bought, or the job
 * a quote is for).
 */
export function prepareCalculation(values: CalculatorValues, profile: ProfileRate, rates?: ReferenceRates): PreparedCalculation {
  const input = calculationInput(values, profile, isCurrency(profile.currency) ? profile.currency : 'EUR', rates)
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
export function calculationFromValues(values: CalculatorValues, profile: ProfileRate, rates?: ReferenceRates): NewCalculationResult {
  const prepared = prepareCalculation(values, profile, rates)
  if (prepared.ok) return prepared
  const field = unsavableField(prepared.reason, values)
  return { ok: false, refusal: { kind: 'unsavable', reason: prepared.reason, field } }
}

/**
 * Whether storing values needs the newest reference rates: they name a
 * price currency, or a currency other than the profile's with no rate typed
 * (the profile's rate is converted into it).
 */
export function needsReferenceRates(values: CalculatorValues, profile: ProfileRate): boolean {
  const profileRateConverted = values.currency !== undefined && values.currency !== profile.currency && !isValidRate(values.rate)
  return profileRateConverted || (values.mode === 'price_to_time' && values.priceCurrency !== undefined)
}

/** The field to fix for a reason a calculation cannot be stored. */
function unsavableField(reason: UnsavableReason, values: CalculatorValues): CalculatorField {
  if (reason === 'needsRate') return 'rate'
  if (reason === 'noReferenceRate') return 'priceCurrency'
  return values.mode === 'price_to_time' ? 'price' : 'duration'
}
