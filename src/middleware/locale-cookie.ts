import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Locale } from '../i18n/locales.ts'
import { acceptedLocale, resolveLocale } from '../i18n/resolve-locale.ts'
import type { AppEnv } from '../env.ts'
import { secureCookies } from '../supabase/session-cookies.ts'

/** The cookie that remembers a visitor's chosen language, kept 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The language a request without a language prefix should get: the signed-in user's, the cookie's, a `.de` host's, the browser's, else English (`resolveLocale`). */
export function localeForRequest(c: Context<AppEnv>): Locale {
  return resolveLocale({
    userLanguage: c.get('user')?.language,
    cookie: getCookie(c, LOCALE_COOKIE),
    host: c.req.header('host') ?? new URL(c.req.url).host,
    accepted: acceptedLocale(c),
  })
}

/** Remembers a language choice for the next visit to `/`, `Secure` on the same hosts as the session's cookies. */
export function rememberLocale(c: Context<AppEnv>, locale: Locale): void {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'Lax',
    secure: secureCookies(c),
  })
}
