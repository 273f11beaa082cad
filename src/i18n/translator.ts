import rosetta from 'rosetta'
import type { MessageKey } from './catalogue.ts'
import type { Locale } from './locales.ts'
import { de } from './messages/de.ts'
import { en, type Messages } from './messages/en.ts'
import { ptBR } from './messages/pt-BR.ts'

export type { Messages }
export type Key = MessageKey<Messages>
export type Params = Record<string, string | number>

/** Looks a message up by its dotted key and fills its `{{placeholders}}`. */
export type Translate = (key: Key, params?: Params) => string

const catalogues: Record<Locale, Messages> = { en, de: de as Messages, 'pt-BR': ptBR as Messages }

const i18n = rosetta<Messages>(catalogues)

/** A `t()` bound to one language, for one request or one island. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => i18n.t(key, params ?? {}, locale)
}

/** The whole typed catalogue of a language, for lists (FAQ items) and island props. */
export function messagesFor(locale: Locale): Messages {
  return catalogues[locale]
}
