import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { LOCALES } from '../i18n/locales.ts'
import { pageByPath, pagePath } from '../paths.ts'
import { REDIRECTS } from '../redirect-manifest.ts'
import { localeForRequest, rememberLocale } from './locale-cookie.ts'

const LANG_PATTERN = `(${LOCALES.join('|')})`

const compiled = REDIRECTS.map((rule) => ({
  ...rule,
  pattern: new RegExp('^' + rule.from.replace('{lang}', LANG_PATTERN) + '$'),
}))

/**
 * Redirects before any page runs: the bare `/` to the visitor's language
 * (stored in `i18n_redirected`), the route manifest's rules, and a known
 * route without a language prefix (`/faq`) to the visitor's language. Each
 * Location on this site is a path with the request's query; an external
 * rule's target is sent as the manifest writes it.
 */
export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const path = c.req.path
  const query = new URL(c.req.url).search

  if (path === '/') {
    const locale = localeForRequest(c)
    rememberLocale(c, locale)
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(`/${locale}${query}`, 302)
  }

  for (const rule of compiled) {
    const match = rule.pattern.exec(path)
    if (!match) continue
    const to = rule.to.replace('{lang}', match[1] ?? localeForRequest(c))
    return c.redirect(to.startsWith('/') ? to + query : to, rule.status)
  }

  const page = pageByPath(path)
  if (page) return c.redirect(pagePath(localeForRequest(c), page) + query, 302)

  return next()
}
