import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, LOCALES, type Locale } from '../../../../src/i18n/locales.ts'
import { CURRENCIES } from '../../../../src/lib/currencies.ts'
import {
  CURRENCY_MARK,
  DECIMAL_SEPARATOR,
  decimalsOf,
  markedCurrency,
  readNumber,
  SIGNED_CURRENCY,
  writeNumber,
} from '../../../../src/lib/calculation/decimal.ts'

/**
 * The one number parser reads a number the way the language writes it: in
 * English `.` is the decimal point and `,` groups thousands, in German and
 * Brazilian Portuguese the other way round. It used to read any of them in
 * any language, guessing from the digits (`1.234` was 1234 in English), which
 * made `25.555` an hourly rate of 25,555 in English.
 */
describe('reading typed numbers', () => {
  it.each<[string, Locale, number]>([
    ['1234.5', 'en', 1234.5],
    ['1,234.56', 'en', 1234.56],
    ['1,234', 'en', 1234],
    ['1,234,567', 'en', 1234567],
    ['1.234', 'en', 1.234],
    ['1.200', 'en', 1.2],
    ['25.555', 'en', 25.555],
    ['0.001', 'en', 0.001],
    ['1234,5', 'de', 1234.5],
    ['1.234,56', 'de', 1234.56],
    ['1.234', 'de', 1234],
    ['1.234.567', 'de', 1234567],
    ['1,234', 'de', 1.234],
    ['0,125', 'de', 0.125],
    ['1.200', 'pt-BR', 1200],
    ['1.234,5', 'pt-BR', 1234.5],
    ['12,50', 'pt-BR', 12.5],
    ['1 234,5', 'de', 1234.5],
    ['1\u202f234,5', 'pt-BR', 1234.5],
    ["1'234.50", 'en', 1234.5],
    ['12.', 'en', 12],
    [',5', 'de', 0.5],
    ['.5', 'en', 0.5],
    ['-3', 'en', -3],
    ['+3', 'de', 3],
    ['-0', 'en', 0],
    ['R$ 1.234,56', 'pt-BR', 1234.56],
    ['R$1.234,56', 'pt-BR', 1234.56],
    ['1.234,56 €', 'de', 1234.56],
    ['1.234,56\u00a0€', 'de', 1234.56],
    ['€1,234.56', 'en', 1234.56],
    ['US$ 5', 'en', 5],
    ['CHF 40', 'de', 40],
    ['12,50 EUR', 'de', 12.5],
    ['¥5,000', 'en', 5000],
  ])('reads %s in %s as %d', (text, locale, value) => {
    expect(readNumber(text, locale)).toBe(value)
  })

  it.each<[string, Locale]>([
    ['1.234,56', 'en'],
    ['12,5', 'en'],
    ['12,34.5', 'en'],
    ['0,125', 'en'],
    ['1,234.56', 'de'],
    ['12.5', 'de'],
    ['1.234.5', 'de'],
    ['1,234.5', 'pt-BR'],
    ['1.23,4', 'pt-BR'],
    ['01.234', 'de'],
    ['01,234', 'en'],
  ])('refuses %s in %s: written the other language’s way, or badly grouped', (text, locale) => {
    expect(readNumber(text, locale)).toBeUndefined()
  })

  it.each([
    '',
    'abc',
    '€',
    'R$',
    'EUR',
    'EUR12',
    '5 euros',
    '1e5',
    '1,2.3,4',
    '--1',
    '1-2',
    '١٢٣',
    'NaN',
    '.',
    ',',
    '1..2',
    '1,,2',
    '1,2,3',
    '9'.repeat(400),
  ])('refuses %s in every language', (text) => {
    for (const locale of LOCALES) expect(readNumber(text, locale), locale).toBeUndefined()
  })

  it('reads text only', () => {
    for (const value of [12, null, undefined, ['12'], { toString: () => '5' }]) expect(readNumber(value, 'en')).toBeUndefined()
  })

  it('knows the separators Intl writes for each language', () => {
    for (const locale of LOCALES) {
      const parts = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1234.5)
      const separator = (type: string) => parts.find((part) => part.type === type)?.value
      const decimal = DECIMAL_SEPARATOR[locale]
      expect({ decimal, group: decimal === '.' ? ',' : '.' }, locale).toEqual({ decimal: separator('decimal'), group: separator('group') })
    }
  })

  it('knows which currency each sign it reads names, as the currency list writes it, and only the signs one currency alone writes', () => {
    const wholeMark = new RegExp(String.raw`^${CURRENCY_MARK}$`, 'u')
    const alone = CURRENCIES.filter(({ symbol }) => wholeMark.test(symbol) && !/^[A-Z]{3}$/.test(symbol))
      .filter(({ symbol }) => CURRENCIES.filter((other) => other.symbol === symbol).length === 1)
      .map(({ symbol, code }) => [symbol, code])
    expect(Object.fromEntries(alone)).toEqual(Object.fromEntries(Object.entries(SIGNED_CURRENCY).filter(([sign]) => sign !== 'US$')))
    expect(markedCurrency('€ 50')).toBe('EUR')
    expect(markedCurrency('1.234,56 R$')).toBe('BRL')
    expect(markedCurrency('CHF 12')).toBe('CHF')
    expect(markedCurrency('US$ 9.99')).toBe('USD')
    expect(markedCurrency('$50')).toBeUndefined()
    expect(markedCurrency('¥5000')).toBeUndefined()
    expect(markedCurrency('XYZ 5')).toBeUndefined()
    expect(markedCurrency('50')).toBeUndefined()
  })

  it('reads back what Intl writes, grouped or not', () => {
    for (const locale of LOCALES) {
      for (const value of [0.5, 12.5, 1234.56, 1_000_000, 987_654_321.09]) {
        for (const useGrouping of [true, false]) {
          const text = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping, maximumFractionDigits: 2 }).format(value)
          expect(readNumber(text, locale), `${text} in ${locale}`).toBe(value)
        }
      }
    }
  })

  it('reads back what writeNumber writes, in every language', () => {
    for (const locale of LOCALES) {
      for (const value of [1, 0.5, 1199.5, 1234.56, 999_999_999_999.99]) expect(readNumber(writeNumber(value, locale), locale)).toBe(value)
    }
    expect(writeNumber(1199.5, 'de')).toBe('1199,5')
    expect(writeNumber(400, 'en')).toBe('400')
  })
})

describe('decimals of a number', () => {
  it.each([
    [12, 0],
    [12.5, 1],
    [0.29, 2],
    [1234.56, 2],
    [0.125, 3],
    [0.1 + 0.2, 17],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [-3.25, 2],
  ])('%d has %i decimals', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals)
  })
})
