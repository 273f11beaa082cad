/** The three interface languages, in the order the language switcher shows them. */
export const LOCALES = ['en', 'de', 'pt-BR'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Intl locale per interface language: numbers, dates and currencies are formatted with it. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
}

/** Open Graph locale tag per interface language. */
export const OG_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  de: 'de_DE',
  'pt-BR': 'pt_BR',
}

/** Receipt languages are ISO 639-2 codes; `eng` by default. */
export const RECEIPT_LANGUAGES = ['eng', 'deu', 'por'] as const

export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number]

export const RECEIPT_LOCALE: Record<ReceiptLanguage, Locale> = {
  eng: 'en',
  deu: 'de',
  por: 'pt-BR',
}

/** Narrows any string to a supported interface language. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
