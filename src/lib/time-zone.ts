import { edgeLocation, type EdgeRequest } from './request-currency.ts'

/**
 * The time zone a person's own pages show the day something was saved in:
 * the one the edge places them in (`request.cf.timezone`), where it is a real
 * one, else UTC. The server and the browser's hydration format with the
 * same zone, so they print the same day; a page kept for every guest (a
 * shared comparison) keeps UTC.
 *
 * @example visitorTimeZone(c.req.raw) // 'Europe/Berlin'
 */
export function visitorTimeZone(request: EdgeRequest): string {
  const zone = edgeLocation(request).timeZone
  if (!zone) return 'UTC'
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return 'UTC'
  }
}
