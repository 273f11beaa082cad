import rosetta from 'rosetta'
import type { MessageKey } from './catalogue.ts'

/** Values a message's `{{placeholders}}` are filled with. */
export type Params = Record<string, string | number>

/** Looks a message up by its dotted key and fills its `{{placeholders}}`. */
export type TranslateIn<Messages> = (key: MessageKey<Messages>, params?: Params) => string

/** Each message table's translator, built on first use (a table is a catalogue object, so it lives as long as the isolate). */
const translators = new WeakMap<object, (key: string, params?: Params) => string>()

/**
 * A `t()` over one set of messages, rosetta doing the lookup and the
 * filling: the server hands it a whole catalogue, an island the part of one
 * it received as props, so both sides speak with one engine. Built once per
 * table: plural forms are filled dozens of times per page.
 * @example
 * const t = translatorOf(messages)
 * t('status.saved', { title })
 */
export function translatorOf<Messages extends object>(messages: Messages): TranslateIn<Messages> {
  let t = translators.get(messages)
  if (!t) {
    const i18n = rosetta({ messages })
    t = (key, params) => i18n.t(key, params ?? {}, 'messages')
    translators.set(messages, t)
  }
  return t
}
