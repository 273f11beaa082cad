import type { Context, MiddlewareHandler } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../env.ts'
import { isLocale, LOCALES } from '../i18n/locales.ts'
import { isComparisonCode } from '../lib/comparison-code.ts'
import { requestCurrencySignals } from '../lib/request-currency.ts'
import { pickStartCurrency } from '../lib/start-currency.ts'
import { comparisonPath, PAGES, pageUnder, STEPS } from '../paths.ts'
import { hasSessionCookie } from '../supabase/session-cookies.ts'
import { currentBuild } from '../views/islands.ts'
import { cachedPageFrom, pageBody, pageFromStore, storedResponse, type CachedPage } from './cached-page.ts'
import { forgetPage, recalledPage, rememberPage } from './page-memory.ts'

/** The settings a public page shows (its own address, the Impressum's operator): a change makes every page new. */
const PAGE_SETTINGS = ['SITE_URL', 'OPERATOR_NAME', 'OPERATOR_ADDRESS'] as const

/** The last settings seen and their generation: an isolate's settings do not change between requests. */
let lastGeneration = { settings: '', generation: '' }

/**
 * What names one version of the public pages: the build (new assets, new
 * markup) and the settings they show, as a short FNV-1a hash.
 */
function generationOf(env: Pick<Env, (typeof PAGE_SETTINGS)[number]>): string {
  const settings = PAGE_SETTINGS.map((name) => env[name]).join('\u0000')
  if (lastGeneration.settings === settings && lastGeneration.generation) return lastGeneration.generation
  let hash = 0x811c9dc5
  for (const char of settings) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  lastGeneration = { settings, generation: `${currentBuild.id}-${(hash >>> 0).toString(36)}` }
  return lastGeneration.generation
}

/**
 * Where a guest's page lives in the Workers cache (the URL of its key), or null when the page is not
 * one every guest sees alike. The key holds what changes the bytes: the build
 * and the settings pages show, the path with its language, the query, and for the
 * home page the start currency the edge guesses. The home page and shared
 * comparisons are cached only without a query (with one, home renders a
 * calculation), and a comparison only under its one spelling
 * (`comparisonPath`): those are the keys its delete purges.
 */
export function guestCacheKey(request: Request, env: Pick<Env, (typeof PAGE_SETTINGS)[number]>): string | null {
  const url = new URL(request.url)
  const generation = `https://edge-cache.invalid/${generationOf(env)}`
  if (url.pathname === '/sitemap.xml') return `${generation}${url.pathname}${url.search}`
  const [, lang, ...rest] = url.pathname.split('/')
  if (!isLocale(lang)) return null
  const subpath = rest.length ? `/${rest.join('/')}` : ''
  if (subpath.startsWith(`${STEPS.compare}/`)) {
    const [, code] = rest
    return !url.search && isComparisonCode(code) && url.pathname === comparisonPath(lang, code) ? `${generation}${url.pathname}` : null
  }
  const page = pageUnder(subpath)
  if (!page || !PAGES[page].edgeCached || PAGES[page].path !== subpath) return null
  if (page !== 'home') return `${generation}${url.pathname}${url.search}`
  if (url.search) return null
  return `${generation}${url.pathname}?currency=${pickStartCurrency(requestCurrencySignals(request))}`
}

/** Whether a rendered response may be kept for every guest: a public 200 that sets no cookie. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return response.status === 200 && !response.headers.has('Set-Cookie') && /\bpublic\b/.test(cacheControl)
}

/** A page from the Workers cache, kept in this isolate's memory from then on. */
async function fromWorkersCache(key: string): Promise<CachedPage | null> {
  const stored = await caches.default.match(key)
  const page = stored ? await pageFromStore(stored) : null
  if (page) rememberPage(key, page)
  return page
}

/**
 * Serves a guest's GET of a page every guest sees alike (the page table's
 * `edgeCached` pages, shared comparisons, `/sitemap.xml`) from the Workers
 * cache after its first render, with this isolate's memory in front of it
 * for as long as the cache would keep the page. The first guest gets the
 * bytes that are kept, read in one piece. A request with a session
 * cookie never reads or fills it, and a response that sets a cookie or is not
 * `public` is never kept. Each hit gets this request's CSP nonce written
 * into a copy of the cached bytes where the render's nonce stood, and
 * `Server-Timing` says `cache;desc="hit"` or `"miss"`.
 */
export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.method === 'GET' && !hasSessionCookie(c) ? guestCacheKey(c.req.raw, c.env) : null
  if (!key) return next()
  const nonce = c.get('secureHeadersNonce')
  const kept = recalledPage(key) ?? (await fromWorkersCache(key))
  const body = kept && pageBody(kept, nonce)
  if (body) {
    setMetric(c, 'cache', 'hit')
    return c.body(body, { status: kept.status, headers: kept.headers })
  }
  setMetric(c, 'cache', 'miss')
  await next()
  if (!isStorable(c.res)) return
  // Read once, not teed: a guest's page has no Suspense boundary, so React writes it in one go anyway.
  const rendered = c.res
  const page = await cachedPageFrom(rendered, nonce)
  rememberPage(key, page)
  c.executionCtx.waitUntil(caches.default.put(key, storedResponse(page)))
  const headers = new Headers(rendered.headers)
  headers.delete('transfer-encoding')
  // Cleared first, so that Hono takes the response as it is instead of copying it to merge the spent one's headers in.
  c.res = undefined
  c.res = new Response(page.body, { status: page.status, headers })
}

/**
 * Removes a deleted comparison's pages (every language) from this location's
 * cache and this isolate's memory at once, so its link is a 404 on the next
 * request; other isolates keep theirs no longer than the cache would (60 s).
 */
export async function purgeComparisonPages(c: Context<AppEnv>, code: string): Promise<void> {
  const origin = new URL(c.req.url).origin
  await Promise.all(
    LOCALES.map((locale) => {
      const key = guestCacheKey(new Request(`${origin}${comparisonPath(locale, code)}`), c.env)
      if (!key) return false
      forgetPage(key)
      return caches.default.delete(key)
    }),
  )
}
