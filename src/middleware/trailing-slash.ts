import type { MiddlewareHandler } from 'hono'

/**
 * A GET or HEAD of a path ending in `/` (but `/` itself) goes 301 to the
 * same path without it, query kept. The Location is a path, never an
 * absolute URL built from the request (whose host is the `Host` header
 * anyone can forge; Hono's `trimTrailingSlash` builds one and has no option
 * not to), and leading slashes fold into one, so `//host/` cannot become
 * the off-site `//host`.
 *
 * @example GET /de/faq/?a=1 → 301 Location: /de/faq?a=1
 */
export const trimTrailingSlash: MiddlewareHandler = async (c, next) => {
  const { method, path } = c.req
  if ((method !== 'GET' && method !== 'HEAD') || path === '/' || !path.endsWith('/')) return next()
  const url = new URL(c.req.url)
  const trimmed = url.pathname.replace(/^\/+/, '/').replace(/\/+$/, '') || '/'
  return c.redirect(trimmed + url.search, 301)
}
