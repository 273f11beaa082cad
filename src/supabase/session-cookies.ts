import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import type { AppEnv } from '../env.ts'

/** The session cookie and its chunks (`sb-<ref>-auth-token`, `.0`, `.1`…), not the PKCE verifier cookies. */
const SESSION_COOKIE = /^sb-[^.]+-auth-token(\.\d+)?$/

/** Loopback hosts: `localhost` (and `*.localhost`), 127.0.0.0/8 and `[::1]`. */
const LOOPBACK = /^(?:(?:.+\.)?localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * Whether session cookies get the `Secure` flag: on every host but loopback,
 * whatever the request's scheme (a proxy may speak plain http to the worker
 * while the browser uses https), so only `npm start` on this machine works
 * without TLS.
 */
export function secureCookies(c: Context<AppEnv>): boolean {
  return !LOOPBACK.test(new URL(c.req.url).hostname)
}

/** The options of every cookie the worker sets for itself (the session, the recovery and sign-up marks): the whole site, httpOnly, lax, `Secure` off loopback. */
export function ownCookieOptions(c: Context<AppEnv>) {
  return { path: '/', httpOnly: true, secure: secureCookies(c), sameSite: 'Lax' as const }
}

/** Whether the request carries a Supabase session cookie. */
export function hasSessionCookie(c: Context<AppEnv>): boolean {
  return Object.keys(getCookie(c)).some((name) => SESSION_COOKIE.test(name))
}

/** Deletes the session cookie and every chunk of it the request carried. */
export function clearSessionCookies(c: Context<AppEnv>): void {
  for (const name of Object.keys(getCookie(c))) {
    if (SESSION_COOKIE.test(name)) deleteCookie(c, name, ownCookieOptions(c))
  }
  c.header('Cache-Control', 'private, no-cache, no-store, must-revalidate, max-age=0')
}
