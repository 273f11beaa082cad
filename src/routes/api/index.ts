import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../env.ts'
import { DEFAULT_LOCALE } from '../../i18n/locales.ts'
import { acceptedLocale } from '../../i18n/resolve-locale.ts'
import { createTranslator } from '../../i18n/translator.ts'
import { jsonWrites } from '../../middleware/json-writes.ts'
import { calculationsApi } from './calculations.ts'
import { comparisonsApi } from './comparisons.ts'
import { goalsApi } from './goals.ts'
import { broadcastApi } from './broadcast.ts'
import { apiError } from './json-error.ts'
import { isMalformedJson } from './json-validator.ts'
import { profileApi } from './profile.ts'
import { realtimeApi } from './realtime.ts'

/**
 * The JSON API the islands call. Messages follow `Accept-Language` (the
 * islands send their page's language); writes are JSON, same-origin and
 * small; every route needs a signed-in user.
 */
export const api = new Hono<AppEnv>()

api.use(async (c, next) => {
  const locale = acceptedLocale(c) ?? DEFAULT_LOCALE
  c.set('locale', locale)
  c.set('t', createTranslator(locale))
  c.header('Cache-Control', 'private, no-store')
  await next()
})
api.use(jsonWrites)
api.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'too_large') }))
api.use(async (c, next) => (c.get('user') ? next() : apiError(c, 401, 'unauthorized')))

api.onError((error, c) => {
  if (isMalformedJson(error)) return apiError(c, 400, 'bad_json', { body: c.get('t')('dashboard.errors.badJson') })
  throw error
})

api.route('/calculations', calculationsApi)
api.route('/comparisons', comparisonsApi)
api.route('/goals', goalsApi)
api.route('/profile', profileApi)
api.route('/realtime', realtimeApi)
api.route('/broadcast', broadcastApi)
api.all('*', (c) => apiError(c, 404, 'not_found'))
