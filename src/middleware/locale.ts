import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { isLocale } from '../i18n/locales.ts'
import { createTranslator } from '../i18n/translator.ts'

/**
 * Sets the page language from the `/:lang` prefix. The router only matches the
 * three languages, so anything else never reaches here.
 */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.param('lang')
  if (!isLocale(lang)) return c.notFound()
  c.set('locale', lang)
  c.set('t', createTranslator(lang))
  await next()
}
