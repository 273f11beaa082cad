import { describe, expect, it } from 'vitest'
import { CALCULATOR_DEFAULTS, type CalculatorForm, type CalculatorValues } from '../../../../src/lib/calculation/fields.ts'
import { calculatorQuery } from '../../../../src/lib/calculation/form.ts'
import { MAX_AMOUNT, MIN_RATE } from '../../../../src/lib/calculation/limits.ts'
import { prepareCalculation, toNewCalculation } from '../../../../src/lib/calculation/new-calculation.ts'
import { MAX_PENDING_LENGTH, pendingCalculationFrom } from '../../../../src/lib/calculation/pending.ts'
import { seededRandom } from '../random.ts'

const values = (changes: Partial<CalculatorValues>): CalculatorValues => ({ ...CALCULATOR_DEFAULTS, ...changes })

const form = (changes: Partial<CalculatorForm>): CalculatorForm => ({
  mode: 'price_to_time',
  rate: '',
  currency: '',
  workweek: '',
  price: '',
  title: '',
  duration: '',
  unit: '',
  ...changes,
})

describe('pendingCalculationFrom', () => {
  it('reads the query a guest Save link carries, with or without a leading ?', () => {
    const query = 'mode=price_to_time&rate=40&currency=EUR&price=1200&title=New+bike&workweek=1'
    const expected = values({ rate: 40, currency: 'EUR', price: 1200, title: 'New bike', workweek: true })
    expect(pendingCalculationFrom(query)).toEqual(expected)
    expect(pendingCalculationFrom(`?${query}`)).toEqual(expected)
  })

  it('reads back what calculatorQuery wrote, decimal commas included', () => {
    const query = calculatorQuery(form({ mode: 'time_to_price', rate: '12,50', currency: 'BRL', duration: '3', unit: 'days' }))
    expect(pendingCalculationFrom(query)).toEqual(values({ mode: 'time_to_price', rate: 12.5, currency: 'BRL', duration: 3, unit: 'days' }))
  })

  it('takes the first of repeated fields', () => {
    expect(pendingCalculationFrom('mode=price_to_time&price=10&price=20')?.price).toBe(10)
  })

  it.each([
    ['nothing', ''],
    ['no mode', 'rate=40&price=100'],
    ['a refused rate', 'mode=price_to_time&rate=abc&price=100'],
    ['an unknown currency', 'mode=price_to_time&currency=XYZ&price=100'],
    ['a negative price', 'mode=price_to_time&price=-5'],
    ['a title over 120 characters', `mode=price_to_time&price=5&title=${'x'.repeat(121)}`],
    ['an oversized value', `mode=price_to_time&price=5&title=${'x'.repeat(MAX_PENDING_LENGTH)}`],
  ])('is null for %s', (_label, query) => {
    expect(pendingCalculationFrom(query)).toBeNull()
  })

  it('is null for no value at all', () => {
    expect(pendingCalculationFrom(null)).toBeNull()
    expect(pendingCalculationFrom(undefined)).toBeNull()
  })

  it('never throws on random text', () => {
    const random = seededRandom(7)
    const alphabet = 'mode=&?%price_to_time rate,.0123456789eE+-\u0000€'
    for (let i = 0; i < 500; i += 1) {
      const length = Math.floor(random() * 60)
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
      expect(() => pendingCalculationFrom(text)).not.toThrow()
    }
  })
})

describe('prepareCalculation', () => {
  it('prices an item in hours with the typed rate', () => {
    const prepared = prepareCalculation(values({ rate: 40, currency: 'EUR', price: 1200, title: 'New bike', workweek: true }), 25)
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
      },
    })
  })

  it('uses the profile rate when no rate was typed', () => {
    expect(toNewCalculation(values({ currency: 'USD', price: 100 }), 25)).toMatchObject({ hourly_rate: 25, hours: 4, use_work_week: false })
  })

  it('prices a duration in the work-week or calendar reckoning', () => {
    const days = values({ mode: 'time_to_price', rate: 50, currency: 'USD', duration: 3, unit: 'days' })
    expect(toNewCalculation({ ...days, workweek: true }, 0)).toMatchObject({ mode: 'time_to_price', hours: 24, amount: 1200 })
    expect(toNewCalculation(days, 0)).toMatchObject({ hours: 72, amount: 3600, use_work_week: false })
  })

  it('keeps a title only for the mode that asks for one, and stores none rather than empty text', () => {
    const titled = values({ mode: 'time_to_price', rate: 50, currency: 'EUR', duration: 2, title: 'Left over' })
    expect(toNewCalculation(titled, 0)?.title).toBeNull()
    expect(toNewCalculation(values({ rate: 50, currency: 'EUR', price: 2 }), 0)?.title).toBeNull()
  })

  it('rounds the amount to the currency and stores hours to twelve significant digits', () => {
    expect(toNewCalculation(values({ rate: 3, currency: 'JPY', price: 1000.4 }), 0)).toMatchObject({ amount: 1000, hours: 333.333333333 })
    expect(toNewCalculation(values({ rate: 1_000_000, currency: 'EUR', price: 0.01 }), 0)?.hours).toBe(1e-8)
    expect(toNewCalculation(values({ mode: 'time_to_price', rate: 0.1, currency: 'EUR', duration: 3 }), 0)?.amount).toBe(0.3)
  })

  it('falls back to the given currency, else EUR', () => {
    expect(toNewCalculation(values({ rate: 10, price: 5 }), 0, 'CHF')?.currency).toBe('CHF')
    expect(toNewCalculation(values({ rate: 10, price: 5 }), 0, 'XYZ')?.currency).toBe('EUR')
    expect(toNewCalculation(values({ rate: 10, price: 5 }), 0)?.currency).toBe('EUR')
  })

  it('needs a rate: neither typed nor in the profile', () => {
    expect(prepareCalculation(values({ currency: 'EUR', price: 100 }), 0)).toEqual({ ok: false, reason: 'needsRate' })
    expect(prepareCalculation(values({ currency: 'EUR', price: 100 }), Number.NaN)).toEqual({ ok: false, reason: 'needsRate' })
    expect(toNewCalculation(values({ currency: 'EUR', price: 100 }), -3)).toBeNull()
  })

  it('needs a price or a duration', () => {
    expect(prepareCalculation(values({ rate: 10 }), 0)).toEqual({ ok: false, reason: 'needsInput' })
    expect(prepareCalculation(values({ mode: 'time_to_price', rate: 10, price: 100 }), 0)).toEqual({ ok: false, reason: 'needsInput' })
  })

  it('refuses results the columns cannot hold instead of failing the insert', () => {
    expect(prepareCalculation(values({ rate: MIN_RATE, price: 1_000_000 }), 0)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(prepareCalculation(values({ rate: 1_000_000, price: MAX_AMOUNT }), 0)).toEqual({ ok: false, reason: 'tooLarge' })
    const hugeJob = values({ mode: 'time_to_price', rate: 1_000_000, duration: 100_000, unit: 'weeks' })
    expect(prepareCalculation(hugeJob, 0)).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('goes from a pending query to a row', () => {
    const pending = pendingCalculationFrom('mode=price_to_time&currency=EUR&price=99.90')
    expect(pending && toNewCalculation(pending, 33.3)).toEqual({
      mode: 'price_to_time',
      title: null,
      amount: 99.9,
      currency: 'EUR',
      hourly_rate: 33.3,
      hours: 3,
      use_work_week: false,
    })
  })
})
