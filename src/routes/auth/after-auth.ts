import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../../env.ts'
import type { Locale } from '../../i18n/locales.ts'
import { needsReferenceRates, prepareCalculation } from '../../lib/calculation/new-calculation.ts'
import { MAX_PENDING_LENGTH, pendingCalculationFrom, pendingKeyFrom } from '../../lib/calculation/pending.ts'
import { STORED_UNDER } from '../../lib/calculation/pending-query.ts'
import { sameSitePath } from '../../lib/safe-redirect.ts'
import { pagePath } from '../../paths.ts'
import { forgetSignupCarry, type SignedIn } from '../../supabase/account.ts'
import { createCalculation } from '../../supabase/calculations.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { referenceRatesIfAny } from '../reference-rates.ts'

/** Where to go after logging in or signing up: the form's hidden `next`, else the query's, when it stays on this site. */
export const nextOf = (c: Context<AppEnv>, fromForm?: string) => sameSitePath(fromForm || c.req.query('next'), '')

/** A guest's calculation waiting to be saved once they have an account: the form's hidden `pending`, else the query's. */
export const pendingOf = (c: Context<AppEnv>, fromForm?: string) =>
  (fromForm ?? c.req.query('pending') ?? '').slice(0, MAX_PENDING_LENGTH) || undefined

/**
 * Saves a guest's pending calculation right after they logged in or signed
 * up, and answers where to go: the dashboard showing it. A pending
 * calculation that no longer validates is dropped and the user goes on as
 * usual (`next`, else the dashboard); one Supabase failed to store comes
 * back filled into the calculator with the failure shown. Its numbers are
 * read as `locale` writes them (the page's language unless said). It is
 * stored under the key it carries: the same calculation, kept on the device
 * and sent by the next signed-in page, is then stored once.
 */
async function onwardSaving(c: Context<AppEnv>, next: string, pending: string | undefined, user: SessionUser, locale: Locale) {
  const usual = next || pagePath(c.get('locale'), 'dashboard')
  const values = pendingCalculationFrom(pending, locale)
  if (!values) return usual
  const rates = needsReferenceRates(values, user) ? await referenceRatesIfAny(c) : undefined
  const prepared = prepareCalculation(values, user, rates)
  if (!prepared.ok) return usual
  const { data } = await createCalculation(supabaseFor(c), prepared.calculation, pendingKeyFrom(pending))
  if (data) return `${pagePath(c.get('locale'), 'dashboard')}?saved=${data.id}`
  const kept = new URLSearchParams(pending)
  kept.delete(STORED_UNDER)
  kept.set('failed', '1')
  return `${pagePath(c.get('locale'), 'home')}?${kept}`
}

/** Saves a guest's pending calculation right after they logged in or signed up, then goes where `onwardSaving` says. */
export async function afterAuthSaving(
  c: Context<AppEnv>,
  next: string,
  pending: string | undefined,
  user: SessionUser,
  locale: Locale = c.get('locale'),
) {
  return c.redirect(await onwardSaving(c, next, pending, user, locale), 303)
}

/**
 * Where to go after a session was opened (log-in, a confirmation link): a
 * calculation and the page that asked for the sign-up (its `next`) wait in
 * the account until the first confirmed sign-in, on whichever device; they
 * are taken out of the account first, so a second sign-in never uses them
 * again. The page goes where the form's own `next` does not say otherwise;
 * the calculation is saved like the form's own (`onwardSaving`), in the
 * language of the sign-up.
 */
export async function onwardAfterSignIn(c: Context<AppEnv>, next: string, pendingFromForm: string | undefined, signedIn: SignedIn) {
  const { user, pendingCalculation } = signedIn
  const locale = c.get('locale')
  if (!pendingCalculation && !signedIn.next) return onwardSaving(c, next, pendingFromForm, user, locale)
  const { error } = await forgetSignupCarry(supabaseFor(c))
  if (error) return onwardSaving(c, next, pendingFromForm, user, locale)
  const onward = next || sameSitePath(signedIn.next, '')
  if (!pendingCalculation) return onwardSaving(c, onward, pendingFromForm, user, locale)
  return onwardSaving(c, onward, pendingCalculation, user, user.language ?? locale)
}

/** Goes on after a session was opened, where `onwardAfterSignIn` says. */
export async function afterSignIn(c: Context<AppEnv>, next: string, pendingFromForm: string | undefined, signedIn: SignedIn) {
  return c.redirect(await onwardAfterSignIn(c, next, pendingFromForm, signedIn), 303)
}
