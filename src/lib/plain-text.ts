/** C0 control characters (NUL to U+001F) and DEL. */
const CONTROL = /[\u0000-\u001f\u007f]/

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
