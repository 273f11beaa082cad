import { describe, expect, it } from 'vitest'
import { CALCULATOR_FIELDS } from '../../../../src/lib/calculation/fields.ts'
import {
  calculatorBody,
  calculatorBodyFrom,
  calculatorFormFrom,
  calculatorQuery,
  isSubmittedCalculator,
  parseCalculatorForm,
  type CalculatorForm,
} from '../../../../src/lib/calculation/form.ts'
import { MAX_RATE } from '../../../../src/lib/calculation/limits.ts'
import { LOCALES } from '../../../../src/i18n/locales.ts'
import { GARBAGE } from '../garbage.ts'
import { seededRandom } from '../random.ts'

describe('calculator form', () => {
  it('reads a full query', () => {
    const { values, errors } = parseCalculatorForm(
      {
        mode: 'time_to_price',
        rate: '12,50',
        currency: 'brl',
        workweek: '1',
        price: '',
        title: '  New bike  ',
        duration: '3',
        unit: 'days',
      },
      'de',
    )
    expect(errors).toEqual({})
    expect(values).toEqual({
      mode: 'time_to_price',
      rate: 12.5,
      currency: 'BRL',
      workweek: true,
      price: undefined,
      title: 'New bike',
      duration: 3,
      unit: 'days',
    })
  })

  it('gives each bad field its own error and keeps the good ones', () => {
    const { values, errors } = parseCalculatorForm(
      {
        rate: 'abc',
        currency: 'XYZ',
        price: '-5',
        title: 'x'.repeat(121),
        duration: '1.2345',
      },
      'en',
    )
    expect(errors).toEqual({
      rate: 'notANumber',
      currency: 'unsupportedCurrency',
      price: 'notPositive',
      title: 'tooLong',
      duration: 'tooManyDecimals',
    })
    expect(values.mode).toBe('price_to_time')
    expect(values.unit).toBe('hours')
  })

  it('refuses a rate above 1,000,000 and treats a rate of 0 as not set', () => {
    expect(parseCalculatorForm({ rate: '1000000.01' }, 'en').errors.rate).toBe('tooLarge')
    expect(parseCalculatorForm({ rate: String(MAX_RATE) }, 'en').values.rate).toBe(MAX_RATE)
    expect(parseCalculatorForm({ rate: '0' }, 'en')).toMatchObject({ values: { rate: undefined }, errors: {} })
    expect(parseCalculatorForm({ price: '0' }, 'en').errors.price).toBe('notPositive')
  })

  it('refuses a price written in another currency than the price currency chosen, and only then', () => {
    const form = { mode: 'price_to_time', rate: '40', currency: 'USD', price: '£50', priceCurrency: 'EUR' }
    expect(parseCalculatorForm(form, 'en').errors).toEqual({ price: 'otherCurrency' })
    expect(parseCalculatorForm({ ...form, priceCurrency: '' }, 'en')).toMatchObject({
      values: { price: 50, priceCurrency: 'GBP' },
      errors: {},
    })
    expect(parseCalculatorForm({ ...form, priceCurrency: 'GBP' }, 'en')).toMatchObject({
      values: { price: 50, priceCurrency: 'GBP' },
      errors: {},
    })
    expect(parseCalculatorForm({ ...form, price: 'abc' }, 'en').errors).toEqual({ price: 'notANumber' })
  })

  it('quietly defaults an unknown mode or unit', () => {
    expect(parseCalculatorForm({ mode: 'steal', unit: 'years' }, 'en')).toMatchObject({
      values: { mode: 'price_to_time', unit: 'hours' },
      errors: {},
    })
  })

  it('never throws and always answers with known values, whatever it gets', () => {
    const random = seededRandom(99)
    const pick = () => GARBAGE[Math.floor(random() * GARBAGE.length)]
    for (const input of [...GARBAGE, 'string input', 12]) {
      for (const locale of LOCALES) {
        expect(() => parseCalculatorForm(input, locale)).not.toThrow()
        expect(() => calculatorBodyFrom(input, locale)).not.toThrow()
      }
    }
    for (let i = 0; i < 500; i++) {
      const input = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, pick()]))
      const parsed = parseCalculatorForm(input, LOCALES[i % LOCALES.length]!)
      for (const value of [parsed.values.rate, parsed.values.price, parsed.values.duration]) {
        expect(value === undefined || (Number.isFinite(value) && value > 0)).toBe(true)
      }
      expect(['price_to_time', 'time_to_price']).toContain(parsed.values.mode)
    }
  })
})

describe('calculator URLs', () => {
  const form = (fields: Partial<CalculatorForm>): CalculatorForm => ({ ...calculatorFormFrom({}), ...fields })

  it('keeps only the fields of the chosen mode, and the work week only when on', () => {
    expect(
      calculatorQuery(form({ mode: 'price_to_time', rate: '25', currency: 'EUR', price: '1200', title: 'New bike', duration: '3' })),
    ).toBe('mode=price_to_time&rate=25&currency=EUR&price=1200&title=New+bike')
    expect(calculatorQuery(form({ mode: 'time_to_price', rate: '25', duration: '3', unit: 'days', workweek: '1', price: '9' }))).toBe(
      'mode=time_to_price&rate=25&duration=3&unit=days&workweek=1',
    )
  })

  it('reads back what it writes', () => {
    const written = form({ mode: 'time_to_price', rate: '12,5', currency: 'CHF', duration: '2', unit: 'weeks', workweek: '1' })
    const query = Object.fromEntries(new URLSearchParams(calculatorQuery(written)))
    expect(parseCalculatorForm(query, 'de').values).toMatchObject({
      mode: 'time_to_price',
      rate: 12.5,
      currency: 'CHF',
      duration: 2,
      unit: 'weeks',
      workweek: true,
    })
  })

  it('tells a submitted form from a bare page', () => {
    expect(isSubmittedCalculator({ mode: 'price_to_time' })).toBe(true)
    expect(isSubmittedCalculator({ rate: '5' })).toBe(false)
    expect(isSubmittedCalculator(null)).toBe(false)
  })

  it('takes the raw text of every field, trimmed, and empty when missing', () => {
    expect(calculatorFormFrom({ rate: ' 25 ', currency: ['USD', 'EUR'], price: 5 })).toEqual({
      mode: '',
      rate: '25',
      currency: 'USD',
      workweek: '',
      price: '',
      title: '',
      duration: '',
      unit: '',
      priceCurrency: '',
      url: '',
    })
  })
})

describe('the form as a JSON body', () => {
  it('turns typed text into numbers the language’s way, the work week into a boolean, and leaves out empty fields', () => {
    expect(
      calculatorBodyFrom({ mode: 'price_to_time', rate: '1.234,50', currency: 'eur', workweek: 'on', price: '1200', title: '' }, 'de'),
    ).toEqual({
      mode: 'price_to_time',
      rate: 1234.5,
      currency: 'eur',
      workweek: true,
      price: 1200,
    })
    expect(calculatorBodyFrom({ workweek: 'off', duration: '3', unit: 'days' }, 'en')).toEqual({
      mode: 'price_to_time',
      workweek: false,
      duration: 3,
      unit: 'days',
    })
  })

  it('reads the same text by each language’s rules', () => {
    const typed = { mode: 'price_to_time', rate: '1,234.50', price: '1.200' }
    expect(calculatorBodyFrom(typed, 'en')).toEqual({ mode: 'price_to_time', rate: 1234.5, price: 1.2 })
    expect(calculatorBodyFrom(typed, 'de')).toEqual({ mode: 'price_to_time', rate: '1,234.50', price: 1200 })
    expect(calculatorBodyFrom(typed, 'pt-BR')).toEqual({ mode: 'price_to_time', rate: '1,234.50', price: 1200 })
    expect(parseCalculatorForm({ rate: '25.555', price: '0.001' }, 'en').errors).toEqual({
      rate: 'tooManyDecimals',
      price: 'tooManyDecimals',
    })
    expect(parseCalculatorForm({ rate: '25,555', price: '0,001' }, 'de').errors).toEqual({
      rate: 'tooManyDecimals',
      price: 'tooManyDecimals',
    })
  })

  it('reads a price written with another currency’s own sign or code in that currency, unless one was chosen', () => {
    const body = (price: string, priceCurrency = '') =>
      calculatorBodyFrom({ mode: 'price_to_time', rate: '20', currency: 'USD', price, priceCurrency }, 'en')
    expect(body('€50')).toEqual({ mode: 'price_to_time', rate: 20, currency: 'USD', price: 50, priceCurrency: 'EUR' })
    expect(body('50 EUR').priceCurrency).toBe('EUR')
    expect(body('R$ 1,234.56')).toMatchObject({ price: 1234.56, priceCurrency: 'BRL' })
    expect(body('US$50').priceCurrency).toBeUndefined()
    // Another price currency chosen: the price stays as typed, for the rules to refuse.
    expect(body('£50', 'CHF')).toMatchObject({ price: '£50', priceCurrency: 'CHF' })
    expect(body('50 CHF', 'CHF')).toMatchObject({ price: 50, priceCurrency: 'CHF' })
    // A sign several currencies write says nothing of which: the rate's currency stands.
    expect(body('$50').priceCurrency).toBeUndefined()
    expect(body('¥5000').priceCurrency).toBeUndefined()
    expect(calculatorBodyFrom({ rate: '20', currency: 'CAD', price: 'US$50' }, 'en').priceCurrency).toBe('USD')
    expect(calculatorBodyFrom({ rate: '20', currency: 'EUR', price: '12,50 €' }, 'de').priceCurrency).toBeUndefined()
  })

  it('keeps unreadable text as text, so the rules name its field', () => {
    expect(calculatorBodyFrom({ mode: 'time_to_price', rate: 'abc', duration: '12abc' }, 'en')).toEqual({
      mode: 'time_to_price',
      rate: 'abc',
      duration: '12abc',
    })
  })

  it('posts the fields the query carries, numbers as numbers', () => {
    const form = {
      ...calculatorFormFrom({}),
      mode: 'price_to_time',
      rate: '12,50',
      currency: 'EUR',
      price: '1.200',
      title: 'Bike',
      duration: '3',
    }
    expect(calculatorBody(form, 'de')).toEqual({ mode: 'price_to_time', rate: 12.5, currency: 'EUR', price: 1200, title: 'Bike' })
    expect(calculatorBody({ ...form, mode: 'time_to_price', unit: 'days', workweek: '1' }, 'de')).toEqual({
      mode: 'time_to_price',
      rate: 12.5,
      currency: 'EUR',
      duration: 3,
      unit: 'days',
      title: 'Bike',
      workweek: true,
    })
  })
})
