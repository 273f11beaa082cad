import type { Product } from '../lib/schemas/product.ts'

/**
 * Products read in the last few minutes, kept in the Workers cache
 * (`caches.default`, as the guest pages are) by the link as it was asked
 * for, so a link many people paste is fetched from the shop once in that
 * time. Only products are kept; a page that named none is asked again.
 */

/** How long a product is kept, in seconds. */
export const PRODUCT_CACHE_SECONDS = 300

/** Where a link's product lives in the cache. */
const keyOf = (link: URL) => `https://product-cache.invalid/${encodeURIComponent(link.href)}`

/** The product kept for a link, if any (a cache that fails counts as empty). */
export async function keptProduct(link: URL): Promise<Product | undefined> {
  const found = await caches.default.match(keyOf(link)).catch(() => undefined)
  return found ? ((await found.json()) as { product: Product }).product : undefined
}

/** Keeps a link's product for `PRODUCT_CACHE_SECONDS`. */
export function keepProduct(link: URL, product: Product): Promise<void> {
  const response = Response.json({ product }, { headers: { 'Cache-Control': `public, max-age=${PRODUCT_CACHE_SECONDS}` } })
  return caches.default.put(keyOf(link), response).catch(() => undefined)
}
