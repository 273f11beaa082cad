/**
 * The language switcher's link to a page in another language: through
 * `/language/{lang}` (which remembers the choice), then to the same subpath
 * and query, so what the query carries (a calculator's input, a pending
 * calculation) comes along.
 * @example languageSwitchHref('de', '/login', '?pending=mode%3Dprice_to_time') // '/language/de?next=%2Fde%2Flogin%3Fpending%3D…'
 */
export function languageSwitchHref(lang: string, subpath: string, search: string): string {
  return `/language/${lang}?next=${encodeURIComponent(`/${lang}${subpath}${search}`)}`
}

/** A path without its language prefix: `/de/login` → `/login`, `/de` → ``. */
const subpathOf = (path: string) => path.replace(/^\/[^/?#]+/, '')

/**
 * Where the language switch goes: `next`, with the query the page showed
 * when its link was followed. An island rewrites the address as the user
 * types (the calculator's input) after the switcher's links were rendered;
 * the browser's `Referer` is that address, so when it is the same page on
 * this origin, its query wins over the one rendered into the link.
 * @example withShownQuery('/de', 'http://localhost/en?price=1200', 'http://localhost') // '/de?price=1200'
 */
export function withShownQuery(next: string, referrer: string | undefined, origin: string): string {
  if (!referrer) return next
  let shown: URL
  try {
    shown = new URL(referrer)
  } catch {
    return next
  }
  const path = next.replace(/[?#].*$/s, '')
  if (shown.origin !== origin || subpathOf(shown.pathname) !== subpathOf(path)) return next
  return path + shown.search
}
