import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { isLocale, type Locale } from '../i18n/locales.ts'
import { createTranslator } from '../i18n/translator.ts'

/**
 * Sets the page language from the `/:lang` prefix. The router only matches the
 * three languages, so anything else never reaches here.
 */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.param('lang')
  if (!isLocale(lang)) return c.notFound()
  setLocale(c, lang)
  await next()
}

/** Makes `locale` the request's language: its name and its translator, read back with `c.get`. */
export function setLocale(c: Context<AppEnv>, locale: Locale): void {
  c.set('locale', locale)
  c.set('t', createTranslator(locale))
}
