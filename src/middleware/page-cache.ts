import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/** Cache header for a page every guest sees the same way: a CDN may keep it briefly. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60'

/** Cache header for a shared comparison a guest sees: its owner may delete it, so shared caches keep it a minute at most. */
export const COMPARISON_CACHE = 'public, max-age=0, s-maxage=60'

/**
 * Gives a page that said nothing about caching a default: shared briefly for
 * a guest, never stored for a signed-in user (the header shows who it is).
 */
export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
    c.header('Cache-Control', c.get('user') ? 'private, no-store' : PUBLIC_CACHE)
  }
}
