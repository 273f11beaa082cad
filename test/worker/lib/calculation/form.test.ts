import { describe, expect, it } from 'vitest'
import { parseDecimal } from '../../../../src/lib/calculation/decimal.ts'
import { CALCULATOR_FIELDS, type CalculatorForm } from '../../../../src/lib/calculation/fields.ts'
import { calculatorFormFrom, calculatorQuery, isSubmittedCalculator, parseCalculatorInput } from '../../../../src/lib/calculation/form.ts'
import { MAX_RATE } from '../../../../src/lib/calculation/limits.ts'
import { CalculatorSchema, parseCalculatorQuery } from '../../../../src/lib/calculation/schema.ts'
import { seededRandom } from '../random.ts'

const GARBAGE: unknown[] = [
  undefined,
  null,
  '',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x1F',
  '--1',
  '1,2,3.4.5',
  '١٢٣',
  ' ',
  '\u0000',
  '<script>',
  '9'.repeat(400),
  'x'.repeat(10_000),
  [],
  ['12', '13'],
  {},
  { toString: () => '5' },
  42,
  -1,
  NaN,
  true,
  Symbol('s'),
  () => 1,
]

describe('reading typed numbers', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1 234,5', 1234.5],
    ["1'234.50", 1234.5],
    ['1.234', 1234],
    ['1,234', 1234],
    ['0,125', 0.125],
    ['12.', 12],
    ['.5', 0.5],
    ['-3', -3],
    ['1.234.567', 1234567],
  ])('reads %s as %d', (text, value) => {
    const reading = parseDecimal(text)
    expect(reading.ok && reading.value).toBe(value)
  })

  it.each(['', 'abc', '1e5', '1,2.3,4', '--1', '1-2', '١٢٣', 'NaN', '.', ',', '1..2', '1,2,3', '1.234.5', '12,34.5'])(
    'refuses %s',
    (text) => {
      expect(parseDecimal(text).ok).toBe(false)
    },
  )
})

describe('calculator input', () => {
  it('reads a full query', () => {
    const { values, errors } = parseCalculatorInput({
      mode: 'time_to_price',
      rate: '12,50',
      currency: 'brl',
      workweek: '1',
      price: '',
      title: '  New bike  ',
      duration: '3',
      unit: 'days',
    })
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
    const { values, errors } = parseCalculatorInput({
      rate: 'abc',
      currency: 'XYZ',
      price: '-5',
      title: 'x'.repeat(121),
      duration: '1.2345',
    })
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
    expect(parseCalculatorInput({ rate: '1000000.01' }).errors.rate).toBe('tooLarge')
    expect(parseCalculatorInput({ rate: String(MAX_RATE) }).values.rate).toBe(MAX_RATE)
    expect(parseCalculatorInput({ rate: '0' })).toMatchObject({ values: { rate: undefined }, errors: {} })
    expect(parseCalculatorInput({ price: '0' }).errors.price).toBe('notPositive')
  })

  it('quietly defaults an unknown mode or unit', () => {
    expect(parseCalculatorInput({ mode: 'steal', unit: 'years' })).toMatchObject({
      values: { mode: 'price_to_time', unit: 'hours' },
      errors: {},
    })
  })

  it('never throws and always answers with known values, whatever it gets', () => {
    const random = seededRandom(99)
    const pick = () => GARBAGE[Math.floor(random() * GARBAGE.length)]
    for (const input of [...GARBAGE, 'string input', 12]) {
      expect(() => parseCalculatorInput(input)).not.toThrow()
      expect(() => parseCalculatorQuery(input)).not.toThrow()
    }
    for (let i = 0; i < 500; i++) {
      const input = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, pick()]))
      const parsed = parseCalculatorInput(input)
      for (const value of [parsed.values.rate, parsed.values.price, parsed.values.duration]) {
        expect(value === undefined || (Number.isFinite(value) && value > 0)).toBe(true)
      }
      expect(['price_to_time', 'time_to_price']).toContain(parsed.values.mode)
    }
  })

  it('gives the same answer through the valibot schema as through the plain rules', () => {
    const random = seededRandom(5)
    const samples = [...GARBAGE, '12,50', '1.000.000', '3', 'EUR', 'jpy', 'on', 'weeks', 'time_to_price', 'x'.repeat(120)]
    for (let i = 0; i < 500; i++) {
      const input = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, samples[Math.floor(random() * samples.length)]]))
      expect(parseCalculatorQuery(input)).toEqual(parseCalculatorInput(input))
    }
  })

  it('serves as one object schema that refuses a whole body with a bad field', async () => {
    const { safeParse } = await import('valibot')
    expect(safeParse(CalculatorSchema, { mode: 'price_to_time', rate: '25', price: '100' }).success).toBe(true)
    const bad = safeParse(CalculatorSchema, { rate: '-1', price: 'lots' })
    expect(bad.success).toBe(false)
    expect(bad.issues?.map((issue) => issue.message)).toEqual(['notPositive', 'notANumber'])
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
    expect(parseCalculatorInput(query).values).toMatchObject({
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
    })
  })
})
