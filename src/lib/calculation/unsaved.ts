import type { CalculationBody } from './form.ts'

/**
 * Who kept a Save made while signed out: it goes into the account that
 * signs up or logs in next in that browser.
 */
export const GUEST_OWNER = 'guest'

/**
 * A Save made without a connection: the calculator's query, the JSON body
 * Save posts, who kept it (the signed-in user's id, or `GUEST_OWNER`), and
 * the id it is to be stored under, sent as its Idempotency-Key: a send that
 * reached the server though its answer was lost, sent again, is stored once
 * (what older builds kept has none).
 */
export interface UnsavedCalculation {
  query: string
  body: CalculationBody
  owner: string
  key?: string
}

/** The most Saves kept while offline; beyond it the oldest goes. */
export const MAX_UNSAVED = 20

/**
 * The Saves kept while offline, as stored (a JSON list): only entries shaped
 * like one, each calculation once (its last copy). Anything else (nothing
 * stored, garbage, an entry that does not say who kept it) reads as none;
 * the server judges the values when they are sent.
 *
 * @example unsavedFrom('[{"query":"mode=price_to_time&price=12","body":{"mode":"price_to_time","price":12},"owner":"guest"}]')
 */
export function unsavedFrom(stored: string | null): UnsavedCalculation[] {
  let list: unknown
  try {
    list = JSON.parse(stored ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  const saves = list.filter(
    (entry: Partial<UnsavedCalculation> | null): entry is UnsavedCalculation =>
      typeof entry?.query === 'string' &&
      typeof entry.body === 'object' &&
      entry.body !== null &&
      typeof entry.owner === 'string' &&
      (entry.key === undefined || typeof entry.key === 'string'),
  )
  return saves.filter((save, index) => saves.findLastIndex((later) => later.query === save.query) === index).slice(-MAX_UNSAVED)
}

/**
 * The stored list with one more Save. Kept this small for the calculator's
 * first load: the reader (`unsavedFrom`, on signed-in pages) drops what is
 * no Save, and keeps each calculation once.
 */
export function withUnsaved(stored: string | null, calculation: UnsavedCalculation): string {
  let list: unknown = null
  try {
    list = JSON.parse(stored ?? '[]')
  } catch {
    // Garbage is replaced.
  }
  return JSON.stringify([...(Array.isArray(list) ? list : []), calculation])
}

/**
 * Whether a Save that failed this way should be kept to send again: it never
 * reached the server, or the server could not take it now (signed out,
 * rate-limited, unavailable). A refused calculation (400, 422) never will be.
 */
export function isWorthKeeping(status: number): boolean {
  return status !== 400 && status !== 422
}

/**
 * Whether `owner` may send a kept Save: their own, or one kept while signed
 * out. Anyone else's is never sent into their account.
 */
export function isSendableBy(save: UnsavedCalculation, owner: string): boolean {
  return save.owner === owner || save.owner === GUEST_OWNER
}
