export type { PluralForms } from '../i18n/catalogue.ts'

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
