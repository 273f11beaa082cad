import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES } from '../../../src/lib/currencies.ts'
import { fractionDigits, roundMoney, roundTo } from '../../../src/lib/money.ts'

describe('money rounding', () => {
  it('shows no decimals for yen, won, Chilean peso and rupiah, two for euro and dollar', () => {
    for (const code of ['JPY', 'KRW', 'CLP', 'IDR']) expect(fractionDigits(code)).toBe(0)
    for (const code of ['EUR', 'USD', 'GBP', 'BRL']) expect(fractionDigits(code)).toBe(2)
  })

  it('shows as many decimals as Intl gives each supported currency, at most the two stored ones', () => {
    for (const code of CURRENCY_CODES) {
      const intlDigits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits
      expect([code, fractionDigits(code)]).toEqual([code, Math.min(intlDigits ?? 2, 2)])
    }
  })

  it('rounds half away from zero on the decimal value, without float noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3)
    expect(String(roundMoney(0.1 + 0.2, 'EUR'))).toBe('0.3')
    expect(roundTo(2.675, 2)).toBe(2.68)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
    expect(roundMoney(1234.5, 'JPY')).toBe(1235)
  })

  it('handles numbers JavaScript writes with an exponent', () => {
    expect(roundTo(1e-7, 2)).toBe(0)
    expect(roundTo(1e21, 2)).toBe(1e21)
    expect(roundTo(1.23456e-5, 7)).toBe(0.0000123)
  })

  it('turns anything not finite into 0 and never returns -0', () => {
    expect(roundTo(NaN, 2)).toBe(0)
    expect(roundTo(Infinity, 2)).toBe(0)
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true)
  })
})
