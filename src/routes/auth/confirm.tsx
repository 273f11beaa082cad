import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { confirmLinkSchema } from '../../lib/schemas/auth.ts'
import { pagePath } from '../../paths.ts'
import { verifyEmailLink } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { ExpiredLinkPage } from '../../views/pages/expired-link-page.tsx'
import { validPageQuery } from '../form-validator.ts'
import { afterSignIn } from './after-auth.ts'

/**
 * `/{lang}/auth/confirm?token_hash=…&type=email`: where a confirmation mail
 * comes back (token-hash flow). `verifyOtp` runs here on the server, so the
 * link works in any browser and signs that browser in: a new account goes
 * on to its dashboard (saving the calculation its sign-up kept), a new
 * address (`type=email_change`) to the profile that shows it. A used,
 * expired or malformed link gets the page that mails a new one (a new
 * address's, the page that points to the profile).
 */
export const authConfirm = new Hono<AppEnv>()

authConfirm.get('/', validPageQuery(confirmLinkSchema), async (c) => {
  const locale = c.get('locale')
  const { token_hash: tokenHash, type } = c.req.valid('query')
  const { data: signedIn } = tokenHash ? await verifyEmailLink(supabaseFor(c), tokenHash, type) : { data: null }
  if (signedIn && type === 'email_change') return c.redirect(`${pagePath(locale, 'profile')}?saved=email`, 303)
  if (signedIn) return afterSignIn(c, '', undefined, signedIn)
  c.status(400)
  c.header('Cache-Control', 'no-store')
  return c.render(<ExpiredLinkPage emailChange={type === 'email_change'} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.expiredPageTitle'),
    noindex: true,
  })
})
