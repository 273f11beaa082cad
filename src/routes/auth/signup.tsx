import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { resendConfirmationSchema, signupSchema } from '../../lib/schemas/auth.ts'
import { acceptedLanguages, edgeLocation } from '../../lib/request-currency.ts'
import { signupCurrency } from '../../lib/signup-currency.ts'
import { siteOrigin } from '../../lib/site-url.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { stepPath } from '../../paths.ts'
import { resendConfirmation, signUp } from '../../supabase/account.ts'
import { authErrorMessage, authErrorStatus, isMailedJustNow } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { localMailPage } from '../../supabase/local-mail.ts'
import { CheckInboxPage, type CheckInboxPageProps } from '../../views/pages/check-inbox-page.tsx'
import { ExpiredLinkPage } from '../../views/pages/expired-link-page.tsx'
import { SignupPage } from '../../views/pages/signup-page.tsx'
import { formAgainOverLimit, formValues, validForm, type FormValues, type InvalidForm } from '../form-validator.ts'
import { afterAuthSaving, nextOf, pendingOf } from './after-auth.ts'
import { credentialsRefusal } from './credentials-refusal.ts'
import { forgetSignup, markSignup, markTried } from './signup-mark.ts'

/**
 * `/{lang}/signup`: the sign-up page and its form, which works without
 * JavaScript. A new account confirms its address first: the answer is the
 * "check your inbox" page, whose "send it again" posts to `/signup/resend`.
 */
export const signup = new Hono<AppEnv>()

/** The sign-up page's meta and its script, which fills in the browser's time zone. */
const SIGNUP_PAGE = { meta: 'signup', islands: ['time-zone'] } as const

/** Where the confirmation mail's link goes: `/{lang}/auth/confirm` on this site, in the sign-up's language. */
export const confirmTo = (c: Context<AppEnv>) => `${siteOrigin(c.env.SITE_URL)}${stepPath(c.get('locale'), 'authConfirm')}`

/** The "check your inbox" page for `email`, with the local mail page's link when the app runs on loopback. */
function checkInbox(c: Context<AppEnv>, email: string, message: Omit<CheckInboxPageProps, 'email' | 'mailbox'> = {}) {
  const mailbox = localMailPage(c.env.SITE_URL, c.env.SUPABASE_URL, email)
  return c.render(<CheckInboxPage email={email} mailbox={mailbox} {...message} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.pageTitle'),
    noindex: true,
  })
}

signup.get('/', (c) => c.render(<SignupPage next={nextOf(c)} pending={pendingOf(c)} />, SIGNUP_PAGE))

/** The form again with what was typed (never the password), `error` above it and each field's own beside it. */
const signupAgain = (c: Context<AppEnv>, values: FormValues, error: string, errors: InvalidForm['errors'] = {}) =>
  c.render(
    <SignupPage next={nextOf(c, values.next)} pending={pendingOf(c, values.pending)} values={values} errors={errors} error={error} />,
    SIGNUP_PAGE,
  )

/** A refused form: 422, each error at its field. */
const validSignup = validForm(signupSchema, (c, { values, errors }) => {
  c.status(422)
  return signupAgain(c, values, credentialsRefusal(c, values), errors)
})

signup.post('/', rateLimit('signup', { onLimited: formAgainOverLimit(signupAgain) }), validSignup, async (c) => {
  const t = c.get('t')
  const locale = c.get('locale')
  const values = await formValues(c)
  const next = nextOf(c, values.next)
  const pending = pendingOf(c, values.pending)
  const { username, email, password, timeZone } = c.req.valid('form')
  const currency = signupCurrency({
    browserTimeZone: timeZone,
    edgeTimeZone: edgeLocation(c.req.raw).timeZone,
    browserLocales: acceptedLanguages(c.req.raw),
    locale,
  })
  const { data: signedUp, error } = await signUp(supabaseFor(c), {
    email,
    password,
    profile: { username, currency, language: locale },
    pendingCalculation: pending,
    next,
    confirmTo: confirmTo(c),
  })
  // Sent again within the minute between two mails (a double click, a form sent again, or someone else's sign-up a moment before): the first one's mail is on its way, and the account keeps what that one sent.
  if (isMailedJustNow(error)) {
    await markTried(c, email)
    return checkInbox(c, email, { pending: Boolean(pending), tooSoon: 'signup' })
  }
  if (error) {
    c.status(authErrorStatus(error))
    const typed = { username, email, timeZone }
    return c.render(<SignupPage next={next} pending={pending} values={typed} error={authErrorMessage(error, t)} />, SIGNUP_PAGE)
  }
  if (signedUp.madeId) await markSignup(c, signedUp.madeId)
  else forgetSignup(c)
  if (!signedUp.user) return checkInbox(c, email, { pending: Boolean(pending) })
  return afterAuthSaving(c, next, pending, signedUp.user)
})

/** The "send it again" form again, with the address typed, `error` above it and each field's own beside it. */
const resendAgain = (c: Context<AppEnv>, values: FormValues, error: string, errors: InvalidForm['errors'] = {}) =>
  c.render(<ExpiredLinkPage values={values} errors={errors} error={error} />, {
    meta: 'signup',
    title: c.get('t')('auth.confirm.expiredPageTitle'),
    noindex: true,
  })

const validResend = validForm(resendConfirmationSchema, (c, { values, errors }) => {
  c.status(422)
  return resendAgain(c, values, c.get('t')('validation.summary'), errors)
})

/** "Send it again": a new confirmation mail; Supabase answers alike for any address, and limits how often. */
signup.post('/resend', rateLimit('resend', { onLimited: formAgainOverLimit(resendAgain) }), validResend, async (c) => {
  const { email } = c.req.valid('form')
  const { error } = await resendConfirmation(supabaseFor(c), { email, confirmTo: confirmTo(c) })
  if (isMailedJustNow(error)) {
    c.status(429)
    c.header('Retry-After', '60')
    return checkInbox(c, email, { tooSoon: 'resend' })
  }
  if (error) {
    c.status(authErrorStatus(error))
    return checkInbox(c, email, { error: authErrorMessage(error, c.get('t')) })
  }
  return checkInbox(c, email, { success: c.get('t')('auth.confirm.resent', { email }) })
})
