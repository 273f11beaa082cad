import type { Handler } from 'hono'
import type { AppEnv } from '../../env.ts'
import { TOKEN_HASH } from '../../lib/schemas/auth.ts'
import { sameSitePath } from '../../lib/safe-redirect.ts'
import { pagePath, stepPath } from '../../paths.ts'
import { verifyRecoveryLink } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { markRecovery } from './recovery-mark.ts'

/**
 * `/{lang}/auth/callback`: where the recovery mail comes back, with
 * `token_hash` and `type=recovery`, verified here in whichever browser
 * opened it, whose session is marked as opened by it (`markRecovery`), then
 * on to `next`; a missing or spent link ends on the expired-link page.
 * (Confirmation mails come back to `/{lang}/auth/confirm`.)
 */
export const authCallback: Handler<AppEnv> = async (c) => {
  const locale = c.get('locale')
  const next = sameSitePath(c.req.query('next'), pagePath(locale, 'dashboard'))
  const tokenHash = c.req.query('token_hash')
  if (c.req.query('type') === 'recovery' && tokenHash && TOKEN_HASH.test(tokenHash)) {
    const { data: user } = await verifyRecoveryLink(supabaseFor(c), tokenHash)
    if (user) {
      await markRecovery(c, user.id)
      return c.redirect(next, 303)
    }
  }
  return c.redirect(`${stepPath(locale, 'resetPassword')}?expired=1`, 303)
}
