import type { Locale } from '../i18n/locales.ts'

/**
 * The language switcher's link to a page in another language: through
 * `/language/{lang}` (which remembers the choice), then to the same subpath
 * and query, so what the query carries (a calculator's input, a pending
 * calculation) comes along.
 * @example languageSwitchHref('de', '/login', '?pending=mode%3Dprice_to_time') // '/language/de?next=%2Fde%2Flogin%3Fpending%3D…'
 */
export function languageSwitchHref(lang: Locale, subpath: string, search: string): string {
  return `/language/${lang}?next=${encodeURIComponent(`/${lang}${subpath}${search}`)}`
}
