import { parseAccept } from 'hono/utils/accept'
import type { CurrencySignals } from './start-currency.ts'

/**
 * What a request says about the visitor's currency before any script runs:
 * the country the edge saw (`request.cf.country`) and the browser's languages
 * from Accept-Language, best first (the server's `navigator.languages`), so a
 * page without JavaScript starts with the currency the island would pick. The
 * home page and its edge-cache key read a request the same way.
 *
 * @example pickStartCurrency(requestCurrencySignals(c.req.raw))
 */
export function requestCurrencySignals(
  request: Request & { cf?: object | undefined },
): Required<Pick<CurrencySignals, 'country' | 'browserLocales'>> {
  const { cf } = request
  const country = cf && 'country' in cf ? cf.country : null
  return {
    country: typeof country === 'string' ? country : null,
    browserLocales: parseAccept(request.headers.get('accept-language') ?? '')
      .filter((accept) => accept.q > 0)
      .map((accept) => accept.type),
  }
}
