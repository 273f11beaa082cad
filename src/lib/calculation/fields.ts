import { isCurrency, type CurrencyCode } from '../currencies.ts'
import { DURATION_UNITS, type DurationUnit } from '../duration.ts'
import { parseDecimal } from './decimal.ts'
import { CALCULATION_MODES, MAX_AMOUNT, MAX_DECIMALS, MAX_DURATION, MAX_RATE, MAX_TITLE_LENGTH, type CalculationMode } from './limits.ts'

/**
 * The calculator's input rules as plain functions, one per field. The valibot
 * schema (`schema.ts`) is built from these, and the browser island
 * uses them directly, so both accept and refuse exactly the same values
 * without shipping valibot to the browser.
 */

/** Names of the calculator's fields, which are also its query parameters. */
export const CALCULATOR_FIELDS = ['mode', 'rate', 'currency', 'workweek', 'price', 'title', 'duration', 'unit'] as const

export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]

/** The calculator's fields as typed: what inputs hold and what a URL carries. */
export type CalculatorForm = Record<CalculatorField, string>

/** Why a field was refused; the page turns a code into a localized sentence naming the field. */
export type FieldErrorCode = 'notANumber' | 'notPositive' | 'tooLarge' | 'tooManyDecimals' | 'unsupportedCurrency' | 'tooLong'

export type FieldErrors = Partial<Record<CalculatorField, FieldErrorCode>>

/** Largest value per field, for the messages that quote it. */
export const FIELD_MAXIMUM: Partial<Record<CalculatorField, number>> = {
  rate: MAX_RATE,
  price: MAX_AMOUNT,
  duration: MAX_DURATION,
  title: MAX_TITLE_LENGTH,
}

/** The parsed calculator input; a number or currency not (validly) given is undefined. */
export interface CalculatorValues {
  mode: CalculationMode
  rate: number | undefined
  currency: CurrencyCode | undefined
  workweek: boolean | undefined
  price: number | undefined
  title: string
  duration: number | undefined
  unit: DurationUnit
}

/** One field read: its value, or why it was refused. */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; code: FieldErrorCode }

const accept = <T>(value: T): FieldReading<T> => ({ ok: true, value })
const refuse = (code: FieldErrorCode): { ok: false; code: FieldErrorCode } => ({ ok: false, code })

/** Text of a field: a string trimmed, the first of repeated values, anything else empty. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return fieldText(value[0])
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * A positive number with at most two decimals and a maximum. Empty means "not
 * entered yet" (undefined). With `zeroIsUnset`, 0 also means not entered (a
 * rate of 0 falls back to the profile rate).
 */
function positiveNumber(max: number, zeroIsUnset = false) {
  return (raw: unknown): FieldReading<number | undefined> => {
    const text = fieldText(raw)
    if (text === '') return accept(undefined)
    const reading = parseDecimal(text)
    if (!reading.ok) return refuse('notANumber')
    if (reading.value === 0 && zeroIsUnset) return accept(undefined)
    if (reading.value <= 0) return refuse('notPositive')
    if (reading.value > max) return refuse('tooLarge')
    if (reading.decimals > MAX_DECIMALS) return refuse('tooManyDecimals')
    return accept(reading.value)
  }
}

/** One of a fixed set of choices (a tab, a unit); anything else quietly becomes the default. */
function choice<T extends string>(options: readonly T[], fallback: T) {
  return (raw: unknown): FieldReading<T> => {
    const text = fieldText(raw)
    return accept(options.find((option) => option === text) ?? fallback)
  }
}

/** The rule of every field: reads any value, never throws. */
export const calculatorReaders: { [K in CalculatorField]: (raw: unknown) => FieldReading<CalculatorValues[K]> } = {
  mode: choice(CALCULATION_MODES, 'price_to_time'),
  rate: positiveNumber(MAX_RATE, true),
  currency: (raw) => {
    const text = fieldText(raw).toUpperCase()
    if (text === '') return accept(undefined)
    return isCurrency(text) ? accept(text) : refuse('unsupportedCurrency')
  },
  workweek: (raw) => {
    const text = fieldText(raw).toLowerCase()
    if (['1', 'on', 'true', 'yes'].includes(text)) return accept(true)
    if (['0', 'off', 'false', 'no'].includes(text)) return accept(false)
    return accept(undefined)
  },
  price: positiveNumber(MAX_AMOUNT),
  title: (raw) => {
    const text = fieldText(raw)
    return text.length > MAX_TITLE_LENGTH ? refuse('tooLong') : accept(text)
  },
  duration: positiveNumber(MAX_DURATION),
  unit: choice(DURATION_UNITS, 'hours'),
}

/** Values a refused field falls back to. */
export const CALCULATOR_DEFAULTS: CalculatorValues = {
  mode: 'price_to_time',
  rate: undefined,
  currency: undefined,
  workweek: undefined,
  price: undefined,
  title: '',
  duration: undefined,
  unit: 'hours',
}

/** Values plus the fields that were refused, for re-showing the form with messages. */
export interface CalculatorParse {
  values: CalculatorValues
  errors: FieldErrors
}

/** Any input as a plain record of fields (null, strings and other garbage become empty). */
export function fieldSource(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null ? { ...input } : {}
}
