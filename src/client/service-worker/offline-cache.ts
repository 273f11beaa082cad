import { LOCALES, type Locale } from '../../i18n/locales.ts'
import { languageOf, withoutLocale } from '../../lib/subpath.ts'
import { formPagePath, pagePath } from '../../paths.ts'

/**
 * What the service worker may keep and what it serves without a network:
 * pure rules, so the worker's event wiring (`service-worker.ts`) stays small.
 */

/**
 * The address of the page a form's answer belongs to (`/de/goals/7/savings`
 * → `/de/goals`), its query kept only where the form posts to its page's own
 * address (`/de/login?next=…`).
 */
export function formPageAddress(url: URL): string {
  const locale = languageOf(url.pathname)
  if (!locale) return url.href
  const subpath = withoutLocale(url.pathname)
  const page = formPagePath(subpath)
  return page === subpath ? url.href : new URL(`/${locale}${page}`, url).href
}

/** The pages kept per language: its calculator and its offline page. */
export function offlinePages(locale: Locale): string[] {
  return [pagePath(locale, 'home'), pagePath(locale, 'offline')]
}

/**
 * Whether a response may be kept: a plain same-origin 200 that sets no
 * cookie and that its server did not mark `private` or `no-store` (what every
 * signed-in page says). The worker only ever stores answers to its own
 * requests made without credentials; this is the second guard.
 */
export function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !response.headers.has('Set-Cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  )
}

/**
 * The kept pages that may stand in for a page the network cannot bring, best
 * first: the calculator for a language's calculator (`/de`, also with a
 * query), that language's offline page for any other page of it, then any
 * kept language's (a root path like `/` gets a calculator).
 *
 * @example fallbacksFor('/de/dashboard') // ['/de/offline', '/en/offline', '/de/offline', '/pt-BR/offline']
 */
export function fallbacksFor(pathname: string): string[] {
  const lang = languageOf(pathname)
  const subpath = lang ? pathname.slice(lang.length + 1) : pathname
  const key = subpath === '' || subpath === '/' ? 'home' : 'offline'
  return [...(lang ? [pagePath(lang, key)] : []), ...LOCALES.map((locale) => pagePath(locale, key))]
}
