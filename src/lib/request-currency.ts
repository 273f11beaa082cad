import { parseAccept } from 'hono/utils/accept'
import type { CurrencySignals } from './start-currency.ts'

/** A request as the edge hands it over: `cf` is what Cloudflare knows about where it came from. */
export type EdgeRequest = Request & { cf?: object | undefined }

/** Where the edge places a visitor: country and time zone, each null when unknown. */
export interface EdgeLocation {
  /** `request.cf.country`: ISO 3166-1 alpha-2. */
  country: string | null
  /** `request.cf.timezone`: an IANA zone such as `Europe/Berlin`. */
  timeZone: string | null
}

/**
 * What wrangler puts in `request.cf` when it runs the worker locally without
 * a real location to give (its fallback): the same Austin address behind
 * Dallas's data centre for every visitor, which says nothing about where
 * the visitor is.
 */
const LOCAL_PLACEHOLDER = { colo: 'DFW', asn: 395747, city: 'Austin', postalCode: '78701', timezone: 'America/Chicago' }

/** Whether `cf` is wrangler's local placeholder rather than a real edge's view. */
function isLocalPlaceholder(cf: Record<string, unknown>): boolean {
  return Object.entries(LOCAL_PLACEHOLDER).every(([key, value]) => cf[key] === value)
}

/**
 * Where the edge places the visitor: country and time zone from
 * `request.cf`, none when there is no `cf` or it is wrangler's local
 * placeholder, so a local run guesses from the language as a visitor
 * without a location would.
 *
 * @example edgeLocation(c.req.raw).timeZone // 'Europe/Berlin'
 */
export function edgeLocation(request: EdgeRequest): EdgeLocation {
  const cf = (request.cf ?? {}) as Record<string, unknown>
  if (isLocalPlaceholder(cf)) return { country: null, timeZone: null }
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  return { country: text(cf.country), timeZone: text(cf.timezone) }
}

/** The browser's languages from Accept-Language, best first (what `navigator.languages` says in the browser). */
export function acceptedLanguages(request: Request): string[] {
  return parseAccept(request.headers.get('accept-language') ?? '')
    .filter((accept) => accept.q > 0)
    .map((accept) => accept.type)
}

/**
 * What a request says about the visitor's currency before any script runs:
 * the country the edge saw (`request.cf.country`) and the browser's languages
 * from Accept-Language, best first (the server's `navigator.languages`), so a
 * page without JavaScript starts with the currency the island would pick. The
 * home page and its edge-cache key read a request the same way.
 *
 * @example pickStartCurrency(requestCurrencySignals(c.req.raw))
 */
export function requestCurrencySignals(request: EdgeRequest): Required<Pick<CurrencySignals, 'country' | 'browserLocales'>> {
  return { country: edgeLocation(request).country, browserLocales: acceptedLanguages(request) }
}
