import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'

/** Where Supabase Auth's API is, under a project's URL. */
const AUTH_PATH = '/auth/v1/'

/**
 * The fetch of a request's calls to Supabase with the person's address
 * given to Auth: `Sb-Forwarded-For` with the client's address as Cloudflare
 * sets it (`cf-connecting-ip`), beside the project's secret key, the only
 * key Auth believes it with. Auth limits sign-ups, link checks, and
 * sign-ins with session refreshes per address (a hosted project's defaults:
 * 30, 30 and 150 in five minutes), and every call the worker makes would otherwise
 * count against the worker's own address, one allowance for everyone using
 * the app; a refresh refused for it ends the person's session. The key the
 * client was made with is swapped for the secret one on Auth's calls only
 * (their `apikey`, and the `Authorization` that only repeats it): the
 * database's calls keep the publishable key, and with it row-level
 * security. Without a client address or a secret key, calls go as they are.
 *
 * @example createServerClient(url, key, { global: { fetch: forwardingClientAddress(c, requestDeadline(c).fetch) } })
 */
export function forwardingClientAddress(c: Context<AppEnv>, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  const address = c.req.header('cf-connecting-ip')
  const secretKey = c.env.SUPABASE_SECRET_KEY
  if (!address || !secretKey) return fetch
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (!url.pathname.startsWith(AUTH_PATH)) return fetch(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    const key = headers.get('apikey')
    if (key && headers.get('authorization') === `Bearer ${key}`) headers.set('authorization', `Bearer ${secretKey}`)
    headers.set('apikey', secretKey)
    headers.set('sb-forwarded-for', address)
    return fetch(input, { ...init, headers })
  }
}
