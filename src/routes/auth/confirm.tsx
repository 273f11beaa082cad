import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { confirmLinkSchema } from '../../lib/schemas/auth.ts'
import { pagePath, stepPath } from '../../paths.ts'
import { verifyEmailLink, type ConfirmedBy } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { retirePassword } from '../../supabase/credentials.ts'
import { ConfirmSwitchPage } from '../../views/pages/confirm-switch-page.tsx'
import { ExpiredLinkPage } from '../../views/pages/expired-link-page.tsx'
import { validForm, validPageQuery } from '../form-validator.ts'
import { afterSignIn, onwardAfterSignIn } from './after-auth.ts'
import { markRecovery } from './recovery-mark.ts'
import { madeHere } from './signup-mark.ts'

/**
 * `/{lang}/auth/confirm?token_hash=…&type=email`: where a confirmation mail
 * comes back (token-hash flow). `verifyOtp` runs here on the server, so the
 * link works in any browser and signs that browser in: a new account goes
 * on to its dashboard (saving the calculation its sign-up kept), first
 * choosing its password when its mail was not the first (`choosePassword`),
 * a new address (`type=email_change`) to the profile that shows it. A sign-up's
 * link opened while someone is signed in asks first (`ConfirmSwitchPage`),
 * and goes on when its form is posted back. A used, expired or malformed
 * link gets the page that mails a new one (a new address's, the page that
 * points to the profile).
 */
export const authConfirm = new Hono<AppEnv>()

/**
 * A sign-up confirmed from a mail that went out after the account's first (a
 * second sign-up with the address, or "send it again"), in another browser
 * than the account was made in (`madeHere`): the password kept is the first
 * sign-up's, which may have been someone else's, who signed up with this
 * address to find the account in use once its owner confirms it. So it
 * stops working at once, and the person, who has just shown the
 * mailbox is theirs, chooses their own as after a recovery link (which
 * replaces it too, should Supabase not have answered the first change); the
 * page then goes on where the confirmation would have.
 */
async function choosePassword(c: Context<AppEnv>, signedIn: ConfirmedBy) {
  await retirePassword(supabaseFor(c))
  const onward = await onwardAfterSignIn(c, '', undefined, signedIn)
  await markRecovery(c, signedIn.user.id)
  return c.redirect(`${stepPath(c.get('locale'), 'resetPassword')}?${new URLSearchParams({ confirmed: '1', next: onward })}`, 303)
}

/** Verifies the link's token and goes where it leads, or answers the page for a link that no longer works. */
async function confirmLink(c: Context<AppEnv>, { token_hash: tokenHash, type }: { token_hash: string; type: 'email' | 'email_change' }) {
  const locale = c.get('locale')
  const { data: signedIn } = tokenHash ? await verifyEmailLink(supabaseFor(c), tokenHash, type) : { data: null }
  if (signedIn && type === 'email_change') return c.redirect(`${pagePath(locale, 'profile')}?saved=email`, 303)
  if (signedIn?.mailedAgain && !(await madeHere(c, signedIn.user.id))) return choosePassword(c, signedIn)
  if (signedIn) return afterSignIn(c, '', undefined, signedIn)
  c.status(400)
  c.header('Cache-Control', 'no-store')
  return c.render(<ExpiredLinkPage emailChange={type === 'email_change'} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.expiredPageTitle'),
    noindex: true,
  })
}

authConfirm.get('/', validPageQuery(confirmLinkSchema), async (c) => {
  const link = c.req.valid('query')
  if (!c.get('user') || link.type !== 'email' || !link.token_hash) return confirmLink(c, link)
  c.header('Cache-Control', 'private, no-store')
  return c.render(<ConfirmSwitchPage tokenHash={link.token_hash} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.switchPageTitle'),
    noindex: true,
  })
})

// The schema's fallbacks take any body: a token that is none gets the page for a link that no longer works.
authConfirm.post(
  '/',
  validForm(confirmLinkSchema, (c) => c.notFound()),
  (c) => confirmLink(c, c.req.valid('form')),
)
