import { describe, expect, it } from 'vitest'
import { calculatorRules, checkRate, readCalculatorFields } from '../../../../src/lib/calculation/fields.ts'
import { MAX_AMOUNT, MAX_DURATION, MAX_RATE } from '../../../../src/lib/calculation/limits.ts'

describe('the hourly-rate rule', () => {
  it('accepts rates above 0 up to 1,000,000 with at most two decimals', () => {
    for (const rate of [0.01, 12.5, 42.5, 1234.5, MAX_RATE]) expect(checkRate(rate)).toBeUndefined()
    expect(checkRate(0)).toBe('notPositive')
    expect(checkRate(-5)).toBe('notPositive')
    expect(checkRate(MAX_RATE + 0.01)).toBe('tooLarge')
    expect(checkRate(Infinity)).toBe('tooLarge')
    expect(checkRate(12.345)).toBe('tooManyDecimals')
    expect(checkRate(NaN)).toBe('notANumber')
  })
})

describe('field rules over JSON values', () => {
  it('takes numbers as numbers and refuses numbers as text, naming the problem', () => {
    expect(calculatorRules.price(1200.5)).toEqual({ ok: true, value: 1200.5 })
    expect(calculatorRules.price('1200.5')).toEqual({ ok: false, code: 'notANumber' })
    expect(calculatorRules.price('')).toEqual({ ok: false, code: 'notANumber' })
    expect(calculatorRules.rate(true)).toEqual({ ok: false, code: 'notANumber' })
    expect(calculatorRules.duration([3])).toEqual({ ok: false, code: 'notANumber' })
  })

  it('holds each amount to its limit', () => {
    expect(calculatorRules.price(MAX_AMOUNT)).toEqual({ ok: true, value: MAX_AMOUNT })
    expect(calculatorRules.price(MAX_AMOUNT + 1)).toEqual({ ok: false, code: 'tooLarge' })
    expect(calculatorRules.duration(MAX_DURATION + 1)).toEqual({ ok: false, code: 'tooLarge' })
    expect(calculatorRules.duration(1.2345)).toEqual({ ok: false, code: 'tooManyDecimals' })
    expect(calculatorRules.price(0)).toEqual({ ok: false, code: 'notPositive' })
  })

  it('treats a rate of 0 or none as not set', () => {
    expect(calculatorRules.rate(0)).toEqual({ ok: true, value: undefined })
    expect(calculatorRules.rate(undefined)).toEqual({ ok: true, value: undefined })
  })

  it('takes the work week as a boolean only', () => {
    expect(calculatorRules.workweek(true)).toEqual({ ok: true, value: true })
    expect(calculatorRules.workweek(undefined)).toEqual({ ok: true, value: undefined })
    expect(calculatorRules.workweek('1')).toEqual({ ok: false, code: 'invalid' })
  })

  it('reads currencies in any case and refuses unknown ones', () => {
    expect(calculatorRules.currency(' brl ')).toEqual({ ok: true, value: 'BRL' })
    expect(calculatorRules.currency('XYZ')).toEqual({ ok: false, code: 'unsupportedCurrency' })
    expect(calculatorRules.currency(17)).toEqual({ ok: false, code: 'unsupportedCurrency' })
  })

  it('needs a known mode, defaults the unit and trims the title', () => {
    expect(calculatorRules.mode(undefined)).toEqual({ ok: false, code: 'invalid' })
    expect(calculatorRules.mode('steal')).toEqual({ ok: false, code: 'invalid' })
    expect(calculatorRules.unit(undefined)).toEqual({ ok: true, value: 'hours' })
    expect(calculatorRules.unit('fortnights')).toEqual({ ok: false, code: 'invalid' })
    expect(calculatorRules.title('  New bike  ')).toEqual({ ok: true, value: 'New bike' })
    expect(calculatorRules.title('x'.repeat(121))).toEqual({ ok: false, code: 'tooLong' })
    expect(calculatorRules.title({ nested: 'object' })).toEqual({ ok: false, code: 'invalid' })
  })

  it('reads a body field by field, keeping the good fields when one is bad', () => {
    expect(readCalculatorFields({ mode: 'time_to_price', rate: 'abc', duration: 3, unit: 'days' })).toEqual({
      values: {
        mode: 'time_to_price',
        rate: undefined,
        currency: undefined,
        workweek: undefined,
        price: undefined,
        title: '',
        duration: 3,
        unit: 'days',
      },
      errors: { rate: 'notANumber' },
    })
  })
})
