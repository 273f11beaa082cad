import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../env.ts'
import { DEFAULT_LOCALE } from '../../i18n/locales.ts'
import { acceptedLocale } from '../../i18n/resolve-locale.ts'
import { setLocale } from '../../middleware/locale.ts'
import { jsonWrites } from '../../middleware/json-writes.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { accountApi } from './account.ts'
import { calculationsApi } from './calculations.ts'
import { comparisonsApi } from './comparisons.ts'
import { exportApi } from './export.ts'
import { goalsApi } from './goals.ts'
import { broadcastApi } from './broadcast.ts'
import { apiError } from './json-error.ts'
import { badJson, isMalformedJson } from './json-validator.ts'
import { productApi } from './product.ts'
import { profileApi } from './profile.ts'
import { realtimeApi } from './realtime.ts'

/**
 * The JSON API the islands call. Messages follow `Accept-Language` (the
 * islands send their page's language); writes are JSON, same-origin,
 * small and limited per user; every route but the product reader needs a
 * signed-in user (503 while Supabase cannot say whose the session is).
 */
export const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    setLocale(c, acceptedLocale(c) ?? DEFAULT_LOCALE)
    c.header('Cache-Control', 'private, no-store')
    await next()
  })
  .use(jsonWrites((c) => apiError(c, 403, 'forbidden')))
  .use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'too_large') }))
  // Open to guests too: the calculator reads product links for everyone.
  .route('/product', productApi)
  // Checks its caller itself: its links are followed by the browser (`exportApi`).
  .route('/export', exportApi)
  .use(async (c, next) => {
    if (c.get('user')) return next()
    return c.get('outage') ? apiError(c, 503, 'unavailable') : apiError(c, 401, 'unauthorized')
  })
  .on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '*',
    rateLimit('api', { limiter: 'API_WRITE_RATE_LIMITER', perUser: true, onLimited: (c) => apiError(c, 429, 'rate_limited') }),
  )
  .onError((error, c) => {
    if (isMalformedJson(error)) return badJson(c)
    throw error
  })
  .route('/calculations', calculationsApi)
  .route('/comparisons', comparisonsApi)
  .route('/goals', goalsApi)
  .route('/profile', profileApi)
  .route('/account', accountApi)
  .route('/realtime', realtimeApi)
  .route('/broadcast', broadcastApi)
  .all('*', (c) => apiError(c, 404, 'not_found', undefined, c.get('t')('errors.apiNotFound')))

/** The API's routes as a type, so a `hono/client` caller gets each route's body and answer types. */
export type ApiType = typeof api
