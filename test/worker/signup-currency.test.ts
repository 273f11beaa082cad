import { describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, mailedPath, newAccount } from './support/cookie-jar.ts'

/**
 * What `request.cf` holds when wrangler runs the worker locally and has no
 * real location to give (miniflare's fallback): the same Austin address,
 * data centre and time zone for every visitor.
 */
const WRANGLER_PLACEHOLDER = {
  asn: 395747,
  colo: 'DFW',
  city: 'Austin',
  region: 'Texas',
  regionCode: 'TX',
  postalCode: '78701',
  country: 'US',
  continent: 'NA',
  timezone: 'America/Chicago',
  latitude: '30.27130',
  longitude: '-97.74260',
}

/** A real edge's view of a visitor in Tokyo. */
const TOKYO_EDGE = { colo: 'NRT', country: 'JP', city: 'Tokyo', timezone: 'Asia/Tokyo', asn: 2516 }

interface SignUp {
  lang?: string
  acceptLanguage?: string
  /** The browser's time zone, as the form's script sends it. */
  timeZone?: string
  cf?: Record<string, unknown>
}

/** The sign-up form's hidden time-zone field (the one the page's script fills in), as rendered. */
const timeZoneField = (html: string) => /<input[^>]*name="timeZone"[^>]*>/.exec(html)?.[0] ?? ''

/** Signs a new account up through the form and answers the currency it started with. */
async function signupCurrency({ lang = 'en', acceptLanguage, timeZone, cf }: SignUp): Promise<string> {
  const jar = new CookieJar()
  const form: Record<string, string> = { ...newAccount('cur'), ...(timeZone === undefined ? {} : { timeZone }) }
  const res = await jar.fetch(`/${lang}/signup`, { form, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, cf })
  expect(res.status, await res.clone().text()).toBe(200)
  expect((await jar.fetch(await mailedPath(form.email!))).status).toBe(303)
  return (await callApi(jar, 'PATCH', '/api/profile', { useWorkWeek: false })).json.profile.currency
}

describe('a new account’s currency', () => {
  it('comes from the browser’s time zone, which the sign-up page’s script puts in a hidden field', async () => {
    const html = await (await new CookieJar().fetch('/en/signup')).text()
    expect(timeZoneField(html)).toMatch(/^(?=.*type="hidden")(?=.*data-time-zone="")(?=.*value="").*$/)
    const scripts = /<script[^>]*data-src="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(scripts).toMatch(/\/assets\/time-zone-[\w-]+\.js/)
    expect(await signupCurrency({ timeZone: 'America/Sao_Paulo', acceptLanguage: 'de-DE', cf: WRANGLER_PLACEHOLDER })).toBe('BRL')
    expect(await signupCurrency({ timeZone: 'Europe/Zurich', acceptLanguage: 'en-US', cf: TOKYO_EDGE })).toBe('CHF')
    expect(await signupCurrency({ lang: 'de', timeZone: 'Asia/Tokyo' })).toBe('JPY')
  })

  it('keeps the browser’s time zone when the form comes back with an error', async () => {
    const res = await new CookieJar().fetch('/en/signup', {
      form: { username: 'x', email: 'a@example.test', password: '1', timeZone: 'Europe/Warsaw' },
    })
    expect(res.status).toBe(422)
    expect(timeZoneField(await res.text())).toContain('value="Europe/Warsaw"')
  })

  it('without JavaScript comes from a real edge’s time zone', async () => {
    expect(await signupCurrency({ acceptLanguage: 'de-DE', cf: TOKYO_EDGE })).toBe('JPY')
  })

  it('without JavaScript, behind wrangler’s placeholder location, comes from the language’s region', async () => {
    const cases: [SignUp, string][] = [
      [{ acceptLanguage: 'de-DE' }, 'EUR'],
      [{ acceptLanguage: 'pt-BR' }, 'BRL'],
      [{ acceptLanguage: 'en-GB,en;q=0.8' }, 'GBP'],
      [{ acceptLanguage: 'de,de-CH;q=0.9' }, 'CHF'],
      [{ lang: 'pt-BR', acceptLanguage: 'pt' }, 'BRL'],
      [{ lang: 'de', acceptLanguage: 'de' }, 'EUR'],
      [{ lang: 'en', acceptLanguage: 'en' }, 'EUR'],
      [{ lang: 'en' }, 'EUR'],
      [{ acceptLanguage: 'de-DE', timeZone: '' }, 'EUR'],
      [{ acceptLanguage: 'pt-BR', timeZone: 'Mars/Olympus_Mons' }, 'BRL'],
    ]
    for (const [signUp, currency] of cases) {
      expect(await signupCurrency({ ...signUp, cf: WRANGLER_PLACEHOLDER }), JSON.stringify(signUp)).toBe(currency)
    }
  })
})
