import { safeParse } from 'valibot'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../../src/i18n/locales.ts'
import { CALCULATOR_FIELDS } from '../../../../src/lib/calculation/fields.ts'
import { calculatorBodyFrom, parseCalculatorForm } from '../../../../src/lib/calculation/form.ts'
import { MAX_RATE } from '../../../../src/lib/calculation/limits.ts'
import { calculationBodySchema, hourlyRateSchema, typedHourlyRateSchema } from '../../../../src/lib/calculation/schema.ts'
import { profileSchema } from '../../../../src/lib/schemas/profile.ts'
import { GARBAGE } from '../garbage.ts'
import { seededRandom } from '../random.ts'

const issuesOf = (body: unknown) => {
  const result = safeParse(calculationBodySchema, body)
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [issue.path?.[0]?.key ?? 'body', issue.message]))
}

describe('the calculation body schema', () => {
  it('reads JSON numbers and the work week as a boolean', () => {
    const result = safeParse(calculationBodySchema, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200.5 })
    expect(result.output).toEqual({
      mode: 'price_to_time',
      rate: 40,
      currency: 'EUR',
      workweek: true,
      price: 1200.5,
      title: '',
      duration: undefined,
      unit: 'hours',
    })
  })

  it('refuses a string where a number is expected, at that field', () => {
    expect(issuesOf({ mode: 'price_to_time', rate: '40', price: 1200 })).toEqual({ rate: 'notANumber' })
    expect(issuesOf({ mode: 'price_to_time', price: '' })).toEqual({ price: 'notANumber' })
    expect(issuesOf({ mode: 'time_to_price', duration: '3', workweek: '1' })).toEqual({ duration: 'notANumber', workweek: 'invalid' })
  })

  it('gives every bad field its code', () => {
    expect(issuesOf({ mode: 'steal', rate: -1, currency: 'XYZ', price: 12.345, title: 'x'.repeat(121), unit: 'years' })).toEqual({
      mode: 'invalid',
      rate: 'notPositive',
      currency: 'unsupportedCurrency',
      price: 'tooManyDecimals',
      title: 'tooLong',
      unit: 'invalid',
    })
  })

  it('refuses keys that are no field and bodies that are no object', () => {
    expect(Object.keys(issuesOf({ mode: 'price_to_time', price: 5, surprise: 1 }))).toEqual(['surprise'])
    for (const body of [null, [], 'text', 42]) expect(safeParse(calculationBodySchema, body).success).toBe(false)
  })

  it('gives the same answer as the island reading the same form', () => {
    const random = seededRandom(5)
    const samples = [...GARBAGE, '12,50', '1.000.000', '3', 'EUR', 'jpy', 'on', 'weeks', 'time_to_price', 'x'.repeat(120)]
    for (let i = 0; i < 500; i++) {
      const input = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, samples[Math.floor(random() * samples.length)]]))
      const locale = LOCALES[i % LOCALES.length]!
      const { values, errors } = parseCalculatorForm(input, locale)
      const result = safeParse(calculationBodySchema, calculatorBodyFrom(input, locale))
      expect(result.success ? {} : issuesOf(calculatorBodyFrom(input, locale))).toEqual(errors)
      if (result.success) expect(result.output).toEqual(values)
    }
  })
})

describe('the hourly rate the profile shares with the calculator', () => {
  it('reads a typed rate the way the calculator does, in the page’s language', () => {
    expect(safeParse(typedHourlyRateSchema('de'), '1.234,50').output).toBe(1234.5)
    expect(safeParse(typedHourlyRateSchema('pt-BR'), ' 42,50 ').output).toBe(42.5)
    expect(safeParse(typedHourlyRateSchema('en'), '1,234.50').output).toBe(1234.5)
    expect(parseCalculatorForm({ rate: '1.234,50' }, 'de').values.rate).toBe(1234.5)
    expect(safeParse(typedHourlyRateSchema('en'), '1.234,50').success).toBe(false)
  })

  it('refuses what the calculator refuses, three decimals with their own message', () => {
    expect(safeParse(typedHourlyRateSchema('en'), '').issues?.[0]?.message).toBe('validation.rateRequired')
    for (const text of ['0', '-5', '1000000.01']) {
      expect(safeParse(typedHourlyRateSchema('en'), text).issues?.[0]?.message, text).toBe('validation.rateRange')
    }
    // Text the calculator cannot read as a number, such as German decimals in English, is asked for as a number.
    for (const text of ['abc', '12,5']) {
      expect(safeParse(typedHourlyRateSchema('en'), text).issues?.[0]?.message, text).toBe('validation.rateNumber')
    }
    for (const [text, locale] of [
      ['12.3456', 'en'],
      ['25.555', 'en'],
      ['0,125', 'de'],
      ['25,555', 'pt-BR'],
    ] as const) {
      expect(safeParse(typedHourlyRateSchema(locale), text).issues?.[0]?.message, text).toBe('validation.rateDecimals')
    }
  })

  it('takes a JSON rate as a number that passes the same rule', () => {
    expect(safeParse(hourlyRateSchema, 37.5).output).toBe(37.5)
    expect(safeParse(hourlyRateSchema, MAX_RATE).success).toBe(true)
    for (const rate of ['37.5', 0, -1, 12.345, MAX_RATE + 1, NaN])
      expect(safeParse(hourlyRateSchema, rate).success, String(rate)).toBe(false)
  })

  it('lets the profile form take 1.234,50 (de) like the calculator', () => {
    const form = {
      username: 'anna',
      email: 'anna@example.com',
      hourlyRate: '1.234,50',
      currency: 'EUR',
      language: 'de',
      receiptLanguage: 'deu',
    }
    const result = safeParse(profileSchema('de'), form)
    expect(result.success).toBe(true)
    expect(result.output).toMatchObject({ hourlyRate: 1234.5 })
  })
})
