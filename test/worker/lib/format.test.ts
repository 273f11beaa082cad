import { describe, expect, it } from 'vitest'
import { formatCount, formatHoursMinutes, formatMoney, formatNumber, formatUnit } from '../../../src/lib/format.ts'
import { plainSpaces } from '../support/visible-text.ts'

/** Intl separates number and unit with a no-break space; compare with plain spaces. */

describe('money', () => {
  it('writes amounts the way each interface language does', () => {
    expect(plainSpaces(formatMoney(1234.56, 'EUR', 'de'))).toBe('1.234,56 €')
    expect(plainSpaces(formatMoney(1234.56, 'EUR', 'en'))).toBe('€1,234.56')
    expect(plainSpaces(formatMoney(1234.56, 'BRL', 'pt-BR'))).toBe('R$ 1.234,56')
    expect(plainSpaces(formatMoney(1234.56, 'USD', 'en'))).toBe('$1,234.56')
  })

  it('shows no decimals for zero-decimal currencies', () => {
    expect(plainSpaces(formatMoney(1235, 'JPY', 'en'))).toBe('¥1,235')
    expect(plainSpaces(formatMoney(1235, 'KRW', 'de'))).toBe('1.235 ₩')
  })

  it('never prints NaN or Infinity', () => {
    for (const value of [NaN, Infinity, -Infinity]) {
      expect(formatMoney(value, 'EUR', 'en')).not.toMatch(/NaN|∞|Infinity/)
      expect(formatNumber(value, 'de')).toBe('0')
    }
  })
})

describe('numbers', () => {
  it('groups and marks decimals per language', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89')
    expect(formatNumber(1234567.891, 'de')).toBe('1.234.567,89')
    expect(formatNumber(1234567.891, 'pt-BR')).toBe('1.234.567,89')
  })
})

describe('durations', () => {
  it('spells hours and minutes out, leaving out a zero part', () => {
    expect(plainSpaces(formatHoursMinutes({ hours: 3, minutes: 45 }, 'en'))).toBe('3 hours 45 minutes')
    expect(plainSpaces(formatHoursMinutes({ hours: 1, minutes: 0 }, 'en'))).toBe('1 hour')
    expect(plainSpaces(formatHoursMinutes({ hours: 0, minutes: 1 }, 'de'))).toBe('1 Minute')
    expect(plainSpaces(formatHoursMinutes({ hours: 30, minutes: 5 }, 'de'))).toMatch(/^30 Stunden,? 5 Minuten$/)
    expect(plainSpaces(formatHoursMinutes({ hours: 2, minutes: 30 }, 'pt-BR'))).toMatch(/^2 horas,? (e )?30 minutos$/)
    expect(plainSpaces(formatHoursMinutes({ hours: 0, minutes: 0 }, 'en'))).toBe('0 minutes')
  })

  it('formats days and weeks with one decimal', () => {
    expect(plainSpaces(formatUnit(1.25, 'day', 'en'))).toBe('1.3 days')
    expect(plainSpaces(formatUnit(0.5, 'week', 'de'))).toBe('0,5 Wochen')
  })

  it('picks the plural form the count needs', () => {
    const forms = { one: '{{count}} workday', other: '{{count}} workdays' }
    expect(formatCount(forms, 1, 'en')).toBe('1 workday')
    expect(formatCount(forms, 3.75, 'en')).toBe('3.8 workdays')
    expect(formatCount(forms, 0.5, 'en')).toBe('0.5 workdays')
    const pt = { one: '{{count}} dia útil', other: '{{count}} dias úteis' }
    expect(formatCount(pt, 1.5, 'pt-BR')).toBe('1,5 dia útil')
    expect(formatCount(pt, 2, 'pt-BR')).toBe('2 dias úteis')
    expect(formatCount(pt, 1_000_000, 'pt-BR')).toBe('1.000.000 dias úteis')
  })
})
