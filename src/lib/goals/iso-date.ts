/**
 * Calendar dates as ISO text (`2026-06-30`), the way the API sends them and
 * a date input posts them. Days are counted in UTC so the server and the
 * browser agree on "today".
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether text is a real calendar date in ISO form (`2025-02-29` is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Today's date in UTC as ISO text. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * Whole days from one ISO date to another (negative when `to` is earlier).
 *
 * @example daysBetween('2026-01-01', '2026-01-15') // 14
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}
