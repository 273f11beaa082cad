/** Values a message's `{{placeholders}}` are filled with. */
export type MessageParams = Record<string, string | number>

/**
 * Fills `{{name}}` placeholders like rosetta does, without bringing rosetta
 * into a browser bundle. An unknown placeholder becomes empty text.
 */
export function interpolate(message: string, params: MessageParams = {}): string {
  return message.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    const value = params[name]
    return value === undefined ? '' : String(value)
  })
}

/** Plural forms of a message: `one` and `other` are required, the rest optional per language. */
export interface PluralForms {
  zero?: string
  one: string
  two?: string
  few?: string
  many?: string
  other: string
}

/** The form of a plural message a count needs in a language (falls back to `other`). */
export function selectPlural(forms: PluralForms, count: number, intlLocale: string, maximumFractionDigits = 0): string {
  const category = new Intl.PluralRules(intlLocale, { maximumFractionDigits }).select(count)
  return forms[category] ?? forms.other
}
