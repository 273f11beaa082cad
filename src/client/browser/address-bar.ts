import { isLocale } from '../../i18n/locales.ts'
import { languageSwitchHref } from '../../lib/language-switch.ts'

/**
 * Points the language switcher's links at the address now shown, so that
 * switching the language keeps what an island put into the query (the
 * calculator's input, the dashboard's filter).
 */
function followLanguageLinks(): void {
  const subpath = location.pathname.replace(/^\/[^/]+/, '')
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.language-switcher a[hreflang]')) {
    const lang = link.getAttribute('hreflang')
    if (isLocale(lang)) link.href = languageSwitchHref(lang, subpath, location.search)
  }
}

/** Shows a new address (path and query) without a navigation or a new history entry; the same address is left alone. */
export function replaceUrl(url: string): void {
  if (url === `${location.pathname}${location.search}`) return
  history.replaceState(history.state, '', url)
  followLanguageLinks()
}
