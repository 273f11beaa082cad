import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env.ts'
import { forwardingClientAddress } from './client-address.ts'
import type { Database } from './database.ts'
import { requestDeadline } from './request-deadline.ts'
import { secureCookies } from './session-cookies.ts'

/**
 * One Supabase client per request, reading and writing the session cookies
 * through Hono's cookie helpers (the worker bundles no other cookie parser).
 * The worker is the only reader of those cookies, so they are httpOnly (and
 * Secure on every host but loopback, see `secureCookies`); @supabase/ssr
 * keeps its own name, 400-day max age and 3180-character chunking, and
 * reads back what the response already set, so two writes in one response
 * (a profile change, then the refresh that puts it in the token) end in
 * one whole session, never chunks of both. The
 * cache headers that `setAll` passes are applied so a response carrying a
 * session is never cached. Its calls go through the request's fetch, whose
 * one retry is the only one (postgrest-js's own is off), and give Auth the
 * person's address (`forwardingClientAddress`).
 */
export function createSupabase(c: Context<AppEnv>): SupabaseClient<Database> {
  const secure = secureCookies(c)
  // What this response already set (null: deleted). @supabase/ssr skips a chunk equal to what it reads,
  // so a second write in one response (a profile change, then a refresh) must read the first one's chunks.
  const written = new Map<string, string | null>()
  return createServerClient<Database>(c.env.SUPABASE_URL, c.env.SUPABASE_PUBLISHABLE_KEY, {
    cookieOptions: { httpOnly: true, secure, sameSite: 'lax', path: '/' },
    cookies: {
      getAll: () => {
        const current = new Map(Object.entries(getCookie(c)))
        for (const [name, value] of written) value === null ? current.delete(name) : current.set(name, value)
        return [...current].map(([name, value]) => ({ name, value }))
      },
      setAll: (cookies, headers) => {
        for (const { name, value, options } of cookies) {
          written.set(name, options.maxAge === 0 ? null : value)
          setCookie(c, name, value, { path: options.path ?? '/', maxAge: options.maxAge, httpOnly: true, secure, sameSite: 'Lax' })
        }
        for (const [name, value] of Object.entries(headers)) c.header(name, value)
      },
    },
    global: { fetch: forwardingClientAddress(c, requestDeadline(c).fetch) },
    db: { retry: false },
  })
}
