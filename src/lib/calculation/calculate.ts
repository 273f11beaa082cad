import type { CurrencyCode } from '../currencies.ts'
import { breakDown, durationToHours, type DurationUnit, type TimeBreakdown } from '../duration.ts'
import { convertThroughEuro } from '../exchange-rates/convert.ts'
import type { ReferenceRates } from '../exchange-rates/reference-rates.ts'
import { roundMoney } from '../money.ts'
import type { CalculatorValues } from './fields.ts'
import { MAX_AMOUNT, MAX_DURATION, MAX_RATE, MIN_RATE, type CalculationMode } from './limits.ts'

/** True for a usable hourly rate: a number from 0.01 (above 0, two decimals) up to 1,000,000. */
export function isValidRate(rate: unknown): rate is number {
  return typeof rate === 'number' && rate >= MIN_RATE && rate <= MAX_RATE
}

/**
 * The rate every calculation uses: the temporary rate if it
 * is non-zero, else the profile rate, else 0. A value that is not a usable
 * rate (negative, NaN, above the limit) counts as not set.
 */
export function effectiveRate(temporaryRate: unknown, profileRate: unknown): number {
  if (isValidRate(temporaryRate)) return temporaryRate
  if (isValidRate(profileRate)) return profileRate
  return 0
}

/** Hours of work a price costs at a rate; undefined when the rate or price cannot give a real number. */
export function priceToHours(price: number, rate: number): number | undefined {
  if (!isValidRate(rate) || !Number.isFinite(price) || price < 0) return undefined
  const hours = price / rate
  return Number.isFinite(hours) ? hours : undefined
}

/** What hours of work earn at a rate, rounded to the currency's minor unit; undefined when impossible. */
export function hoursToPrice(hours: number, rate: number, currency: CurrencyCode): number | undefined {
  if (!isValidRate(rate) || !Number.isFinite(hours) || hours < 0 || !Number.isFinite(hours * rate)) return undefined
  return roundMoney(hours * rate, currency)
}

interface CommonInput {
  /** The effective hourly rate (see `effectiveRate`). */
  rate: number
  currency: CurrencyCode
  useWorkWeek: boolean
}

/** What the calculator needs, after parsing; a missing number is undefined. */
export type CalculationInput =
  | (CommonInput & { mode: 'price_to_time'; price: number | undefined })
  | (CommonInput & { mode: 'time_to_price'; duration: number | undefined; unit: DurationUnit })

/** A profile's hourly rate and the currency it is in (a guest's: 0). */
export interface ProfileRate {
  hourlyRate: number
  currency: string
}

/**
 * The profile's rate in `currency`: as it is in the profile's own currency;
 * in another, converted through the euro at the newest reference rates
 * (`rates`), and 0 where there are none for either currency, so the
 * calculator asks for a rate. A rate is never read in a currency it is not
 * in: a profile's $55.75 is not ¥56.
 */
export function profileRateIn(currency: CurrencyCode, profile: ProfileRate, rates: ReferenceRates | undefined): number {
  if (!isValidRate(profile.hourlyRate) || currency === profile.currency) return profile.hourlyRate
  return (rates && convertThroughEuro(profile.hourlyRate, profile.currency, currency, rates)?.amount) ?? 0
}

/**
 * The calculation read input asks for, built in one place for the island and
 * the server: the typed currency else `fallbackCurrency`, the effective rate
 * (the typed one if non-zero, else the profile's in that currency:
 * `profileRateIn`), and the price or duration of the chosen mode.
 */
export function calculationInput(
  values: CalculatorValues,
  profile: ProfileRate,
  fallbackCurrency: CurrencyCode,
  rates: ReferenceRates | undefined,
): CalculationInput {
  const currency = values.currency ?? fallbackCurrency
  const common = {
    rate: effectiveRate(values.rate, profileRateIn(currency, profile, rates)),
    currency,
    useWorkWeek: values.workweek === true,
  }
  return values.mode === 'price_to_time'
    ? { ...common, mode: 'price_to_time', price: values.price }
    : { ...common, mode: 'time_to_price', duration: values.duration, unit: values.unit }
}

/** A finished calculation: the money side, the time side and the rate that links them. */
export interface CalculationOutcome {
  status: 'ok'
  mode: CalculationMode
  /** The price (rounded to the currency) or the price to charge. */
  amount: number
  currency: CurrencyCode
  rate: number
  /** Exact hours of work, for storing; `time` holds the rounded reading. */
  hours: number
  time: TimeBreakdown
}

/**
 * The calculator's answer. Without a usable rate it is `needsRate` (the page
 * asks for a rate instead of showing Infinity or NaN); without a price or a
 * duration (or one beyond the limits) it is `needsInput`; a price that rounds
 * to nothing in the rate's currency is `tooSmall`.
 */
export type CalculationResult = { status: 'needsRate' } | { status: 'needsInput' } | PriceTooSmall | CalculationOutcome

/** A price (converted, if it was in another currency) under the smallest amount of the rate's currency: it would cost no work at all. */
export interface PriceTooSmall {
  status: 'tooSmall'
  currency: CurrencyCode
}

/** True for a number from 0 up to a limit (prices and durations the calculator can work with). */
function withinLimit(value: number | undefined, max: number): value is number {
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= max
}

/**
 * Runs one calculation in either direction; never returns NaN or Infinity.
 * The rate is rounded to the currency's minor unit first (42.5 JPY is ¥43),
 * so the rate every sentence shows is the one the hours come from.
 */
export function calculate(input: CalculationInput): CalculationResult {
  const { currency, useWorkWeek } = input
  const rate = roundMoney(input.rate, currency)
  if (!isValidRate(rate)) return { status: 'needsRate' }
  if (input.mode === 'price_to_time') {
    if (!withinLimit(input.price, MAX_AMOUNT)) return { status: 'needsInput' }
    const amount = roundMoney(input.price, currency)
    if (amount <= 0) return { status: 'tooSmall', currency }
    const hours = priceToHours(amount, rate) ?? 0
    return { status: 'ok', mode: input.mode, amount, currency, rate, hours, time: breakDown(hours, useWorkWeek) }
  }
  if (!withinLimit(input.duration, MAX_DURATION)) return { status: 'needsInput' }
  const hours = durationToHours(input.duration, input.unit, useWorkWeek)
  const amount = hoursToPrice(hours, rate, currency) ?? 0
  return { status: 'ok', mode: input.mode, amount, currency, rate, hours, time: breakDown(hours, useWorkWeek) }
}
