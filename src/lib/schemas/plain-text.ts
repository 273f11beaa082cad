import * as v from 'valibot'
import { hasBidiControls, hasControlCharacters } from '../plain-text.ts'

/** What multi-line text (the contact message) may hold besides: tab, line feed, carriage return. */
const LINE_BREAKS = /[\t\n\r]/g

/** The account forms' message for a refused character (a catalogue key; other schemas pass their own code). */
export const CONTROL_CHARACTERS_MESSAGE = 'guard.controlCharacters'

/**
 * The one valibot piece every text field's schema ends with: refuses NUL and
 * the other C0 characters (tab and line breaks too, unless `multiline`),
 * with `message` as the message at that field, so each schema's
 * refusal names the field in its own way.
 *
 * @example v.pipe(v.string(), v.trim(), noControlCharacters('controlCharacters'))
 */
export function noControlCharacters<Message extends string>(message: Message, { multiline = false }: { multiline?: boolean } = {}) {
  return v.check<string, Message>((text) => !hasControlCharacters(multiline ? text.replace(LINE_BREAKS, '') : text), message)
}

/**
 * The one valibot piece of every name others see (a calculation's, goal's or
 * comparison's title, a username): refuses the bidirectional controls that
 * would make it read as something else, with the schema's message for
 * invisible characters, so the refusal names the field like the one above.
 *
 * @example v.pipe(v.string(), v.trim(), noControlCharacters('controlCharacters'), noBidiControls('controlCharacters'))
 */
export function noBidiControls<Message extends string>(message: Message) {
  return v.check<string, Message>((text) => !hasBidiControls(text), message)
}
