import type { Context } from 'hono'
import { detectFromHeader, type DetectorOptions } from 'hono/language'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts'

/** What the edge knows about a visitor when it has to pick a language for `/`. */
export interface LocaleSignals {
  userLanguage?: string | null | undefined
  cookie?: string | null | undefined
  host?: string | null | undefined
  /** The request's Accept-Language, already matched by `acceptedLocale`. */
  accepted?: Locale | undefined
}

/**
 * Picks the interface language, first found wins: signed-in user's language,
 * the `i18n_redirected` cookie, a `.de` host, then Accept-Language, else en.
 * Never throws: on error, en.
 */
export function resolveLocale(signals: LocaleSignals): Locale {
  try {
    if (isLocale(signals.userLanguage)) return signals.userLanguage
    if (isLocale(signals.cookie)) return signals.cookie
    const hostname = (signals.host ?? '').split(':')[0]?.toLowerCase() ?? ''
    if (hostname.endsWith('.de')) return 'de'
    return signals.accepted ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/**
 * hono/language's header detector, reading Accept-Language only: by quality, a
 * tag matches exactly or by its prefix (`de-AT` → de) and any Portuguese (`pt`,
 * `pt-PT`) means pt-BR. The cookie, query and path settings are unused.
 */
const ACCEPT_LANGUAGE: DetectorOptions = {
  order: ['header'],
  lookupFromHeaderKey: 'accept-language',
  lookupCookie: 'i18n_redirected',
  lookupQueryString: 'lang',
  lookupFromPathIndex: 0,
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: [...LOCALES],
  convertDetectedLanguage: (tag) => (/^pt/i.test(tag) ? 'pt-BR' : tag),
}

/**
 * The first interface language a request's Accept-Language asks for, if any.
 * @example acceptedLocale(c) // 'fr-FR,fr;q=0.9,de;q=0.7' → 'de'
 */
export function acceptedLocale(c: Context): Locale | undefined {
  const detected = detectFromHeader(c, ACCEPT_LANGUAGE)
  return isLocale(detected) ? detected : undefined
}
