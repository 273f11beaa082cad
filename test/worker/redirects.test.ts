import { describe, expect, it } from 'vitest'
import { get } from './support/fetch.ts'

describe('bare /', () => {
  it('prefers the i18n_redirected cookie', async () => {
    const res = await get('/', { cookie: 'i18n_redirected=pt-BR', 'accept-language': 'de' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/pt-BR')
  })

  it('ignores a cookie that is not one of the three languages', async () => {
    const res = await get('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'de-DE,de;q=0.9' })
    expect(res.headers.get('location')).toBe('/de')
  })

  it('sends a .de host to /de', async () => {
    const res = await get('/', { 'accept-language': 'pt-BR' }, 'http://timeprice.de')
    expect(res.headers.get('location')).toBe('/de')
  })

  it.each([
    ['pt-PT,pt;q=0.9', '/pt-BR'],
    ['pt', '/pt-BR'],
    ['de-AT,de;q=0.8,en;q=0.5', '/de'],
    ['fr-FR,fr;q=0.9,de;q=0.7,en;q=0.3', '/de'],
    ['en-GB', '/en'],
    ['fr-FR', '/en'],
    ['', '/en'],
    ['garbage;;;q=abc', '/en'],
  ])('matches Accept-Language %j to %s', async (acceptLanguage, location) => {
    const res = await get('/', acceptLanguage ? { 'accept-language': acceptLanguage } : {})
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(location)
  })

  it('stores the choice in i18n_redirected for 365 days', async () => {
    const res = await get('/', { 'accept-language': 'de' })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^i18n_redirected=de;/)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('marks the language cookie Secure on every host but loopback, whatever the scheme a proxy speaks', async () => {
    const cookieAt = async (origin: string) => (await get('/', { 'accept-language': 'de' }, origin)).headers.get('set-cookie') ?? ''
    expect(await cookieAt('http://timeprice.example')).toContain('Secure')
    expect(await cookieAt('https://timeprice.example')).toContain('Secure')
    expect(await cookieAt('http://localhost')).not.toContain('Secure')
  })
})

describe('trailing slash', () => {
  it.each(['/en/', '/de/faq/', '/pt-BR/pricing/?a=1'])('%s goes 301 to the path without it', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(path.replace(/\/(\?|$)/, '$1'))
  })
})

describe('known routes without a language', () => {
  it.each([
    ['/faq', '/de/faq'],
    ['/pricing', '/de/pricing'],
    ['/dashboard', '/de/dashboard'],
    ['/test-shared-comparison', '/de/test-shared-comparison'],
  ])('%s goes to %s for a German visitor', async (path, location) => {
    const res = await get(path, { 'accept-language': 'de' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(location)
  })
})

describe('route manifest', () => {
  it('sends /imprint to the Impressum in the visitor language', async () => {
    const res = await get('/imprint', { cookie: 'i18n_redirected=pt-BR' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/pt-BR/impressum')
  })

  it('keeps the language of a prefixed rule', async () => {
    const res = await get('/de/imprint')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/de/impressum')
  })

  it('follows an external rule', async () => {
    const res = await get('/source')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^https:\/\//)
  })
})

describe('language switcher target', () => {
  it('stores the language and goes to the same page in it', async () => {
    const res = await get('/language/de?next=%2Fde%2Ffaq')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/de/faq')
    expect(res.headers.get('set-cookie')).toMatch(/^i18n_redirected=de;/)
  })

  it.each(['https://evil.example/de', '//evil.example/de', '/\\evil.example', '/en/faq'])(
    'never leaves the site or the chosen language for next=%s',
    async (next) => {
      const res = await get(`/language/de?next=${encodeURIComponent(next)}`)
      expect(res.headers.get('location')).toBe('/de')
    },
  )
})

describe('a forged Host or X-Forwarded-Host never shows in a Location', () => {
  const forged = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }
  const SITE = 'http://localhost'

  /** The request as a proxy that trusted the forged headers would pass it on. */
  const viaEvilHost = (path: string, headers: Record<string, string> = {}) => get(path, { ...forged, ...headers }, 'http://evil.test')

  /** A Location stays on the site when it is a path (not `//host`) or starts with SITE_URL. */
  const onSite = (location: string | null) => /^\/(?![/\\])/.test(location ?? '') || (location ?? '').startsWith(`${SITE}/`)

  it.each([
    ['/en/faq/', '/en/faq'],
    ['/de/pricing/?a=1&b=2', '/de/pricing?a=1&b=2'],
    ['/en/', '/en'],
    ['//evil.test/', '/evil.test'],
    ['/?a=1', '/de?a=1'],
    ['/faq?a=1', '/de/faq?a=1'],
    ['/imprint?a=1', '/de/impressum?a=1'],
    ['/pt-BR/register?next=%2Fpt-BR%2Fgoals', '/pt-BR/signup?next=%2Fpt-BR%2Fgoals'],
    ['/language/de?next=%2Fde%2Ffaq%3Fa%3D1', '/de/faq?a=1'],
    ['/en/dashboard?shown=40', '/en/login?next=%2Fen%2Fdashboard%3Fshown%3D40'],
    ['/en/auth/callback?type=recovery&token_hash=spent', '/en/reset-password?expired=1'],
  ])('GET %s goes to %s', async (path, location) => {
    const res = await viaEvilHost(path, { 'accept-language': 'de' })
    expect(res.status).toBeGreaterThanOrEqual(301)
    expect(res.status).toBeLessThanOrEqual(308)
    expect(res.headers.get('location')).toBe(location)
    expect(onSite(res.headers.get('location'))).toBe(true)
  })

  it('takes the language switch’s shown query only from a Referer on SITE_URL', async () => {
    const next = encodeURIComponent('/de')
    const fromEvil = await viaEvilHost(`/language/de?next=${next}`, { referer: 'http://evil.test/en?price=1200' })
    expect(fromEvil.headers.get('location')).toBe('/de')
    const fromSite = await viaEvilHost(`/language/de?next=${next}`, { referer: `${SITE}/en?price=1200` })
    expect(fromSite.headers.get('location')).toBe('/de?price=1200')
  })

  it('keeps an external rule of the route manifest as it is written', async () => {
    const res = await viaEvilHost('/source?a=1')
    expect(res.headers.get('location')).toBe('https://github.com/timeprice/timeprice')
  })
})
