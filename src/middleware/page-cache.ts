import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { secondsUntilNextRates } from '../lib/exchange-rates/publication.ts'

/** How long a shared cache keeps a page every guest sees alike, and how long after that it may still serve it while it asks again. */
const PUBLIC_SECONDS = 300
const STALE_SECONDS = 60

/** Cache header for a page every guest sees the same way: a CDN may keep it briefly. */
const PUBLIC_CACHE = `public, max-age=0, s-maxage=${PUBLIC_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`

/**
 * Cache header for a guest's page that shows reference rates: kept as
 * briefly as any guest page, but never, stale time included, past the time
 * new rates can be stored.
 */
export function guestCacheUntilNextRates(now: Date): string {
  const left = secondsUntilNextRates(now)
  const kept = Math.min(PUBLIC_SECONDS, left)
  return `public, max-age=0, s-maxage=${kept}, stale-while-revalidate=${Math.min(STALE_SECONDS, left - kept)}`
}

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
