import type { Product } from '../lib/schemas/product.ts'

/**
 * Links read in the last few minutes, kept in the Workers cache
 * (`caches.default`, as the guest pages are) by the link as it was asked
 * for: a product, so a link many people paste is fetched from the shop once
 * in that time, and a shop that did not answer in time, so the browser's
 * one retry of that 504 (or a second press) answers at once instead of
 * waiting out the deadline again. A page that named no product is asked again.
 */

/** How long a product is kept, in seconds. */
export const PRODUCT_CACHE_SECONDS = 300

/** How long a link whose shop did not answer in time is not asked again, in seconds. */
export const TIMEOUT_CACHE_SECONDS = 30

/** What is kept for a link: its product, or that its shop did not answer in time. */
export type KeptReading = { product: Product } | { timedOut: true }

/** Where a link's reading lives in the cache. */
const keyOf = (link: URL) => `https://product-cache.invalid/${encodeURIComponent(link.href)}`

/** What is kept for a link, if anything (a cache that fails counts as empty). */
export async function keptReading(link: URL): Promise<KeptReading | undefined> {
  const found = await caches.default.match(keyOf(link)).catch(() => undefined)
  return found ? ((await found.json()) as KeptReading) : undefined
}

/** Keeps a link's product for `PRODUCT_CACHE_SECONDS`, or that its shop timed out for `TIMEOUT_CACHE_SECONDS`. */
export function keepReading(link: URL, reading: KeptReading): Promise<void> {
  const seconds = 'product' in reading ? PRODUCT_CACHE_SECONDS : TIMEOUT_CACHE_SECONDS
  const response = Response.json(reading, { headers: { 'Cache-Control': `public, max-age=${seconds}` } })
  return caches.default.put(keyOf(link), response).catch(() => undefined)
}
