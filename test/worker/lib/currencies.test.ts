import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  CURRENCY_BY_COUNTRY,
  CURRENCY_CODES,
  currencyForCountry,
  currencyForLocale,
  currencyLabel,
  currencyOptions,
  isCurrency,
  likelyCurrencyForLocale,
} from '../../../src/lib/currencies.ts'
import { pickStartCurrency } from '../../../src/lib/start-currency.ts'

const SEED_CODES =
  'EUR, USD, GBP, JPY, AUD, CAD, CHF, CNY, HKD, NZD, SEK, KRW, SGD, NOK, MXN, INR, RUB, ZAR, TRY, BRL, TWD, DKK, PLN, THB, IDR, HUF, CZK, ILS, CLP, PHP, AED, COP, SAR, MYR, RON'

describe('currency list', () => {
  it('holds exactly the 35 supported codes in the product order', () => {
    expect(CURRENCY_CODES.join(', ')).toBe(SEED_CODES)
    expect(CURRENCIES).toHaveLength(35)
    expect(new Set(CURRENCIES.map((c) => c.code))).toEqual(new Set(CURRENCY_CODES))
  })

  it('is sorted by name', () => {
    const names = CURRENCIES.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('labels a currency as code, symbol in brackets, dash and name', () => {
    const byCode = Object.fromEntries(CURRENCIES.map((c) => [c.code, currencyLabel(c)]))
    expect(byCode.EUR).toBe('EUR (€) - Euro')
    expect(byCode.USD).toBe('USD ($) - US Dollar')
    expect(byCode.GBP).toBe('GBP (£) - British Pound')
    expect(byCode.JPY).toBe('JPY (¥) - Japanese Yen')
    expect(byCode.BRL).toBe('BRL (R$) - Brazilian Real')
    expect(byCode.CHF).toBe('CHF (CHF) - Swiss Franc')
  })

  it('recognises supported codes only, exactly', () => {
    expect(isCurrency('EUR')).toBe(true)
    expect(isCurrency('eur')).toBe(false)
    expect(isCurrency('BTC')).toBe(false)
    expect(isCurrency(undefined)).toBe(false)
    expect(isCurrency(42)).toBe(false)
  })
})

describe('select options per language', () => {
  it('keeps the English labels and order in English', () => {
    expect(currencyOptions('en-US').map((o) => o.label)).toEqual(CURRENCIES.map((c) => currencyLabel(c)))
  })

  it.each(['de-DE', 'pt-BR'])('names all 35 in %s, sorted by the localized name, in the same label format', (locale) => {
    const options = currencyOptions(locale)
    expect(options).toHaveLength(35)
    expect(new Set(options.map((o) => o.code))).toEqual(new Set(CURRENCY_CODES))
    const names = options.map((o) => o.label.split(' - ')[1] ?? '')
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare))
    for (const option of options) expect(option.label).toMatch(new RegExp(`^${option.code} \\(.+\\) - \\S`))
  })

  it('uses the language words for currency names', () => {
    expect(currencyOptions('de-DE').find((o) => o.code === 'USD')?.label).toBe('USD ($) - US-Dollar')
    expect(currencyOptions('pt-BR').find((o) => o.code === 'EUR')?.label).toBe('EUR (€) - Euro')
    expect(currencyOptions('pt-BR').find((o) => o.code === 'CHF')?.label).toBe('CHF (CHF) - Franco suíço')
  })
})

describe('currency guesses', () => {
  it('maps countries to their currency', () => {
    const cases: Record<string, string> = {
      DE: 'EUR',
      FR: 'EUR',
      IT: 'EUR',
      ES: 'EUR',
      AT: 'EUR',
      NL: 'EUR',
      PT: 'EUR',
      US: 'USD',
      GB: 'GBP',
      BR: 'BRL',
      PL: 'PLN',
      CH: 'CHF',
      JP: 'JPY',
      LI: 'CHF',
      HR: 'EUR',
      EC: 'USD',
    }
    for (const [country, currency] of Object.entries(cases)) expect(currencyForCountry(country)).toBe(currency)
    expect(currencyForCountry('de')).toBe('EUR')
    expect(currencyForCountry('AR')).toBeUndefined()
    expect(currencyForCountry('T1')).toBeUndefined()
    expect(currencyForCountry(null)).toBeUndefined()
  })

  it('lists every country once, with a supported currency', () => {
    for (const [country, currency] of Object.entries(CURRENCY_BY_COUNTRY)) {
      expect(country).toMatch(/^[A-Z]{2}$/)
      expect(isCurrency(currency)).toBe(true)
    }
    for (const code of CURRENCY_CODES) expect(Object.values(CURRENCY_BY_COUNTRY)).toContain(code)
  })

  it("reads a locale's region", () => {
    expect(currencyForLocale('de-CH')).toBe('CHF')
    expect(currencyForLocale('pt_BR')).toBe('BRL')
    expect(currencyForLocale('zh-Hant-TW')).toBe('TWD')
    expect(currencyForLocale('en-GB')).toBe('GBP')
    expect(currencyForLocale('de')).toBeUndefined()
    expect(currencyForLocale('es-419')).toBeUndefined()
    expect(currencyForLocale('')).toBeUndefined()
  })

  it("guesses a bare language's likely region only as a fallback", () => {
    expect(likelyCurrencyForLocale('ja')).toBe('JPY')
    expect(likelyCurrencyForLocale('de')).toBe('EUR')
    expect(likelyCurrencyForLocale('not a tag!')).toBeUndefined()
  })
})

describe('start-up currency order', () => {
  it('prefers the stored choice when supported', () => {
    expect(pickStartCurrency({ stored: 'GBP', browserLocales: ['de-CH'], country: 'US' })).toBe('GBP')
  })

  it('then the browser locale, then the country, then EUR', () => {
    expect(pickStartCurrency({ stored: 'XYZ', browserLocales: ['de-CH'], country: 'US' })).toBe('CHF')
    expect(pickStartCurrency({ stored: null, browserLocales: ['de'], country: 'CH' })).toBe('CHF')
    expect(pickStartCurrency({ stored: null, browserLocales: ['es-AR'], country: 'AR' })).toBe('EUR')
    expect(pickStartCurrency({})).toBe('EUR')
  })

  it("uses a bare language's likely region only when the country is unknown", () => {
    expect(pickStartCurrency({ browserLocales: ['ja'], country: null })).toBe('JPY')
    expect(pickStartCurrency({ browserLocales: ['ja'], country: 'US' })).toBe('USD')
  })

  it('lets a submitted currency win over everything', () => {
    expect(pickStartCurrency({ submitted: 'JPY', stored: 'GBP', browserLocales: ['de-CH'], country: 'US' })).toBe('JPY')
  })
})
