/** C0 control characters (NUL to U+001F) and DEL. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/

/** The same, but tab, line feed and carriage return, which multi-line text may hold. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Whether typed text holds control characters no field should store (a NUL
 * breaks Postgres text, an escape sequence a terminal). One-line fields
 * refuse tab and line breaks too; multi-line ones (the contact message) keep
 * them. Pure, so the calculator island runs the same rule.
 *
 * @example hasControlCharacters('Bike\u0000') // true
 * @example hasControlCharacters('line one\nline two', { multiline: true }) // false
 */
export function hasControlCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text)
}
