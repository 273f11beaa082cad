import { describe, expect, it } from 'vitest'
import { get, LANGS } from './support/fetch.ts'

const INDEXABLE = ['', '/contact', '/faq', '/impressum', '/pricing', '/privacy', '/sitemap', '/terms']

function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => [l, h]),
    ),
  }))
}

describe('/sitemap.xml', () => {
  it('is XML listing every indexable page in every language with alternates', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    const urls = parseUrls(xml)
    const expected = LANGS.flatMap((lang) => INDEXABLE.map((route) => `http://localhost/${lang}${route}`))
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort())
    for (const url of urls) {
      const route = url.loc!.replace(/^http:\/\/localhost\/(en|de|pt-BR)/, '')
      expect(url.alternates).toEqual({
        en: `http://localhost/en${route}`,
        de: `http://localhost/de${route}`,
        'pt-BR': `http://localhost/pt-BR${route}`,
        'x-default': `http://localhost/en${route}`,
      })
    }
  })

  it('lists every URL that answers 200', async () => {
    const urls = parseUrls(await (await get('/sitemap.xml')).text())
    for (const { loc } of urls) expect((await get(new URL(loc!).pathname)).status).toBe(200)
  })

  it.each(['dashboard', 'goals', 'profile', 'login', 'signup', 'test-shared-comparison', 'compare'])('leaves out %s', async (route) => {
    expect(await (await get('/sitemap.xml')).text()).not.toContain(`/${route}<`)
  })
})
