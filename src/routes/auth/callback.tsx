import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { InferOutput } from 'valibot'
import type { AppEnv } from '../../env.ts'
import { recoveryLinkSchema } from '../../lib/schemas/auth.ts'
import { sameSitePath } from '../../lib/safe-redirect.ts'
import { pagePath, stepPath } from '../../paths.ts'
import { verifyRecoveryLink } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { ConfirmSwitchPage } from '../../views/pages/confirm-switch-page.tsx'
import { validForm, validPageQuery } from '../form-validator.ts'
import { markRecovery } from './recovery-mark.ts'

/**
 * `/{lang}/auth/callback`: where the recovery mail comes back, with
 * `token_hash` and `type=recovery`, verified here in whichever browser
 * opened it, whose session is marked as opened by it (`markRecovery`), then
 * on to `next`; a missing or spent link ends on the expired-link page.
 * Opened while someone is signed in, it asks first (`ConfirmSwitchPage`),
 * and goes on when its form is posted back. (Confirmation mails come back to
 * `/{lang}/auth/confirm`.)
 */
export const authCallback = new Hono<AppEnv>()

type RecoveryLink = InferOutput<typeof recoveryLinkSchema>

/** Verifies the link's token, signing this browser in to its account, and goes on to `next`, or to the expired-link page. */
async function openRecoveryLink(c: Context<AppEnv>, { token_hash: tokenHash, type, next }: RecoveryLink) {
  const locale = c.get('locale')
  if (type === 'recovery' && tokenHash) {
    const { data: user } = await verifyRecoveryLink(supabaseFor(c), tokenHash)
    if (user) {
      await markRecovery(c, user.id)
      return c.redirect(sameSitePath(next, pagePath(locale, 'dashboard')), 303)
    }
  }
  return c.redirect(`${stepPath(locale, 'resetPassword')}?expired=1`, 303)
}

authCallback.get('/', validPageQuery(recoveryLinkSchema), (c) => {
  const link = c.req.valid('query')
  if (!c.get('user') || link.type !== 'recovery' || !link.token_hash) return openRecoveryLink(c, link)
  c.header('Cache-Control', 'private, no-store')
  return c.render(<ConfirmSwitchPage link={{ type: 'recovery', tokenHash: link.token_hash, next: link.next }} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.recoverySwitchPageTitle'),
    noindex: true,
  })
})

// The schema's fallbacks take any body: a token that is none gets the expired-link page.
authCallback.post(
  '/',
  validForm(recoveryLinkSchema, (c) => c.notFound()),
  (c) => openRecoveryLink(c, c.req.valid('form')),
)
