import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts'

/** What the edge knows about a visitor when it has to pick a language for `/`. */
export interface LocaleSignals {
  userLanguage?: string | null | undefined
  cookie?: string | null | undefined
  host?: string | null | undefined
  acceptLanguage?: string | null | undefined
}

/**
 * Picks the interface language in the seed's order: signed-in user's language,
 * the `i18n_redirected` cookie, a `.de` host, then Accept-Language (pt* → pt-BR,
 * then matched against the three), else en. Never throws: on error, en.
 */
export function resolveLocale(signals: LocaleSignals): Locale {
  try {
    if (isLocale(signals.userLanguage)) return signals.userLanguage
    if (isLocale(signals.cookie)) return signals.cookie
    const hostname = (signals.host ?? '').split(':')[0]?.toLowerCase() ?? ''
    if (hostname.endsWith('.de')) return 'de'
    return fromAcceptLanguage(signals.acceptLanguage) ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Reads an Accept-Language header by quality and returns the first supported language. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR'
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag)
    if (exact) return exact
    const base = tag.split('-')[0]
    const byBase = LOCALES.find((locale) => locale.split('-')[0] === base)
    if (byBase) return byBase
  }
  return undefined
}
