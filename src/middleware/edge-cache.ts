import type { Context, MiddlewareHandler } from 'hono'
import { setMetric } from 'hono/timing'
import type { AppEnv } from '../env.ts'
import { LOCALES } from '../i18n/locales.ts'
import { requestCurrencySignals } from '../lib/request-currency.ts'
import { pickStartCurrency } from '../lib/start-currency.ts'
import { comparisonPath, pagePath, type PageKey } from '../paths.ts'
import { hasSessionCookie } from '../supabase/session-cookies.ts'
import { currentBuild } from '../views/islands.ts'
import { cachedPageFrom, pageFromStore, pageText, storedResponse } from './cached-page.ts'
import { forgetPage, recalledPage, rememberPage } from './page-memory.ts'

/** The settings a public page shows (its own address, the Impressum's operator): a change makes every page new. */
const PAGE_SETTINGS = ['SITE_URL', 'OPERATOR_NAME', 'OPERATOR_ADDRESS'] as const

type PageSettings = Pick<Env, (typeof PAGE_SETTINGS)[number]>

/** The last settings seen and their generation: an isolate's settings do not change between requests. */
let lastGeneration = { settings: '', generation: '' }

/**
 * What names one version of the public pages: the build (new assets, new
 * markup) and the settings they show, as a short FNV-1a hash.
 */
function generationOf(env: PageSettings): string {
  const settings = PAGE_SETTINGS.map((name) => env[name]).join('\u0000')
  if (lastGeneration.settings === settings && lastGeneration.generation) return lastGeneration.generation
  let hash = 0x811c9dc5
  for (const char of settings) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  lastGeneration = { settings, generation: `${currentBuild.id}-${(hash >>> 0).toString(36)}` }
  return lastGeneration.generation
}

/**
 * Where a guest page lives in the Workers cache (the URL of its key): the
 * generation of the public pages, then the page's one path and what else
 * changes its bytes (its query; the home page's start currency).
 * @example guestCacheKey(env, '/en/faq')
 */
export function guestCacheKey(env: PageSettings, page: string): string {
  return `https://edge-cache.invalid/${generationOf(env)}${page}`
}

/**
 * The key of a page of the table for a guest's request, or null when the
 * request spells the page otherwise than its one path (`/%65n/faq`). The
 * home page is kept only without a query (with one, it renders a
 * calculation), by the start currency the edge guesses; any other page by
 * its query.
 */
export function pageCacheKey(request: Request, env: PageSettings, locale: string, key: PageKey): string | null {
  const url = new URL(request.url)
  const path = pagePath(locale, key)
  if (url.pathname !== path) return null
  if (key !== 'home') return guestCacheKey(env, `${path}${url.search}`)
  if (url.search) return null
  return guestCacheKey(env, `${path}?currency=${pickStartCurrency(requestCurrencySignals(request))}`)
}

/**
 * The key of a shared comparison for a guest's request: only without a
 * query and under its one spelling (`comparisonPath`), the key its delete
 * purges; null for any other spelling, which the route redirects.
 */
export function comparisonCacheKey(request: Request, env: PageSettings, locale: string, code: string): string | null {
  const url = new URL(request.url)
  const path = comparisonPath(locale, code)
  return url.pathname === path && !url.search ? guestCacheKey(env, path) : null
}

/** Whether a rendered response may be kept for every guest: a public 200 that sets no cookie. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return response.status === 200 && !response.headers.has('Set-Cookie') && /\bpublic\b/.test(cacheControl)
}

/** A guest page's key, read from the request the router matched; null when this request is not kept. */
type CacheKeyOf = (c: Context<AppEnv>) => string | null

/**
 * Serves a guest's GET of a page every guest sees alike from the Workers
 * cache after its first render; the isolate that rendered it also keeps it
 * in memory, in front of the cache, for as long as the cache would. A
 * request with a session cookie never reads or fills it, and a response that
 * sets a cookie or is not `public` is never kept. A kept page holds a mark
 * where its render's CSP nonce stood (`cached-page.ts`), and every response
 * gets its own nonce there; `Server-Timing` says `cache;desc="hit"` or
 * `"miss"`. Mounted in `src/worker.ts` at each page it keeps (`edgeCached`
 * in the page table, shared comparisons, `/sitemap.xml`).
 */
export function edgeCache(keyOf: CacheKeyOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.method === 'GET' && !hasSessionCookie(c) ? keyOf(c) : null
    if (!key) return next()
    const nonce = c.get('secureHeadersNonce')
    const stored = recalledPage(key) ?? (await caches.default.match(key).then((found) => found && pageFromStore(found)))
    if (stored) {
      setMetric(c, 'cache', 'hit')
      return c.body(pageText(stored, nonce), { status: stored.status, headers: stored.headers })
    }
    setMetric(c, 'cache', 'miss')
    await next()
    if (!isStorable(c.res)) return
    // Read once, not teed: a guest's page has no Suspense boundary, so React writes it in one go anyway.
    const rendered = c.res
    const text = await rendered.text()
    const page = cachedPageFrom(rendered, text, nonce)
    rememberPage(key, page)
    c.executionCtx.waitUntil(caches.default.put(key, storedResponse(page)))
    const headers = new Headers(rendered.headers)
    headers.delete('transfer-encoding')
    // Cleared first, so that Hono takes the response as it is instead of copying it to merge the spent one's headers in.
    c.res = undefined
    c.res = new Response(text, { status: rendered.status, headers })
  }
}

/** The edge cache of a page of the table (mounted at `/:lang` + its path). */
export const pageEdgeCache = (key: PageKey) => edgeCache((c) => pageCacheKey(c.req.raw, c.env, c.req.param('lang') ?? '', key))

/** The edge cache of a shared comparison (mounted at `/:lang/compare/:code`). */
export const comparisonEdgeCache = edgeCache((c) =>
  comparisonCacheKey(c.req.raw, c.env, c.req.param('lang') ?? '', c.req.param('code') ?? ''),
)

/** The edge cache of `/sitemap.xml`, by its query. */
export const sitemapEdgeCache = edgeCache((c) => {
  const url = new URL(c.req.url)
  return guestCacheKey(c.env, `${url.pathname}${url.search}`)
})

/** Removes the page kept under `key` from both tiers: this isolate's memory and this location's cache. */
export async function forgetCachedPage(key: string): Promise<void> {
  forgetPage(key)
  await caches.default.delete(key)
}

/**
 * Removes a deleted comparison's pages (every language) from this location's
 * cache and this isolate's memory at once, so its link is a 404 on the next
 * request; other isolates keep theirs no longer than the cache would (60 s).
 */
export async function purgeComparisonPages(c: Context<AppEnv>, code: string): Promise<void> {
  await Promise.all(LOCALES.map((locale) => forgetCachedPage(guestCacheKey(c.env, comparisonPath(locale, code)))))
}
