import { isCurrency, type CurrencyCode } from '../currencies.ts'
import { DURATION_UNITS, type DurationUnit } from '../duration.ts'
import { hasBidiControls, hasControlCharacters } from '../plain-text.ts'
import { productLinkOf } from '../product/product-link.ts'
import { decimalsOf, markedCurrency } from './decimal.ts'
import { CALCULATION_MODES, MAX_AMOUNT, MAX_DECIMALS, MAX_DURATION, MAX_RATE, MAX_TITLE_LENGTH, type CalculationMode } from './limits.ts'

/**
 * The calculator's input rules, one per field, over values as JSON carries
 * them (numbers as numbers, the work week as a boolean). The valibot schema
 * (`schema.ts`) runs these for the server, and the browser island runs them
 * directly on its typed form (`form.ts`), so both accept and refuse exactly
 * the same values without shipping valibot to the browser.
 */

/** Names of the calculator's fields, which are also its query parameters and JSON keys. */
export const CALCULATOR_FIELDS = [
  'mode',
  'rate',
  'currency',
  'workweek',
  'price',
  'title',
  'duration',
  'unit',
  'priceCurrency',
  'url',
] as const

export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]

/** Why a field was refused; the page turns a code into a localized sentence naming the field. */
export type FieldErrorCode =
  | 'notANumber'
  | 'notPositive'
  | 'tooLarge'
  | 'tooManyDecimals'
  | 'unsupportedCurrency'
  | 'otherCurrency'
  | 'tooLong'
  | 'controlCharacters'
  | 'badLink'
  | 'invalid'

export type FieldErrors = Partial<Record<CalculatorField, FieldErrorCode>>

/** Largest value per field, for the messages that quote it. */
export const FIELD_MAXIMUM: Partial<Record<CalculatorField, number>> = {
  rate: MAX_RATE,
  price: MAX_AMOUNT,
  duration: MAX_DURATION,
  title: MAX_TITLE_LENGTH,
}

/** The read calculator input; a number or currency not (validly) given is undefined. */
export interface CalculatorValues {
  mode: CalculationMode
  rate: number | undefined
  currency: CurrencyCode | undefined
  workweek: boolean | undefined
  price: number | undefined
  title: string
  duration: number | undefined
  unit: DurationUnit
  /** The currency the price is in, when it is not the rate's (converted through the ECB's reference rates). */
  priceCurrency: CurrencyCode | undefined
  /** The product link the price came from (an http(s) address without credentials). */
  url: string | undefined
}

/** Values a missing or refused field falls back to. */
export const CALCULATOR_DEFAULTS: CalculatorValues = {
  mode: 'price_to_time',
  rate: undefined,
  currency: undefined,
  workweek: undefined,
  price: undefined,
  title: '',
  duration: undefined,
  unit: 'hours',
  priceCurrency: undefined,
  url: undefined,
}

/** One field read: its value, or why it was refused. */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; code: FieldErrorCode }

const accept = <T>(value: T): FieldReading<T> => ({ ok: true, value })
const refuse = (code: FieldErrorCode): { ok: false; code: FieldErrorCode } => ({ ok: false, code })

/**
 * The rule every amount follows: above 0, at most `max`, at most two
 * decimals. Undefined when the number passes, else why it does not.
 */
export function checkAmount(value: number, max: number): FieldErrorCode | undefined {
  if (Number.isNaN(value)) return 'notANumber'
  if (value <= 0) return 'notPositive'
  if (value > max) return 'tooLarge'
  if (decimalsOf(value) > MAX_DECIMALS) return 'tooManyDecimals'
  return undefined
}

/** The hourly-rate rule, one for the calculator and the profile: above 0, at most 1,000,000, two decimals. */
export function checkRate(rate: number): FieldErrorCode | undefined {
  return checkAmount(rate, MAX_RATE)
}

/**
 * A number field: absent means "not entered yet"; anything but a number is
 * refused. With `zeroIsUnset`, 0 also means not entered (a rate of 0 falls
 * back to the profile rate).
 */
function amount(max: number, zeroIsUnset = false) {
  return (raw: unknown): FieldReading<number | undefined> => {
    if (raw === undefined) return accept(undefined)
    if (typeof raw !== 'number') return refuse('notANumber')
    if (raw === 0 && zeroIsUnset) return accept(undefined)
    const code = checkAmount(raw, max)
    return code ? refuse(code) : accept(raw + 0)
  }
}

/** One of a fixed set of choices; absent takes `fallback` when there is one. */
function oneOf<T extends string>(options: readonly T[], fallback?: T) {
  return (raw: unknown): FieldReading<T> => {
    if (raw === undefined && fallback !== undefined) return accept(fallback)
    const option = options.find((known) => known === raw)
    return option === undefined ? refuse('invalid') : accept(option)
  }
}

/** A currency code, upper case or not; absent or blank is not given. */
function currencyCode(raw: unknown): FieldReading<CurrencyCode | undefined> {
  if (raw === undefined) return accept(undefined)
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : undefined
  if (code === '') return accept(undefined)
  return isCurrency(code) ? accept(code) : refuse('unsupportedCurrency')
}

/** The rule of every field: reads any value, never throws. */
export const calculatorRules: { [K in CalculatorField]: (raw: unknown) => FieldReading<CalculatorValues[K]> } = {
  mode: oneOf(CALCULATION_MODES),
  rate: amount(MAX_RATE, true),
  currency: currencyCode,
  workweek: (raw) => (raw === undefined || typeof raw === 'boolean' ? accept(raw) : refuse('invalid')),
  price: amount(MAX_AMOUNT),
  title: (raw) => {
    if (raw === undefined) return accept('')
    if (typeof raw !== 'string') return refuse('invalid')
    const title = raw.trim()
    if (hasControlCharacters(title) || hasBidiControls(title)) return refuse('controlCharacters')
    return title.length > MAX_TITLE_LENGTH ? refuse('tooLong') : accept(title)
  },
  duration: amount(MAX_DURATION),
  unit: oneOf(DURATION_UNITS, 'hours'),
  priceCurrency: currencyCode,
  url: (raw) => {
    if (raw === undefined || raw === '') return accept(undefined)
    const link = productLinkOf(raw)
    return link ? accept(link.href) : refuse('badLink')
  },
}

/** Values plus the fields that were refused, for re-showing the form with messages. */
export interface CalculatorParse {
  values: CalculatorValues
  errors: FieldErrors
}

/**
 * Runs every field's rule on a body, field by field, so one bad field
 * leaves the others usable (with their defaults where refused) and gets its
 * own code. Keys that are not calculator fields are ignored here. A price
 * still text whose sign or code names another currency than the price
 * currency chosen (`£50` priced in Swiss francs) is refused as written in
 * another currency rather than as no number.
 */
export function readCalculatorFields(body: Partial<Record<string, unknown>>): CalculatorParse {
  const values: CalculatorValues = { ...CALCULATOR_DEFAULTS }
  const errors: FieldErrors = {}
  const read = <K extends CalculatorField>(name: K) => {
    const reading = calculatorRules[name](body[name])
    if (reading.ok) values[name] = reading.value
    else errors[name] = reading.code
  }
  for (const name of CALCULATOR_FIELDS) read(name)
  const marked = typeof body.price === 'string' ? markedCurrency(body.price) : undefined
  if (marked && values.priceCurrency && marked !== values.priceCurrency) errors.price = 'otherCurrency'
  return { values, errors }
}
