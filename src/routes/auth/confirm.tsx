import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { confirmLinkSchema } from '../../lib/schemas/auth.ts'
import { pagePath, stepPath } from '../../paths.ts'
import { adoptSession, verifyEmailLink, verifyNewAddressApart, type ConfirmedBy } from '../../supabase/account.ts'
import { createAnonSupabase } from '../../supabase/anon-client.ts'
import { forwardingClientAddress } from '../../supabase/client-address.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { retirePassword } from '../../supabase/credentials.ts'
import { requestDeadline } from '../../supabase/request-deadline.ts'
import { ConfirmSwitchPage } from '../../views/pages/confirm-switch-page.tsx'
import { ExpiredLinkPage } from '../../views/pages/expired-link-page.tsx'
import { OtherAddressPage } from '../../views/pages/other-address-page.tsx'
import { validForm, validPageQuery } from '../form-validator.ts'
import { afterSignIn, onwardAfterSignIn } from './after-auth.ts'
import { markRecovery } from './recovery-mark.ts'
import { madeHere, triedHere } from './signup-mark.ts'

/**
 * `/{lang}/auth/confirm?token_hash=…&type=email`: where a confirmation mail
 * comes back (token-hash flow). `verifyOtp` runs here on the server, so the
 * link works in any browser and signs that browser in: a new account goes
 * on to its dashboard (saving the calculation its sign-up kept), first
 * choosing its password when more than one sign-up asked for the address
 * (`passwordMayBeAnothers`),
 * a new address (`type=email_change`) to the profile that shows it
(`confirmNewAddress` when someone is signed in). A sign-up's
 * link opened while someone is signed in asks first (`ConfirmSwitchPage`),
 * and goes on when its form is posted back. A used, expired or malformed
 * link gets the page that mails a new one (a new address's, the page that
 * points to the profile).
 */
export const authConfirm = new Hono<AppEnv>()

/**
 * Whether a confirmation must end the password the account was signed up
 * with: it is opened in another browser than the account was made in
 * (`madeHere`), and more than one sign-up asked for the address (its mail
 * went out after the account's first, for a second sign-up or "send it
 * again", or a sign-up here met the first mail on its way: `triedHere`).
 * The password kept is then the first sign-up's, which may have been
 * someone else's, who signed up with this address to find the account in
 * use once its owner confirms it.
 */
const passwordMayBeAnothers = async (c: Context<AppEnv>, { user, mailedAgain }: ConfirmedBy) =>
  !(await madeHere(c, user.id)) && (mailedAgain || (await triedHere(c, user.email)))

/**
 * The password a confirmation ends (`passwordMayBeAnothers`) stops working
 * at once, and the person, who has just shown the mailbox is theirs,
 * chooses their own as after a recovery link (which replaces it too,
 * should Supabase not have answered the first change); the page then goes
 * on where the confirmation would have.
 */
async function choosePassword(c: Context<AppEnv>, signedIn: ConfirmedBy) {
  await retirePassword(supabaseFor(c))
  const onward = await onwardAfterSignIn(c, '', undefined, signedIn)
  await markRecovery(c, signedIn.user.id)
  return c.redirect(`${stepPath(c.get('locale'), 'resetPassword')}?${new URLSearchParams({ confirmed: '1', next: onward })}`, 303)
}

/** The page for a link that no longer works (used, expired, malformed), which mails a new one or, for a new address, points to the profile. */
function expiredLink(c: Context<AppEnv>, type: 'email' | 'email_change') {
  c.status(400)
  c.header('Cache-Control', 'no-store')
  return c.render(<ExpiredLinkPage emailChange={type === 'email_change'} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.expiredPageTitle'),
    noindex: true,
  })
}

/**
 * A new address's link opened while someone is signed in. It is verified
 * apart from the request's session, and this browser moves to the session it
 * opened only when that is the signed-in person's own account: anyone can
 * send the link of their own address change, and following it must not
 * move a signed-in person into the sender's account. Another account's
 * link still confirms that account's address, and says so.
 */
async function confirmNewAddress(c: Context<AppEnv>, tokenHash: string, signedInId: string) {
  const apart = createAnonSupabase(c.env, forwardingClientAddress(c, requestDeadline(c).fetch))
  const { data: opened } = await verifyNewAddressApart(apart, tokenHash)
  if (!opened) return expiredLink(c, 'email_change')
  if (opened.user.id !== signedInId) {
    c.header('Cache-Control', 'private, no-store')
    return c.render(<OtherAddressPage />, { meta: 'signup', title: c.get('t')('auth.confirm.otherAddressPageTitle'), noindex: true })
  }
  await adoptSession(supabaseFor(c), opened.session)
  return c.redirect(`${pagePath(c.get('locale'), 'profile')}?saved=email`, 303)
}

/** Verifies the link's token and goes where it leads, or answers the page for a link that no longer works. */
async function confirmLink(c: Context<AppEnv>, { token_hash: tokenHash, type }: { token_hash: string; type: 'email' | 'email_change' }) {
  const signedInId = c.get('user')?.id
  if (tokenHash && type === 'email_change' && signedInId) return confirmNewAddress(c, tokenHash, signedInId)
  const { data: signedIn } = tokenHash ? await verifyEmailLink(supabaseFor(c), tokenHash, type) : { data: null }
  if (signedIn && type === 'email_change') return c.redirect(`${pagePath(c.get('locale'), 'profile')}?saved=email`, 303)
  if (signedIn && (await passwordMayBeAnothers(c, signedIn))) return choosePassword(c, signedIn)
  if (signedIn) return afterSignIn(c, '', undefined, signedIn)
  return expiredLink(c, type)
}

authConfirm.get('/', validPageQuery(confirmLinkSchema), async (c) => {
  const link = c.req.valid('query')
  if (!c.get('user') || link.type !== 'email' || !link.token_hash) return confirmLink(c, link)
  c.header('Cache-Control', 'private, no-store')
  return c.render(<ConfirmSwitchPage link={{ type: 'email', tokenHash: link.token_hash }} />, {
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
