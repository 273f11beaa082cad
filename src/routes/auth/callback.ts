import type { Handler } from 'hono'
import type { AppEnv } from '../../env.ts'
import { sameSitePath } from '../../lib/safe-redirect.ts'
import { exchangeCode } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'

/**
 * `/{lang}/auth/callback`: where Supabase's mails (password recovery, e-mail
 * change) come back with a PKCE code, exchanged here for a session before
 * going on to `next`. A missing or spent code ends on the expired-link page.
 */
export const authCallback: Handler<AppEnv> = async (c) => {
  const locale = c.get('locale')
  const code = c.req.query('code')
  const next = sameSitePath(c.req.query('next'), `/${locale}/dashboard`)
  if (code && code.length <= 512) {
    const { error } = await exchangeCode(supabaseFor(c), code)
    if (!error) return c.redirect(next, 303)
  }
  return c.redirect(`/${locale}/reset-password?expired=1`, 303)
}
