import { describe, expect, it } from 'vitest'
import { get, GUEST_ROUTES, LANGS, MEMBER_ROUTES, OPEN_ROUTES } from './support/fetch.ts'

describe.each(LANGS)('pages in %s', (lang) => {
  it.each([...OPEN_ROUTES, ...GUEST_ROUTES])(`/${lang}%s answers 200 with lang, canonical and alternates`, async (route) => {
    const res = await get(`/${lang}${route}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain(`<html lang="${lang}">`)
    expect(html).toContain(`<link rel="canonical" href="http://localhost/${lang}${route}"/>`)
    for (const alt of LANGS) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${alt}" href="http://localhost/${alt}${route}"/>`)
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost/en${route}"/>`)
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
  })

  it.each(MEMBER_ROUTES)(`/${lang}%s sends a guest to the login with next`, async (route) => {
    const res = await get(`/${lang}${route}?tab=1`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/${lang}/login?next=${encodeURIComponent(`/${lang}${route}?tab=1`)}`)
  })

  it('answers a well-formed but unknown comparison code with the page-not-found variant', async () => {
    const res = await get(`/${lang}/compare/abcDEF1234`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(`Page not found: /${lang}/compare/abcDEF1234`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it.each(['short', 'abcDEF12345', 'abc-EF1234', 'abcDEF123%C3%A9'])('rejects the malformed code %s with the full path', async (code) => {
    const res = await get(`/${lang}/compare/${code}?ref=x`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(`Page Not Found: /${lang}/compare/${code}?ref=x`)
  })
})

describe('language-less and unknown routes', () => {
  it('marks the sample comparison noindex', async () => {
    const html = await (await get('/en/test-shared-comparison')).text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('shows the not-found message for an unmatched route, in the language of its prefix', async () => {
    const res = await get('/de/gibt-es-nicht')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Page not found: /de/gibt-es-nicht')
    expect(html).toContain('Seite nicht gefunden')
  })

  it('links the not-found page of a path outside the language folders to that whole path, in every language', async () => {
    const res = await get('/nope/x', { 'accept-language': 'de' })
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toMatch(/<meta property="og:url" content="[^"]*\/de\/nope\/x"/)
    expect(html).toContain('next=%2Fpt-BR%2Fnope%2Fx')
    expect(html).not.toContain('depe')
  })

  it('answers an unknown language prefix with the 404 page', async () => {
    const res = await get('/fr/faq')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found: /fr/faq')
  })

  it('titles the English 404 page "Page Not Found"', async () => {
    const html = await (await get('/en/nope')).text()
    expect(html).toContain('<title>Page Not Found</title>')
  })
})
