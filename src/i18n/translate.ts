import rosetta from 'rosetta'
import type { MessageKey } from './catalogue.ts'

/** Values a message's `{{placeholders}}` are filled with. */
export type Params = Record<string, string | number>

/** Looks a message up by its dotted key and fills its `{{placeholders}}`. */
export type TranslateIn<Messages> = (key: MessageKey<Messages>, params?: Params) => string

/**
 * A `t()` over one set of messages, rosetta doing the lookup and the
 * filling: the server hands it a whole catalogue, an island the part of one
 * it received as props, so both sides speak with one engine.
 * @example
 * const t = translatorOf(messages)
 * t('status.saved', { title })
 */
export function translatorOf<Messages extends object>(messages: Messages): TranslateIn<Messages> {
  const i18n = rosetta({ messages })
  return (key, params) => i18n.t(key, params ?? {}, 'messages')
}
