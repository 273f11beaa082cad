import type { Handler } from 'hono'
import type { AppEnv } from '../../env.ts'
import { sameSitePath } from '../../lib/safe-redirect.ts'
import { pagePath, stepPath } from '../../paths.ts'
import { exchangeCode, verifyRecoveryLink } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { markRecovery } from './recovery-mark.ts'

/** A token hash as Supabase mails it (hex, `pkce_`-prefixed in PKCE projects). */
const TOKEN_HASH = /^[\w-]{1,512}$/

/**
 * `/{lang}/auth/callback`: where Supabase's mails come back. A recovery mail
 * brings `token_hash` and `type=recovery`, verified here in whichever browser
 * opened it, whose session is marked as opened by it (`markRecovery`); an
 * e-mail change brings a PKCE code, exchanged for a session.
 * Either goes on to `next`; a missing or spent link ends on the expired-link page.
 */
export const authCallback: Handler<AppEnv> = async (c) => {
  const locale = c.get('locale')
  const code = c.req.query('code')
  const next = sameSitePath(c.req.query('next'), pagePath(locale, 'dashboard'))
  const tokenHash = c.req.query('token_hash')
  if (c.req.query('type') === 'recovery' && tokenHash && TOKEN_HASH.test(tokenHash)) {
    const { data: user } = await verifyRecoveryLink(supabaseFor(c), tokenHash)
    if (user) {
      await markRecovery(c, user.id)
      return c.redirect(next, 303)
    }
  } else if (code && code.length <= 512) {
    const { error } = await exchangeCode(supabaseFor(c), code)
    if (!error) return c.redirect(next, 303)
  }
  return c.redirect(`${stepPath(locale, 'resetPassword')}?expired=1`, 303)
}
