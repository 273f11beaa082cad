import type { Locale } from './locales.ts'

/**
 * Language entries (seed section 3): ISO 639-1 code, ISO 639-2/T code, the
 * code the product uses, the English name and the language's own name.
 */
export interface Language {
  iso: string
  iso3: string
  code: string
  name: string
  nativeName: string
}

/** A language the interface can be switched to. */
export interface SelectableLanguage extends Language {
  code: Locale
}

/** The three interface languages, in the language switcher's order. */
export const SELECTABLE_LANGUAGES: readonly SelectableLanguage[] = [
  { iso: 'en', iso3: 'eng', code: 'en', name: 'English', nativeName: 'English' },
  { iso: 'de', iso3: 'deu', code: 'de', name: 'German', nativeName: 'Deutsch' },
  { iso: 'pt', iso3: 'por', code: 'pt-BR', name: 'Portuguese', nativeName: 'Português' },
]

/** Further languages the seed lists but does not offer for selection. */
export const OTHER_LANGUAGES: readonly Language[] = [
  { iso: 'ar', iso3: 'ara', code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { iso: 'bg', iso3: 'bul', code: 'bg', name: 'Bulgarian', nativeName: 'Български' },
  { iso: 'cs', iso3: 'ces', code: 'cs', name: 'Czech', nativeName: 'Čeština' },
  { iso: 'da', iso3: 'dan', code: 'da', name: 'Danish', nativeName: 'Dansk' },
  { iso: 'el', iso3: 'ell', code: 'el', name: 'Greek', nativeName: 'Ελληνικά' },
  { iso: 'es', iso3: 'spa', code: 'es', name: 'Spanish', nativeName: 'Español' },
  { iso: 'fi', iso3: 'fin', code: 'fi', name: 'Finnish', nativeName: 'Suomi' },
  { iso: 'fr', iso3: 'fra', code: 'fr', name: 'French', nativeName: 'Français' },
  { iso: 'he', iso3: 'heb', code: 'he', name: 'Hebrew', nativeName: 'עברית' },
  { iso: 'hi', iso3: 'hin', code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { iso: 'hr', iso3: 'hrv', code: 'hr', name: 'Croatian', nativeName: 'Hrvatski' },
  { iso: 'hu', iso3: 'hun', code: 'hu', name: 'Hungarian', nativeName: 'Magyar' },
  { iso: 'id', iso3: 'ind', code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { iso: 'it', iso3: 'ita', code: 'it', name: 'Italian', nativeName: 'Italiano' },
  { iso: 'ja', iso3: 'jpn', code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { iso: 'ko', iso3: 'kor', code: 'ko', name: 'Korean', nativeName: '한국어' },
  { iso: 'ms', iso3: 'msa', code: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu' },
  { iso: 'nb', iso3: 'nob', code: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  { iso: 'nl', iso3: 'nld', code: 'nl', name: 'Dutch', nativeName: 'Nederlands' },
  { iso: 'pl', iso3: 'pol', code: 'pl', name: 'Polish', nativeName: 'Polski' },
  { iso: 'ro', iso3: 'ron', code: 'ro', name: 'Romanian', nativeName: 'Română' },
  { iso: 'ru', iso3: 'rus', code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { iso: 'sk', iso3: 'slk', code: 'sk', name: 'Slovak', nativeName: 'Slovenčina' },
  { iso: 'sl', iso3: 'slv', code: 'sl', name: 'Slovenian', nativeName: 'Slovenščina' },
  { iso: 'sv', iso3: 'swe', code: 'sv', name: 'Swedish', nativeName: 'Svenska' },
  { iso: 'th', iso3: 'tha', code: 'th', name: 'Thai', nativeName: 'ไทย' },
  { iso: 'tr', iso3: 'tur', code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { iso: 'uk', iso3: 'ukr', code: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { iso: 'vi', iso3: 'vie', code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { iso: 'zh', iso3: 'zho', code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文' },
]

/** Every known language: the selectable ones first. */
export const LANGUAGES: readonly Language[] = [...SELECTABLE_LANGUAGES, ...OTHER_LANGUAGES]

/** The entry for a product language code (`pt-BR`), if known. */
export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code)
}
