import { describe, expect, it } from 'vitest'
import { CALCULATOR_DEFAULTS, type CalculatorValues } from '../../../../src/lib/calculation/fields.ts'
import { MAX_AMOUNT, MIN_RATE } from '../../../../src/lib/calculation/limits.ts'
import * as v from 'valibot'
import {
  calculationFromValues,
  fieldRefusal,
  prepareCalculation,
  type NewCalculationResult,
} from '../../../../src/lib/calculation/new-calculation.ts'
import { calculationBodySchema } from '../../../../src/lib/calculation/schema.ts'
import type { ReferenceRates } from '../../../../src/lib/exchange-rates/reference-rates.ts'

const values = (changes: Partial<CalculatorValues>): CalculatorValues => ({ ...CALCULATOR_DEFAULTS, ...changes })

/** The row prepared for some values, or null when there is none. */
function rowFor(input: CalculatorValues, profileRate: number, profileCurrency = 'EUR') {
  const prepared = prepareCalculation(input, { hourlyRate: profileRate, currency: profileCurrency })
  return prepared.ok ? prepared.calculation : null
}

describe('prepareCalculation', () => {
  it('prices an item in hours with the typed rate', () => {
    const prepared = prepareCalculation(values({ rate: 40, currency: 'EUR', price: 1200, title: 'New bike', workweek: true }), {
      hourlyRate: 25,
      currency: 'EUR',
    })
    expect(prepared).toEqual({
      ok: true,
      calculation: {
        mode: 'price_to_time',
        title: 'New bike',
        amount: 1200,
        currency: 'EUR',
        hourly_rate: 40,
        hours: 30,
        use_work_week: true,
        price: 1200,
        priceCurrency: 'EUR',
        convertedPrice: null,
        exchangeRate: null,
        rateDate: null,
        url: null,
      },
    })
  })

  it('uses the profile rate when no rate was typed', () => {
    expect(rowFor(values({ currency: 'USD', price: 100 }), 25, 'USD')).toMatchObject({ hourly_rate: 25, hours: 4, use_work_week: false })
    expect(rowFor(values({ price: 100 }), 25)).toMatchObject({ currency: 'EUR', hourly_rate: 25, hours: 4 })
  })

  it('converts the profile rate into another currency chosen with no rate typed, and never reads it in that currency as it is', () => {
    const rates = { date: '2024-09-26', perEuro: { USD: 1.1155, JPY: 160.78 } }
    const profile = { hourlyRate: 55.75, currency: 'USD' }
    const yen = prepareCalculation(values({ currency: 'JPY', price: 10000 }), profile, rates)
    expect(yen).toMatchObject({ ok: true, calculation: { currency: 'JPY', hourly_rate: 8035, amount: 10000 } })
    expect(yen.ok && yen.calculation.hours).toBeCloseTo(1.2446, 4)
    expect(prepareCalculation(values({ currency: 'JPY', price: 10000 }), profile)).toEqual({ ok: false, reason: 'needsRate' })
    expect(prepareCalculation(values({ currency: 'CLP', price: 10000 }), profile, rates)).toEqual({ ok: false, reason: 'needsRate' })
    expect(rowFor(values({ currency: 'JPY', rate: 56, price: 10000 }), 55.75, 'USD')).toMatchObject({ hourly_rate: 56 })
  })

  it('prices a duration in the work-week or calendar reckoning', () => {
    const days = values({ mode: 'time_to_price', rate: 50, currency: 'USD', duration: 3, unit: 'days' })
    expect(rowFor({ ...days, workweek: true }, 0)).toMatchObject({ mode: 'time_to_price', hours: 24, amount: 1200 })
    expect(rowFor(days, 0)).toMatchObject({ hours: 72, amount: 3600, use_work_week: false })
  })

  it('keeps the title of either mode, and stores none rather than empty text', () => {
    const titled = values({ mode: 'time_to_price', rate: 50, currency: 'EUR', duration: 2, title: 'Logo design' })
    expect(rowFor(titled, 0)?.title).toBe('Logo design')
    expect(rowFor(values({ rate: 50, currency: 'EUR', price: 2 }), 0)?.title).toBeNull()
  })

  it('rounds the amount to the currency and stores hours to twelve significant digits', () => {
    expect(rowFor(values({ rate: 3, currency: 'JPY', price: 1000.4 }), 0)).toMatchObject({ amount: 1000, hours: 333.333333333 })
    expect(rowFor(values({ rate: 1_000_000, currency: 'EUR', price: 0.01 }), 0)?.hours).toBe(1e-8)
    expect(rowFor(values({ mode: 'time_to_price', rate: 0.1, currency: 'EUR', duration: 3 }), 0)?.amount).toBe(0.3)
  })

  it('falls back to the given currency, else EUR', () => {
    expect(rowFor(values({ rate: 10, price: 5 }), 0, 'CHF')?.currency).toBe('CHF')
    expect(rowFor(values({ rate: 10, price: 5 }), 0, 'XYZ')?.currency).toBe('EUR')
    expect(rowFor(values({ rate: 10, price: 5 }), 0)?.currency).toBe('EUR')
  })

  it('needs a rate: neither typed nor in the profile', () => {
    expect(prepareCalculation(values({ currency: 'EUR', price: 100 }), { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'needsRate',
    })
    expect(prepareCalculation(values({ currency: 'EUR', price: 100 }), { hourlyRate: Number.NaN, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'needsRate',
    })
    expect(rowFor(values({ currency: 'EUR', price: 100 }), -3)).toBeNull()
  })

  it('needs a price or a duration', () => {
    expect(prepareCalculation(values({ rate: 10 }), { hourlyRate: 0, currency: 'EUR' })).toEqual({ ok: false, reason: 'needsInput' })
    expect(prepareCalculation(values({ mode: 'time_to_price', rate: 10, price: 100 }), { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'needsInput',
    })
  })

  it('refuses a price under the smallest amount of the rate’s currency instead of storing an amount of 0', () => {
    expect(prepareCalculation(values({ rate: 2500, currency: 'JPY', price: 0.4 }), { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'tooSmall',
    })
    expect(prepareCalculation(values({ rate: 25, currency: 'EUR', price: 0.01 }), { hourlyRate: 0, currency: 'EUR' }).ok).toBe(true)
    expect(prepareCalculation(values({ rate: 2500, currency: 'JPY', price: 0.5 }), { hourlyRate: 0, currency: 'EUR' }).ok).toBe(true)
  })

  it('refuses results the columns cannot hold instead of failing the insert', () => {
    expect(prepareCalculation(values({ rate: MIN_RATE, price: 1_000_000 }), { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'tooLarge',
    })
    expect(prepareCalculation(values({ rate: 1_000_000, price: MAX_AMOUNT }), { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      reason: 'tooLarge',
    })
    const hugeJob = values({ mode: 'time_to_price', rate: 1_000_000, duration: 100_000, unit: 'weeks' })
    expect(prepareCalculation(hugeJob, { hourlyRate: 0, currency: 'EUR' })).toEqual({ ok: false, reason: 'tooLarge' })
  })
})

/** A JSON body read as the API reads it (`calculationBodySchema`), then its row or why not. */
function newCalculationFrom(
  body: unknown,
  profile: { hourlyRate: number; currency: string },
  rates?: ReferenceRates,
): NewCalculationResult {
  const parsed = v.safeParse(calculationBodySchema, body)
  return parsed.success ? calculationFromValues(parsed.output, profile, rates) : { ok: false, refusal: fieldRefusal(parsed.issues) }
}

describe('a JSON body', () => {
  const profile = { hourlyRate: 25, currency: 'CHF' }

  it('reads a JSON body and computes its row at the effective rate', () => {
    expect(newCalculationFrom({ mode: 'price_to_time', price: 1200.5, workweek: true, title: ' Bike ' }, profile)).toEqual({
      ok: true,
      calculation: {
        mode: 'price_to_time',
        title: 'Bike',
        amount: 1200.5,
        currency: 'CHF',
        hourly_rate: 25,
        hours: 48.02,
        use_work_week: true,
        price: 1200.5,
        priceCurrency: 'CHF',
        convertedPrice: null,
        exchangeRate: null,
        rateDate: null,
        url: null,
      },
    })
  })

  it('refuses strings where numbers belong, field by field', () => {
    expect(newCalculationFrom({ mode: 'price_to_time', rate: '40', price: '1200', currency: 'XYZ' }, profile)).toEqual({
      ok: false,
      refusal: { kind: 'fields', errors: { rate: 'notANumber', price: 'notANumber', currency: 'unsupportedCurrency' } },
    })
    expect(newCalculationFrom(null, profile)).toEqual({ ok: false, refusal: { kind: 'fields', errors: { body: 'invalid' } } })
    expect(newCalculationFrom({ mode: 'price_to_time', surprise: 1 }, profile)).toEqual({
      ok: false,
      refusal: { kind: 'fields', errors: { surprise: 'invalid' } },
    })
  })

  it('says which field to fix when valid input cannot be stored', () => {
    expect(newCalculationFrom({ mode: 'time_to_price', unit: 'days' }, profile)).toEqual({
      ok: false,
      refusal: { kind: 'unsavable', reason: 'needsInput', field: 'duration' },
    })
    expect(newCalculationFrom({ mode: 'price_to_time', price: 5 }, { hourlyRate: 0, currency: 'EUR' })).toEqual({
      ok: false,
      refusal: { kind: 'unsavable', reason: 'needsRate', field: 'rate' },
    })
  })
})

describe('a price in another currency', () => {
  const profile = { hourlyRate: 25, currency: 'CHF' }
  const rates = { date: '2024-09-26', perEuro: { USD: 1.1155, JPY: 160.78 } }

  it('converts it through the euro into the rate currency and keeps the price as typed', () => {
    const prepared = prepareCalculation(
      values({ rate: 40, currency: 'EUR', price: 5000, priceCurrency: 'JPY' }),
      { hourlyRate: 0, currency: 'EUR' },
      rates,
    )
    expect(prepared).toMatchObject({
      ok: true,
      calculation: { amount: 31.1, currency: 'EUR', price: 5000, priceCurrency: 'JPY', convertedPrice: 31.1, rateDate: '2024-09-26' },
    })
    const dollars = prepareCalculation(
      values({ rate: 30, currency: 'USD', price: 5000, priceCurrency: 'JPY' }),
      { hourlyRate: 0, currency: 'EUR' },
      rates,
    )
    expect(dollars.ok && dollars.calculation.convertedPrice).toBe(34.69)
  })

  it('refuses at price a price that converts to less than the smallest amount of the rate’s currency', () => {
    const cheap = { mode: 'price_to_time', rate: 25, currency: 'EUR', price: 0.8, priceCurrency: 'JPY' }
    expect(newCalculationFrom(cheap, profile, rates)).toEqual({
      ok: false,
      refusal: { kind: 'unsavable', reason: 'tooSmall', field: 'price' },
    })
    expect(newCalculationFrom({ ...cheap, price: 1 }, profile, rates).ok).toBe(true)
  })

  it('refuses it at priceCurrency when either currency has no reference rate, or no rates are known', () => {
    const refusal = { ok: false, refusal: { kind: 'unsavable', reason: 'noReferenceRate', field: 'priceCurrency' } }
    expect(
      newCalculationFrom({ mode: 'price_to_time', rate: 40, currency: 'EUR', price: 5, priceCurrency: 'AED' }, profile, rates),
    ).toEqual(refusal)
    expect(
      newCalculationFrom({ mode: 'price_to_time', rate: 40, currency: 'SAR', price: 5, priceCurrency: 'EUR' }, profile, rates),
    ).toEqual(refusal)
    expect(newCalculationFrom({ mode: 'price_to_time', rate: 40, currency: 'EUR', price: 5, priceCurrency: 'USD' }, profile)).toEqual(
      refusal,
    )
  })

  it('ignores it when the price is in the rate currency or the calculation prices time', () => {
    expect(rowFor(values({ rate: 40, currency: 'USD', price: 80, priceCurrency: 'USD' }), 0)).toMatchObject({
      convertedPrice: null,
      priceCurrency: 'USD',
    })
    const quote = rowFor(values({ mode: 'time_to_price', rate: 40, currency: 'USD', duration: 2, priceCurrency: 'JPY' }), 0)
    expect(quote).toMatchObject({ amount: 80, convertedPrice: null, priceCurrency: 'USD' })
  })
})
