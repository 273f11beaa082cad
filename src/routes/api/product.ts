import { Hono } from 'hono/tiny'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import type { Key } from '../../i18n/translator.ts'
import { productRateLimit } from '../../middleware/rate-limit.ts'
import { productLinkOf } from '../../lib/product/product-link.ts'
import { readProduct, type ProductRefusal } from '../../product/read-product.ts'
import { apiError, type ApiErrorCode } from './json-error.ts'
import { validQuery } from './json-validator.ts'

/** `?url=`: one http(s) link without credentials. */
const productQuerySchema = v.object({
  url: v.pipe(
    v.string(),
    v.check((text) => productLinkOf(text) !== undefined),
  ),
})

/** Each refusal's answer: status, code and the catalogue's sentence. */
export const PRODUCT_REFUSALS: Record<ProductRefusal, { status: 400 | 413 | 422 | 504; code: ApiErrorCode; message: Key }> = {
  badLink: { status: 400, code: 'bad_url', message: 'calculator.link.errors.badLink' },
  forbidden: { status: 400, code: 'bad_url', message: 'calculator.link.errors.forbidden' },
  unreachable: { status: 422, code: 'no_product', message: 'calculator.link.errors.unreachable' },
  noPage: { status: 422, code: 'no_product', message: 'calculator.link.errors.noPage' },
  unreadable: { status: 422, code: 'no_product', message: 'calculator.link.errors.unreadable' },
  tooLarge: { status: 413, code: 'too_large', message: 'calculator.link.errors.tooLarge' },
  timeout: { status: 504, code: 'timeout', message: 'calculator.link.errors.timeout' },
}

/** A refused link, named at `url`. */
function refused(c: Context<AppEnv>, reason: ProductRefusal) {
  const { status, code, message } = PRODUCT_REFUSALS[reason]
  const text = c.get('t')(message)
  return apiError(c, status, code, { url: text }, text)
}

/**
 * `GET /api/product?url=…`: the product a shop's page shows, for guests and
 * users alike: 200 `{ product: { title, price, currency, url, image? } }`,
 * 400 `bad_url` for no http(s) link, one with credentials or one this
 * deployment may not fetch, 422 `no_product` when the page names none, 413
 * past 2 MB, 504 after 5 s, 429 over the limit (per user or guest, and per
 * client).
 */
export const productApi = new Hono<AppEnv>().get(
  '/',
  productRateLimit((c) => apiError(c, 429, 'rate_limited')),
  validQuery(productQuerySchema, (c) => refused(c, 'badLink')),
  async (c) => {
    const reading = await readProduct(c.req.valid('query').url, c.env, (promise) => c.executionCtx.waitUntil(promise))
    return reading.ok ? c.json({ product: reading.product }, 200) : refused(c, reading.reason)
  },
)
