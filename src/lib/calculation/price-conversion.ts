import type { CurrencyCode } from '../currencies.ts'
import { calculate, type CalculationInput, type CalculationResult } from './calculate.ts'
import { MAX_AMOUNT } from './limits.ts'
import { convertThroughEuro, type Conversion } from '../exchange-rates/convert.ts'
import { perEuro, type ReferenceRates } from '../exchange-rates/reference-rates.ts'
import type { CalculatorValues } from './fields.ts'

/**
 * A price typed in another currency than the rate's: whether it needs
 * converting, and how it was converted. The island and the server both go
 * through here, so the amount shown is the amount saved.
 */
export type PriceConversion =
  /** The price is in the rate's currency (or there is no price to convert). */
  | { status: 'none' }
  /** One of the two currencies has no reference rate: nothing is converted. */
  | { status: 'noRate'; currency: string; rateCurrency: CurrencyCode }
  | { status: 'converted'; price: number; priceCurrency: CurrencyCode; conversion: Conversion }
  /** Converted, the price is beyond the largest amount the calculator takes (`MAX_AMOUNT`, in the rate's currency). */
  | { status: 'tooLarge'; rateCurrency: CurrencyCode }

/**
 * Converts read calculator values' price from `priceCurrency` into
 * `currency` (the rate's) through the euro, with the newest reference rates
 * (`rates`; none known converts nothing).
 */
export function convertPrice(values: CalculatorValues, currency: CurrencyCode, rates: ReferenceRates | undefined): PriceConversion {
  const { priceCurrency, price } = values
  if (values.mode !== 'price_to_time' || priceCurrency === undefined || priceCurrency === currency) return { status: 'none' }
  const conversion = rates && convertThroughEuro(price ?? 0, priceCurrency, currency, rates)
  if (!conversion) {
    const missing = rates && perEuro(priceCurrency, rates) !== undefined ? currency : priceCurrency
    return { status: 'noRate', currency: missing, rateCurrency: currency }
  }
  if (price === undefined) return { status: 'none' }
  if (conversion.amount > MAX_AMOUNT) return { status: 'tooLarge', rateCurrency: currency }
  return { status: 'converted', price, priceCurrency, conversion }
}

/**
 * The calculator's answer for read values, with a price in another currency
 * converted first: the hours come from the converted amount. The island
 * shows it and the server stores it, so both work it out the same way.
 */
export function calculateConverted(
  values: CalculatorValues,
  input: CalculationInput,
  rates: ReferenceRates | undefined,
): { conversion: PriceConversion; result: CalculationResult } {
  const conversion = convertPrice(values, input.currency, rates)
  if (conversion.status === 'tooLarge') return { conversion, result: { status: 'needsInput' } }
  const converted = conversion.status === 'converted' && input.mode === 'price_to_time'
  return { conversion, result: calculate(converted ? { ...input, price: conversion.conversion.amount } : input) }
}
