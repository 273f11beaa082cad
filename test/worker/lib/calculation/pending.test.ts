import { describe, expect, it } from 'vitest'
import { CALCULATOR_DEFAULTS, type CalculatorValues } from '../../../../src/lib/calculation/fields.ts'
import { calculatorQuery, type CalculatorForm } from '../../../../src/lib/calculation/form.ts'
import { prepareCalculation } from '../../../../src/lib/calculation/new-calculation.ts'
import { MAX_PENDING_LENGTH, pendingCalculationFrom } from '../../../../src/lib/calculation/pending.ts'
import { pendingQuery } from '../../../../src/lib/calculation/pending-query.ts'
import { LOCALES } from '../../../../src/i18n/locales.ts'
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
  priceCurrency: '',
  url: '',
  ...changes,
})

describe('pendingCalculationFrom', () => {
  it('reads the query a guest Save link carries, with or without a leading ?', () => {
    const query = 'mode=price_to_time&rate=40&currency=EUR&price=1200&title=New+bike&workweek=1'
    const expected = values({ rate: 40, currency: 'EUR', price: 1200, title: 'New bike', workweek: true })
    expect(pendingCalculationFrom(query, 'en')).toEqual(expected)
    expect(pendingCalculationFrom(`?${query}`, 'en')).toEqual(expected)
  })

  it('reads back what calculatorQuery wrote, decimal commas included', () => {
    const query = calculatorQuery(form({ mode: 'time_to_price', rate: '12,50', currency: 'BRL', duration: '3', unit: 'days' }))
    expect(pendingCalculationFrom(query, 'de')).toEqual(
      values({ mode: 'time_to_price', rate: 12.5, currency: 'BRL', duration: 3, unit: 'days' }),
    )
  })

  it('reads its numbers the way the page’s language writes them', () => {
    expect(pendingCalculationFrom('mode=price_to_time&price=1.200', 'de')?.price).toBe(1200)
    expect(pendingCalculationFrom('mode=price_to_time&price=1.200', 'en')?.price).toBe(1.2)
    expect(pendingCalculationFrom('mode=price_to_time&price=1.200,50', 'en')).toBeNull()
  })

  it('reads its numbers the way its own language writes them, when it names one, whatever the page’s', () => {
    const typedInGerman = pendingQuery(calculatorQuery(form({ rate: '12,50', price: '1.234,56' })), 'de')
    expect(typedInGerman).toBe('mode=price_to_time&rate=12%2C50&price=1.234%2C56&lang=de')
    for (const locale of LOCALES) expect(pendingCalculationFrom(typedInGerman, locale)).toMatchObject({ rate: 12.5, price: 1234.56 })
    expect(pendingCalculationFrom('mode=price_to_time&price=1.200&lang=xx', 'en')?.price).toBe(1.2)
  })

  it('takes the first of repeated fields', () => {
    expect(pendingCalculationFrom('mode=price_to_time&price=10&price=20', 'en')?.price).toBe(10)
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
    expect(pendingCalculationFrom(query, 'en')).toBeNull()
  })

  it('is null for no value at all', () => {
    expect(pendingCalculationFrom(null, 'en')).toBeNull()
    expect(pendingCalculationFrom(undefined, 'en')).toBeNull()
  })

  it('never throws on random text', () => {
    const random = seededRandom(7)
    const alphabet = 'mode=&?%price_to_time rate,.0123456789eE+-\u0000€'
    for (let i = 0; i < 500; i += 1) {
      const length = Math.floor(random() * 60)
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
      for (const locale of LOCALES) expect(() => pendingCalculationFrom(text, locale)).not.toThrow()
    }
  })
})

describe('a pending calculation becomes a row', () => {
  it('goes from a pending query to a row', () => {
    const pending = pendingCalculationFrom('mode=price_to_time&currency=EUR&price=99.90', 'en')
    expect(pending && prepareCalculation(pending, { hourlyRate: 33.3, currency: 'EUR' })).toEqual({
      ok: true,
      calculation: {
        mode: 'price_to_time',
        title: null,
        amount: 99.9,
        currency: 'EUR',
        hourly_rate: 33.3,
        hours: 3,
        use_work_week: false,
        price: 99.9,
        priceCurrency: 'EUR',
        convertedPrice: null,
        exchangeRate: null,
        rateDate: null,
        url: null,
      },
    })
  })
})
