import type { MessageKey } from './catalogue.ts'
import { LOCALES, type Locale } from './locales.ts'
import { de } from './messages/de.ts'
import { en, type Messages } from './messages/en.ts'
import { ptBR } from './messages/pt-BR.ts'
import { translatorOf, type TranslateIn } from './translate.ts'

export type { Messages }
export type { Params } from './translate.ts'
export type Key = MessageKey<Messages>

/** Looks a message up by its dotted key and fills its `{{placeholders}}`. */
export type Translate = TranslateIn<Messages>

const catalogues: Record<Locale, Messages> = { en, de: de as Messages, 'pt-BR': ptBR as Messages }

/**
 * A language's `t()` for pages: a message without values is the same text
 * every time, so it is looked up once; one with values goes to rosetta.
 */
function pageTranslator(messages: Messages): Translate {
  const t = translatorOf(messages)
  const plain = new Map<string, string>()
  return (key, params) => {
    if (params) return t(key, params)
    let text = plain.get(key)
    if (text === undefined) {
      text = t(key)
      plain.set(key, text)
    }
    return text
  }
}

const translators = Object.fromEntries(LOCALES.map((locale) => [locale, pageTranslator(catalogues[locale])])) as Record<Locale, Translate>

/** A `t()` bound to one language, for one request. */
export function createTranslator(locale: Locale): Translate {
  return translators[locale]
}

/** The whole typed catalogue of a language, for lists (FAQ items) and island props. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale]
}
