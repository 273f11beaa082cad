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
})

describe('trailing slash', () => {
  it.each(['/en/', '/de/faq/', '/pt-BR/pricing/?a=1'])('%s goes 301 to the path without it', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    const location = new URL(res.headers.get('location') ?? '')
    expect(location.pathname + location.search).toBe(path.replace(/\/(\?|$)/, '$1'))
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
