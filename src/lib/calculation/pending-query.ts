import type { Locale } from '../../i18n/locales.ts'

/** The field of a pending calculation that names the language its numbers are written in. */
export const WRITTEN_IN = 'lang'

/** The field of a pending calculation that names the id it is to be stored under: the guest's Save's Idempotency-Key. */
export const STORED_UNDER = 'key'

/**
 * What a guest's Save link carries: the calculator's query and the language
 * its numbers were typed in, so they are read as typed wherever the guest
 * logs in (a page in another language, after the language switch or through
 * a link opened without it); with JavaScript, also the Save's key, so the
 * same calculation kept on the device and sent once the guest has an
 * account is stored once.
 * @example pendingQuery('mode=price_to_time&price=1.200%2C50', 'de') // 'mode=price_to_time&price=1.200%2C50&lang=de'
 */
export function pendingQuery(query: string, locale: Locale, key?: string): string {
  const fields = new URLSearchParams(query)
  fields.set(WRITTEN_IN, locale)
  if (key) fields.set(STORED_UNDER, key)
  return fields.toString()
}
