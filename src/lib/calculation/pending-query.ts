import type { Locale } from '../../i18n/locales.ts'

/** The field of a pending calculation that names the language its numbers are written in. */
export const WRITTEN_IN = 'lang'

/**
 * What a guest's Save link carries: the calculator's query and the language
 * its numbers were typed in, so they are read as typed wherever the guest
 * logs in (a page in another language, after the language switch or through
 * a link opened without it).
 * @example pendingQuery('mode=price_to_time&price=1.200%2C50', 'de') // 'mode=price_to_time&price=1.200%2C50&lang=de'
 */
export function pendingQuery(query: string, locale: Locale): string {
  const fields = new URLSearchParams(query)
  fields.set(WRITTEN_IN, locale)
  return fields.toString()
}
