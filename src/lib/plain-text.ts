/** C0 control characters (NUL to U+001F) and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A–U+202E),
 * the isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). Invisible,
 * they reorder the text around them, so `‮gnp.exe` reads as `exe.png`.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/

/**
 * Whether one-line text holds control characters no field should store (a
 * NUL breaks Postgres text, an escape sequence a terminal), tab and line
 * breaks included. Pure and tiny, so the calculator island runs the same rule.
 *
 * @example hasControlCharacters('Bike\u0000') // true
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text)
}

/**
 * Whether text holds a bidirectional control, which names shown to others
 * (titles, usernames) may not: it would make them read as something else.
 *
 * @example hasBidiControls('\u202egnp.exe') // true
 */
export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROLS.test(text)
}

/**
 * Text without its bidirectional controls, for showing text stored before
 * they were refused (a page's title, its link previews, a shared comparison).
 *
 * @example withoutBidiControls('\u202egnp.exe\u202c') // 'gnp.exe'
 */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROLS.source, 'g'), '')
}
