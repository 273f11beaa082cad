import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { timing } from 'hono/timing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/env.ts'
import { comparisonCacheKey, forgetCachedPage, guestCacheKey, pageCacheKey, pageEdgeCache } from '../../src/middleware/edge-cache.ts'
import { forgetPage, recalledPage } from '../../src/middleware/page-memory.ts'
import { NONCE_MARK } from '../../src/middleware/cached-page.ts'
import { EDGE_CACHED_PAGES } from '../../src/paths.ts'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'

/** The `cache` metric of a response's Server-Timing header: `hit`, `miss`, or null when the cache was not asked. */
function cacheMetric(res: Response): string | null {
  return /\bcache;desc="(hit|miss)"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? null
}

/**
 * Fetches a guest page until it comes from the cache: the first render is
 * stored after the response is sent (`waitUntil`), so the next request may
 * still be a miss. Returns the first response and the first hit.
 */
async function missThenHit(path: string): Promise<{ miss: Response; hit: Response }> {
  const miss = await get(path)
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await get(path)
    if (cacheMetric(res) === 'hit') return { miss, hit: res }
    await res.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} never came from the cache`)
}

/** The nonce of the response's CSP header, every `nonce="…"` in its HTML, and that of its inline `<style>`. */
async function nonces(res: Response): Promise<{ header: string; inPage: string[]; style: string | undefined }> {
  const header = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  const html = await res.text()
  return {
    header,
    inPage: [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]!),
    style: /<style nonce="([^"]+)"/.exec(html)?.[1],
  }
}

/** Takes the home page in `lang` out of both tiers of the edge cache, which other test files of this worker may have filled. */
const forgetHome = (lang: string) => forgetCachedPage(pageCacheKey(new Request(`http://localhost/${lang}`), env, lang, 'home')!)

describe('guest pages from the edge cache', () => {
  it('serves the second guest from the cache with a fresh nonce that matches its CSP, every script and the inline style', async () => {
    await forgetHome('de')
    const { miss, hit } = await missThenHit('/de')
    expect(cacheMetric(miss)).toBe('miss')
    expect(hit.status).toBe(200)
    const first = await nonces(miss)
    const second = await nonces(hit)
    expect(first.header).not.toBe('')
    expect(second.header).not.toBe('')
    expect(second.header).not.toBe(first.header)
    expect(first.inPage.length).toBeGreaterThan(0)
    expect(new Set(first.inPage)).toEqual(new Set([first.header]))
    expect(second.inPage.length).toBe(first.inPage.length)
    expect(new Set(second.inPage)).toEqual(new Set([second.header]))
    expect(first.style).toBe(first.header)
    expect(second.style).toBe(second.header)
    expect(hit.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'))
  })

  it('keeps the home page, the sample comparison, the sitemaps and the content pages', async () => {
    for (const path of ['/en', '/pt-BR/pricing', '/en/test-shared-comparison', '/sitemap.xml', '/de/sitemap', '/en/terms']) {
      const { hit } = await missThenHit(path)
      expect(hit.status, path).toBe(200)
      expect(hit.headers.get('set-cookie'), path).toBeNull()
      expect(hit.headers.get('content-security-policy'), path).toContain("'nonce-")
    }
  })

  it('never serves or stores a page for a request with a session', async () => {
    await missThenHit('/en/faq')
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/en/faq')
    expect(res.status).toBe(200)
    expect(cacheMetric(res)).toBeNull()
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.text()).toContain('href="/en/dashboard"')
  })

  it('never asks the cache for a signed-in page, a home page with a query, or a write', async () => {
    expect(cacheMetric(await get('/en?mode=price_to_time&price=10&rate=20&currency=EUR'))).toBeNull()
    expect(cacheMetric(await get('/en/login'))).toBeNull()
    expect(cacheMetric(await get('/en/dashboard'))).toBeNull()
    const post = await exports.default.fetch(
      new Request('http://localhost/en/contact', { method: 'POST', headers: { origin: 'http://localhost' }, body: new FormData() }),
    )
    expect(cacheMetric(post)).toBeNull()
  })

  it('never stores a response that sets a cookie, and stores the same page when it sets none, in memory and in the Workers cache', async () => {
    const app = new Hono<AppEnv>().use(timing()).use('/:lang/faq', pageEdgeCache('faq'))
    app.get('/en/faq', (c) => {
      if (c.req.query('cookie')) setCookie(c, 'seen', '1')
      c.header('Cache-Control', 'public, max-age=0, s-maxage=300')
      return c.html('<p>FAQ</p>')
    })
    // A generation of its own, so no page the real worker kept answers here.
    const vars = { ...env, OPERATOR_NAME: `cookie test ${crypto.randomUUID()}` }
    const twice = async (path: string) => {
      const answers: Response[] = []
      for (let i = 0; i < 2; i++) {
        const ctx = createExecutionContext()
        answers.push(await app.fetch(new Request(`http://localhost${path}`), vars, ctx))
        await waitOnExecutionContext(ctx)
      }
      return answers.map(cacheMetric)
    }
    expect(await twice('/en/faq?cookie=1')).toEqual(['miss', 'miss'])
    expect(await twice('/en/faq')).toEqual(['miss', 'hit'])
    // Out of this isolate's memory, the page still comes from the Workers cache.
    forgetPage(guestCacheKey(vars, '/en/faq'))
    expect(await twice('/en/faq')).toEqual(['hit', 'hit'])
  })

  it('keys a page by path, language and query, the home page by the currency the edge guesses', () => {
    const key = (url: string, page: 'home' | 'faq', cf?: { country: string }) =>
      pageCacheKey(new Request(url, cf ? { cf } : {}), env, new URL(url).pathname.split('/')[1]!, page)
    expect(key('http://localhost/en/faq', 'faq')).not.toBe(key('http://localhost/de/faq', 'faq'))
    expect(key('http://localhost/en/faq?x=1', 'faq')).not.toBe(key('http://localhost/en/faq', 'faq'))
    expect(key('http://localhost/en', 'home', { country: 'BR' })).toContain('currency=BRL')
    expect(key('http://localhost/en', 'home', { country: 'US' })).toContain('currency=USD')
    expect(key('http://localhost/en?price=1', 'home')).toBeNull()
    expect(comparisonCacheKey(new Request('http://localhost/en/compare/abcdefghij?x=1'), env, 'en', 'abcdefghij')).toBeNull()
  })

  it('keeps only the pages the page table marks, each under its one path', async () => {
    expect(EDGE_CACHED_PAGES).toEqual(expect.arrayContaining(['home', 'faq', 'pricing', 'testSharedComparison']))
    for (const page of ['contact', 'dashboard', 'login', 'signup', 'goals', 'profile'] as const)
      expect(EDGE_CACHED_PAGES).not.toContain(page)
    for (const path of ['/en/contact', '/en/faq/more', '/%65n/faq']) expect(cacheMetric(await get(path)), path).toBeNull()
    expect(pageCacheKey(new Request('http://localhost/%65n/faq'), env, 'en', 'faq')).toBeNull()
  })

  it('keys the home page by the currency the browser languages give without JavaScript, and every page by the settings it shows', () => {
    const home = (acceptLanguage: string) =>
      pageCacheKey(new Request('http://localhost/en', { headers: { 'accept-language': acceptLanguage } }), env, 'en', 'home')
    expect(home('de-DE,de;q=0.9')).toContain('currency=EUR')
    expect(home('en-US')).toContain('currency=USD')
    const faq = (vars: Partial<typeof env>) => guestCacheKey({ ...env, ...vars }, '/en/faq')
    expect(faq({ OPERATOR_NAME: 'Erika Mustermann' })).not.toBe(faq({}))
    expect(faq({ SITE_URL: 'https://timeprice.example' })).not.toBe(faq({}))
  })

  describe('a shared comparison', () => {
    let owner: CookieJar
    let code: string

    beforeAll(async () => {
      owner = (await signedUpJar()).jar
      const ids = await saveCalculations(owner, COMPARED)
      code = (await callApi(owner, 'POST', '/api/comparisons', { calculationIds: ids })).json.comparison.code
    })

    it('is kept for guests, and deleting it makes its link a 404 at once, in every language', async () => {
      for (const lang of ['en', 'de', 'pt-BR']) {
        const { hit } = await missThenHit(`/${lang}/compare/${code}`)
        expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
      }
      expect((await callApi(owner, 'DELETE', `/api/comparisons/${code}`)).status).toBe(204)
      for (const lang of ['en', 'de', 'pt-BR']) expect((await get(`/${lang}/compare/${code}`)).status).toBe(404)
    })
  })

  it('gives a visitor’s text that reads like the kept page’s nonce mark no nonce: the hit shows the text and holds its nonce only in nonce attributes', async () => {
    const { jar } = await signedUpJar()
    const ids = await saveCalculations(jar, [
      { ...COMPARED[0], title: NONCE_MARK },
      { ...COMPARED[1], title: `nonce="${NONCE_MARK}"` },
    ])
    const code = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids })).json.comparison.code
    const { hit } = await missThenHit(`/en/compare/${code}`)
    const { header } = await nonces(hit.clone())
    const html = await hit.text()
    expect(html.split(header).length - 1).toBe([...html.matchAll(/\snonce="([^"]+)"/g)].length)
    expect(visibleText(html)).toContain(`${NONCE_MARK} `)
    expect(visibleText(html)).toContain(`nonce="${NONCE_MARK}"`)
  })

  describe('a comparison’s one spelling', () => {
    let owner: CookieJar
    let code: string
    /** A character percent-encoded, as some mail and chat programs rewrite a link. */
    const encoded = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`
    /** Other spellings of the same page: an encoded letter of the code or of the language. */
    const respellings = () => [
      `/en/compare/${encoded(code[0]!)}${code.slice(1)}`,
      `/%65n/compare/${code}`,
      `/de/compare/${code.slice(0, -1)}${encoded(code.at(-1)!).toLowerCase()}`,
    ]

    beforeAll(async () => {
      owner = (await signedUpJar()).jar
      const ids = await saveCalculations(owner, COMPARED.slice(0, 2))
      code = (await callApi(owner, 'POST', '/api/comparisons', { calculationIds: ids })).json.comparison.code
    })

    it('redirects another spelling of a code to its one path, relative, and never caches it', async () => {
      for (const path of respellings()) {
        const lang = path.startsWith('/de') ? 'de' : 'en'
        expect(comparisonCacheKey(new Request(`http://localhost${path}`), env, lang, code), path).toBeNull()
        for (let visit = 0; visit < 2; visit++) {
          const res = await get(path, {}, 'http://evil.example')
          expect(res.status, path).toBe(301)
          expect(cacheMetric(res), path).toBeNull()
          expect(res.headers.get('location'), path).toBe(`/${path.startsWith('/de') ? 'de' : 'en'}/compare/${code}`)
        }
      }
      const res = await get(`/en/compare/${encoded(code[0]!)}${code.slice(1)}?ref=mail`)
      expect(res.headers.get('location')).toBe(`/en/compare/${code}?ref=mail`)
    })

    it('answers a code in another case or with characters after it with the 404 page, never a copy', async () => {
      const other = code.replace(/[a-z]/, (letter) => letter.toUpperCase())
      for (const path of [`/en/compare/${other === code ? code.toLowerCase() : other}`, `/en/compare/${code}x`, `/en/compare/${code}%20`]) {
        expect((await get(path)).status, path).toBe(404)
      }
    })

    it('purges its page in every language from memory and the Workers cache, so no spelling serves it after a delete', async () => {
      const keys = ['en', 'de', 'pt-BR'].map((lang) =>
        comparisonCacheKey(new Request(`http://localhost/${lang}/compare/${code}`), env, lang, code)!,
      )
      for (const lang of ['en', 'de', 'pt-BR']) await missThenHit(`/${lang}/compare/${code}`)
      for (const key of keys) expect(await caches.default.match(key), key).toBeDefined()
      expect((await callApi(owner, 'DELETE', `/api/comparisons/${code}`)).status).toBe(204)
      for (const key of keys) {
        expect(recalledPage(key), key).toBeUndefined()
        expect(await caches.default.match(key), key).toBeUndefined()
      }
      for (const lang of ['en', 'de', 'pt-BR']) expect((await get(`/${lang}/compare/${code}`)).status).toBe(404)
      for (const path of respellings()) {
        const res = await get(path)
        expect([301, 404], path).toContain(res.status)
        if (res.status === 301) expect((await get(res.headers.get('location')!)).status, path).toBe(404)
      }
    })
  })
})
