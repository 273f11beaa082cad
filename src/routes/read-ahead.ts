import type { SupabaseClient } from '@supabase/supabase-js'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { supabaseFor } from '../supabase/client.ts'
import type { Database } from '../supabase/database.ts'
import { hasSessionCookie } from '../supabase/session-cookies.ts'

/** A signed-in GET's reads, started by `start` before the session check and handed to the route by `take`. */
export interface ReadAhead<T> {
  /** Middleware mounted in `worker.ts` before `session`, at the route's own path. */
  start: MiddlewareHandler<AppEnv>
  /** The reads `start` began for this request, or, when it did not run, begun now. */
  take: (c: Context<AppEnv>) => T
}

/**
 * Lets a signed-in page's reads go to Supabase side by side with the session
 * check instead of after it, so the page waits on one round trip, not two.
 * `start` runs before the session middleware, only for a GET or HEAD with a
 * session cookie, and begins `read` with the request's client (a token near
 * expiry is refreshed once, for both). Nothing is written ahead, and what was
 * read reaches no one unless the session check lets the request through to the
 * route: a guest, a revoked session or an outage ends at the guards as before,
 * and the reads are dropped. `read` must not reject (data calls answer with a
 * `DataResult`).
 *
 * @example
 * const reads = readAhead((c, supabase) => listGoals(supabase))
 * app.use(at('goals'), reads.start) // in worker.ts, before app.use(session)
 * goals.get('/', async (c) => render(await reads.take(c)))
 */
export function readAhead<T>(read: (c: Context<AppEnv>, supabase: SupabaseClient<Database>) => T): ReadAhead<T> {
  const started = new WeakMap<Request, T>()
  return {
    start: async (c, next) => {
      if ((c.req.method === 'GET' || c.req.method === 'HEAD') && hasSessionCookie(c)) started.set(c.req.raw, read(c, supabaseFor(c)))
      await next()
    },
    take: (c) => {
      const reads = started.get(c.req.raw)
      started.delete(c.req.raw)
      return reads ?? read(c, supabaseFor(c))
    },
  }
}
