import * as v from 'valibot'
import { isFetchableLink, productLinkOf } from '../lib/product/product-link.ts'
import { productSources } from '../lib/product/structured-data.ts'
import { productSchema, type Product } from '../lib/schemas/product.ts'
import { pageParts } from './page-parts.ts'
import { keepReading, keptReading } from './product-cache.ts'
import { fetchShopPage, limitedBody, PAGE_DEADLINE_MS, PageRefused, type PageRefusal } from './shop-page.ts'

/** Why no product came of a link: no http(s) link without credentials, or see `PageRefusal` (`unreadable`: no page, or none that names a product). */
export type ProductRefusal = 'badLink' | PageRefusal

/** A link read: its product, or why there is none. */
export type ProductReading = { ok: true; product: Product } | { ok: false; reason: ProductRefusal }

/** What reading a link needs from the deployment: `PRODUCT_FETCH_ALLOW_LOCAL` and its own address for the User-Agent. */
export type ProductReaderEnv = Pick<Env, 'SITE_URL'> & { PRODUCT_FETCH_ALLOW_LOCAL?: string }

/** The first source of the page (JSON-LD, Open Graph, microdata) that names a whole product, checked by `productSchema`. */
function productOfPage(parts: Parameters<typeof productSources>[0], url: URL): Product | undefined {
  for (const source of productSources(parts)) {
    const image = typeof source.image === 'string' && URL.canParse(source.image, url.href) ? new URL(source.image, url).href : undefined
    const checked = v.safeParse(productSchema, { ...source, image, url: url.href })
    if (checked.success) return checked.output
  }
  return undefined
}

/** Fetches and reads a page within `PAGE_DEADLINE_MS`, or says why not. */
async function readPage(link: URL, env: ProductReaderEnv): Promise<Product> {
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), PAGE_DEADLINE_MS)
  const timedOut = new Promise<never>((_, reject) =>
    deadline.signal.addEventListener('abort', () => reject(new PageRefused('timeout')), { once: true }),
  )
  const read = async () => {
    const allowLocal = env.PRODUCT_FETCH_ALLOW_LOCAL === '1'
    const { response, url } = await fetchShopPage(link, { allowLocal, siteUrl: env.SITE_URL, signal: deadline.signal })
    if (!response.body) throw new PageRefused('unreadable')
    const limited = limitedBody(response.body)
    const parts = await pageParts(limited.body)
    if (limited.tooLarge()) throw new PageRefused('tooLarge')
    const product = productOfPage(parts, url)
    if (!product) throw new PageRefused('unreadable')
    return product
  }
  try {
    return await Promise.race([read(), timedOut])
  } finally {
    clearTimeout(timer)
    deadline.abort()
  }
}

/**
 * Reads the product a link shows: refuses what is no http(s) link without
 * credentials and what this deployment may not fetch (see
 * `isFetchableLink`), answers from the cache when the link was read in the
 * last minutes (or its shop timed out in the last seconds), else fetches
 * the page (`fetchShopPage`) and reads its structured data; a product found
 * is kept for the next minutes, a timeout for the next seconds.
 */
export async function readProduct(
  text: string,
  env: ProductReaderEnv,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<ProductReading> {
  const link = productLinkOf(text)
  if (!link) return { ok: false, reason: 'badLink' }
  if (!isFetchableLink(link, env.PRODUCT_FETCH_ALLOW_LOCAL === '1')) return { ok: false, reason: 'forbidden' }
  const kept = await keptReading(link)
  if (kept) return 'product' in kept ? { ok: true, product: kept.product } : { ok: false, reason: 'timeout' }
  try {
    const product = await readPage(link, env)
    waitUntil(keepReading(link, { product }))
    return { ok: true, product }
  } catch (error) {
    if (error instanceof PageRefused) {
      if (error.reason === 'timeout') waitUntil(keepReading(link, { timedOut: true }))
      return { ok: false, reason: error.reason }
    }
    console.warn('product page unreadable:', error)
    return { ok: false, reason: 'unreadable' }
  }
}
