import type { Locale } from '../i18n/locales.ts'
import { languageOf, withoutLocale } from './subpath.ts'
import { readNumber, writeNumber } from './calculation/decimal.ts'

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
  if (shown.origin !== origin || withoutLocale(shown.pathname) !== withoutLocale(path)) return next
  return path + shown.search
}

/** The query fields that carry typed numbers: the calculator's and its salary helper's. */
const NUMBER_FIELDS = new Set(['rate', 'price', 'duration', 'salary', 'hours', 'weeks', 'kept'])

/** A query's typed numbers rewritten from `from`'s way of writing numbers to `to`'s (a pending calculation names its own language: `pendingQuery`). */
function queryInLanguage(search: string, from: Locale, to: Locale): string {
  const query = new URLSearchParams(search)
  let changed = false
  for (const [name, text] of query) {
    const value = NUMBER_FIELDS.has(name) ? readNumber(text, from) : undefined
    const rewritten = value !== undefined ? writeNumber(value, to) : text
    if (rewritten !== text) {
      query.set(name, rewritten)
      changed = true
    }
  }
  return changed ? query.toString() : search.replace(/^\?/, '')
}

/**
 * Where the language switch goes, with the numbers its query carries (a
 * calculator's input) rewritten from the
 * language of the page the switch was used on (the Referer's prefix, on this
 * origin) to the new one, so `price=1,200.5` on the English page is
 * `price=1200,5` on the German one rather than a different number or none.
 * Text that is no number in the old language stays as it is.
 * @example withNumbersIn('/de?price=1%2C200.5', 'http://localhost/en?price=1%2C200.5', 'http://localhost', 'de') // '/de?price=1200%2C5'
 */
export function withNumbersIn(next: string, referrer: string | undefined, origin: string, to: Locale): string {
  let from: Locale | undefined
  try {
    const shown = new URL(referrer ?? '')
    from = shown.origin === origin ? languageOf(shown.pathname) : undefined
  } catch {
    return next
  }
  const [path = '', search] = next.split(/\?(.*)/s)
  if (!from || from === to || !search) return next
  return `${path}?${queryInLanguage(search, from, to)}`
}

/**
 * Where the language switch goes, with the page's own `next` (where a log-in
 * page goes once logged in) moved to the new language too, when it is a
 * page of this site in another one: a German visitor who switched the
 * log-in page to German lands on the German page it was asked for.
 * @example withNextIn('/de/login?next=%2Fen%2Fgoals', 'de') // '/de/login?next=%2Fde%2Fgoals'
 */
export function withNextIn(target: string, to: Locale): string {
  const [path = '', search] = target.split(/\?(.*)/s)
  if (!search) return target
  const query = new URLSearchParams(search)
  const next = query.get('next') ?? ''
  const lang = languageOf(next)
  if (!next.startsWith('/') || !lang || lang === to) return target
  query.set('next', `/${to}${withoutLocale(next)}`)
  return `${path}?${query}`
}
