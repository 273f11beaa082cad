import { describe, expect, it } from 'vitest'
import {
  calculate,
  effectiveRate,
  hoursToPrice,
  isValidRate,
  priceToHours,
  type CalculationInput,
} from '../../../../src/lib/calculation/calculate.ts'
import { MAX_AMOUNT, MAX_RATE } from '../../../../src/lib/calculation/limits.ts'
import { CURRENCY_CODES } from '../../../../src/lib/currencies.ts'
import { fractionDigits } from '../../../../src/lib/money.ts'
import { randomAmount, seededRandom } from '../random.ts'

const STRANGE_NUMBERS = [0, -0, -1, -0.01, NaN, Infinity, -Infinity, Number.MAX_VALUE, Number.MIN_VALUE, 1e-12, 1e21, MAX_RATE + 0.01]

describe('effective rate', () => {
  it('is the temporary rate when it is non-zero', () => {
    expect(effectiveRate(30, 50)).toBe(30)
  })

  it('falls back to the profile rate when the temporary rate is 0 or unusable', () => {
    expect(effectiveRate(0, 50)).toBe(50)
    expect(effectiveRate(undefined, 50)).toBe(50)
    expect(effectiveRate(-5, 50)).toBe(50)
    expect(effectiveRate(NaN, 50)).toBe(50)
    expect(effectiveRate(MAX_RATE * 2, 50)).toBe(50)
  })

  it('is 0 when neither rate is usable', () => {
    expect(effectiveRate(0, 0)).toBe(0)
    expect(effectiveRate(undefined, undefined)).toBe(0)
    expect(effectiveRate('25', null)).toBe(0)
  })

  it('accepts rates above 0 up to 1,000,000 only', () => {
    expect(isValidRate(0.01)).toBe(true)
    expect(isValidRate(MAX_RATE)).toBe(true)
    expect(isValidRate(MAX_RATE + 0.01)).toBe(false)
    expect(isValidRate(0)).toBe(false)
    expect(isValidRate(Number.MIN_VALUE)).toBe(false)
    expect(isValidRate(NaN)).toBe(false)
  })
})

describe('price to time and back', () => {
  it('turns 1,200 at 40 an hour into 30 hours, 3.8 workdays and 0.8 work weeks', () => {
    const result = calculate({ mode: 'price_to_time', price: 1200, rate: 40, currency: 'EUR', useWorkWeek: true })
    expect(result).toMatchObject({ status: 'ok', amount: 1200, hours: 30 })
    if (result.status !== 'ok') throw new Error('expected a result')
    expect(result.time).toEqual({ totalMinutes: 1800, hours: 30, minutes: 0, days: 3.8, weeks: 0.8, useWorkWeek: true })
  })

  it('counts calendar days and weeks when the work week is off', () => {
    const result = calculate({ mode: 'price_to_time', price: 1200, rate: 40, currency: 'EUR', useWorkWeek: false })
    if (result.status !== 'ok') throw new Error('expected a result')
    expect(result.time.days).toBe(1.3)
    expect(result.time.weeks).toBe(0.2)
  })

  it('turns 3 workdays at 50 an hour into 1,200', () => {
    const result = calculate({ mode: 'time_to_price', duration: 3, unit: 'days', rate: 50, currency: 'EUR', useWorkWeek: true })
    expect(result).toMatchObject({ status: 'ok', amount: 1200, hours: 24 })
  })

  it('reckons a calendar week as 168 hours and a work week as 40', () => {
    const calendar = calculate({ mode: 'time_to_price', duration: 1, unit: 'weeks', rate: 10, currency: 'USD', useWorkWeek: false })
    const work = calculate({ mode: 'time_to_price', duration: 1, unit: 'weeks', rate: 10, currency: 'USD', useWorkWeek: true })
    expect(calendar).toMatchObject({ status: 'ok', hours: 168, amount: 1680 })
    expect(work).toMatchObject({ status: 'ok', hours: 40, amount: 400 })
  })

  it('rounds a charged price to the currency: no decimals for yen, cents without float noise for euros', () => {
    expect(hoursToPrice(1 / 3, 100, 'JPY')).toBe(33)
    expect(hoursToPrice(0.3, 1, 'EUR')).toBe(0.3)
    expect(hoursToPrice(0.1 + 0.2, 1, 'EUR')).toBe(0.3)
    expect(String(hoursToPrice(3, 0.1, 'EUR'))).toBe('0.3')
  })

  it('comes back to the same price within one minor unit for any price, rate and currency', () => {
    const random = seededRandom(20240611)
    for (let i = 0; i < 3000; i++) {
      const currency = CURRENCY_CODES[Math.floor(random() * CURRENCY_CODES.length)] ?? 'EUR'
      const price = randomAmount(random, 0.01, MAX_AMOUNT)
      const rate = randomAmount(random, 0.01, MAX_RATE)
      const forward = calculate({ mode: 'price_to_time', price, rate, currency, useWorkWeek: random() < 0.5 })
      if (forward.status === 'needsRate' && fractionDigits(currency) === 0 && rate < 0.5) continue
      if (forward.status === 'tooSmall' && fractionDigits(currency) === 0 && price < 0.5) continue
      if (forward.status !== 'ok') throw new Error(`no result for ${price} at ${rate}`)
      const back = hoursToPrice(forward.hours, forward.rate, currency)
      const minorUnit = 10 ** -fractionDigits(currency)
      expect(Math.abs((back ?? NaN) - forward.amount)).toBeLessThanOrEqual(minorUnit + Number.EPSILON * forward.amount)
    }
  })

  it('computes with the rate the currency can show: 42.50 yen an hour is ¥43, and 0.40 yen is no rate', () => {
    const yen = calculate({ mode: 'price_to_time', price: 4300, rate: 42.5, currency: 'JPY', useWorkWeek: false })
    expect(yen).toMatchObject({ status: 'ok', rate: 43, hours: 100 })
    const charge = calculate({ mode: 'time_to_price', duration: 2, unit: 'hours', rate: 42.5, currency: 'KRW', useWorkWeek: false })
    expect(charge).toMatchObject({ status: 'ok', rate: 43, amount: 86 })
    expect(calculate({ mode: 'price_to_time', price: 100, rate: 0.4, currency: 'CLP', useWorkWeek: false }).status).toBe('needsRate')
    expect(calculate({ mode: 'price_to_time', price: 100, rate: 42.5, currency: 'EUR', useWorkWeek: false })).toMatchObject({ rate: 42.5 })
  })

  it('calls a price that rounds to nothing in its currency too small, never 0 minutes of work', () => {
    expect(calculate({ mode: 'price_to_time', price: 0.4, rate: 2500, currency: 'JPY', useWorkWeek: false })).toEqual({
      status: 'tooSmall',
      currency: 'JPY',
    })
    expect(calculate({ mode: 'price_to_time', price: 0.004, rate: 25, currency: 'EUR', useWorkWeek: false }).status).toBe('tooSmall')
    expect(calculate({ mode: 'price_to_time', price: 0.01, rate: 25, currency: 'EUR', useWorkWeek: false }).status).toBe('ok')
  })

  it('costs more time for a higher price and less time at a higher rate', () => {
    const random = seededRandom(7)
    for (let i = 0; i < 2000; i++) {
      const price = randomAmount(random, 0.01, 1_000_000)
      const rate = randomAmount(random, 0.01, 10_000)
      const hours = priceToHours(price, rate) ?? NaN
      expect(priceToHours(price + 0.01, rate)).toBeGreaterThan(hours)
      expect(priceToHours(price, rate + 0.01)).toBeLessThan(hours)
      const charged = hoursToPrice(hours, rate, 'EUR') ?? NaN
      expect(hoursToPrice(hours + 1, rate, 'EUR')).toBeGreaterThanOrEqual(charged)
    }
  })
})

describe('never NaN or Infinity', () => {
  const collectNumbers = (value: unknown): number[] =>
    typeof value === 'number' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(collectNumbers) : []

  it('asks for a rate when there is none, whatever the price', () => {
    for (const rate of [0, -1, NaN, Infinity, MAX_RATE + 1]) {
      expect(calculate({ mode: 'price_to_time', price: 100, rate, currency: 'EUR', useWorkWeek: false })).toEqual({ status: 'needsRate' })
      expect(calculate({ mode: 'time_to_price', duration: 2, unit: 'hours', rate, currency: 'EUR', useWorkWeek: true })).toEqual({
        status: 'needsRate',
      })
    }
  })

  it('asks for a price or duration when it is missing or unusable', () => {
    for (const value of [undefined, NaN, -1, Infinity]) {
      expect(calculate({ mode: 'price_to_time', price: value, rate: 10, currency: 'EUR', useWorkWeek: false })).toEqual({
        status: 'needsInput',
      })
      expect(calculate({ mode: 'time_to_price', duration: value, unit: 'days', rate: 10, currency: 'EUR', useWorkWeek: false })).toEqual({
        status: 'needsInput',
      })
    }
  })

  it('gives only finite numbers for every combination of strange inputs', () => {
    for (const rate of STRANGE_NUMBERS) {
      for (const amount of STRANGE_NUMBERS) {
        const inputs: CalculationInput[] = [
          { mode: 'price_to_time', price: amount, rate, currency: 'KRW', useWorkWeek: true },
          { mode: 'time_to_price', duration: amount, unit: 'weeks', rate, currency: 'EUR', useWorkWeek: false },
        ]
        for (const input of inputs) {
          for (const number of collectNumbers(calculate(input))) expect(Number.isFinite(number)).toBe(true)
        }
        expect(priceToHours(amount, rate) === undefined || Number.isFinite(priceToHours(amount, rate))).toBe(true)
      }
    }
  })
})
