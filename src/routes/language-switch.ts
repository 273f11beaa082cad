import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { isLocale } from '../i18n/locales.ts'
import { sameSitePath } from '../lib/safe-redirect.ts'
import { siteOrigin } from '../lib/site-url.ts'
import { rememberLocale } from '../middleware/locale-cookie.ts'
import { withNextIn, withNumbersIn, withShownQuery } from '../lib/language-switch.ts'

/**
 * The language switcher's target: stores the chosen language in
 * `i18n_redirected` (so `/` remembers it) and goes on to the same page in
 * that language, with the query the page showed (see `withShownQuery`; a
 * `Referer` counts only on `SITE_URL`, never on whatever `Host` said), its
 * numbers written the new language's way (`withNumbersIn`) and its `next`
 * in that language too (`withNextIn`).
 */
export const languageSwitch: Handler<AppEnv> = (c) => {
  const lang = c.req.param('lang')
  if (!isLocale(lang)) return c.notFound()
  const referrer = c.req.header('referer')
  const origin = siteOrigin(c.env.SITE_URL)
  const next = withShownQuery(sameSitePath(c.req.query('next'), `/${lang}`), referrer, origin)
  const target = next === `/${lang}` || next.startsWith(`/${lang}/`) || next.startsWith(`/${lang}?`) ? next : `/${lang}`
  rememberLocale(c, lang)
  c.header('Cache-Control', 'private, no-store')
  return c.redirect(withNextIn(withNumbersIn(target, referrer, origin, lang), lang), 302)
}
