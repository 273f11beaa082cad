import { describe, expect, it } from 'vitest'
import { edgeLocation } from '../../../src/lib/request-currency.ts'
import { signupCurrency } from '../../../src/lib/signup-currency.ts'

describe('a new account’s currency', () => {
  it('asks the browser’s zone, the edge’s zone, the browser’s languages, the page’s language, then says EUR', () => {
    const all = { browserTimeZone: 'Europe/Zurich', edgeTimeZone: 'Asia/Tokyo', browserLocales: ['en-GB'], locale: 'pt-BR' } as const
    expect(signupCurrency(all)).toBe('CHF')
    expect(signupCurrency({ ...all, browserTimeZone: undefined })).toBe('JPY')
    expect(signupCurrency({ ...all, browserTimeZone: 'Mars/Base', edgeTimeZone: null })).toBe('GBP')
    expect(signupCurrency({ ...all, browserTimeZone: '', edgeTimeZone: null, browserLocales: ['pt', 'de'] })).toBe('BRL')
    expect(signupCurrency({ locale: 'de', browserLocales: ['de'] })).toBe('EUR')
    expect(signupCurrency({ locale: 'en' })).toBe('EUR')
  })

  it('passes over a zone or region whose money is not one of the 35, and a zone name that is an object key', () => {
    expect(signupCurrency({ browserTimeZone: 'Africa/Lagos', browserLocales: ['en-NG', 'de-AT'], locale: 'en' })).toBe('EUR')
    expect(signupCurrency({ browserTimeZone: 'constructor', locale: 'pt-BR' })).toBe('BRL')
  })
})

describe('where the edge places a visitor', () => {
  const request = (cf?: Record<string, unknown>) => new Request('http://localhost/', cf ? { cf } : {})

  it('reads country and time zone from a real edge', () => {
    expect(edgeLocation(request({ country: 'JP', timezone: 'Asia/Tokyo', colo: 'NRT' }))).toEqual({ country: 'JP', timeZone: 'Asia/Tokyo' })
    expect(edgeLocation(request())).toEqual({ country: null, timeZone: null })
  })

  it('knows nothing behind wrangler’s local placeholder', () => {
    const placeholder = { colo: 'DFW', asn: 395747, city: 'Austin', postalCode: '78701', country: 'US', timezone: 'America/Chicago' }
    expect(edgeLocation(request(placeholder))).toEqual({ country: null, timeZone: null })
    expect(edgeLocation(request({ ...placeholder, colo: 'IAH' }))).toEqual({ country: 'US', timeZone: 'America/Chicago' })
  })
})
