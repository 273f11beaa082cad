import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { signupSchema } from '../../lib/schemas/auth.ts'
import { acceptedLanguages, edgeLocation } from '../../lib/request-currency.ts'
import { signupCurrency } from '../../lib/signup-currency.ts'
import { rateLimit } from '../../middleware/rate-limit.tsx'
import { signUp } from '../../supabase/account.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { SignupPage } from '../../views/pages/signup-page.tsx'
import { formValues, validForm } from '../form-validator.ts'
import { afterAuthSaving, nextOf, pendingOf } from './after-auth.ts'

/** `/{lang}/signup`: the sign-up page and its form, which works without JavaScript. */
export const signup = new Hono<AppEnv>()

/** The sign-up page's meta and its script, which fills in the browser's time zone. */
const SIGNUP_PAGE = { meta: 'signup', islands: ['time-zone'] } as const

signup.get('/', (c) => c.render(<SignupPage next={nextOf(c)} pending={pendingOf(c)} />, SIGNUP_PAGE))

const validSignup = validForm(signupSchema, (c, { values, errors }) => {
  c.status(422)
  return c.render(
    <SignupPage
      next={nextOf(c, values.next)}
      pending={pendingOf(c, values.pending)}
      values={values}
      errors={errors}
      error={c.get('t')('validation.summary')}
    />,
    SIGNUP_PAGE,
  )
})

signup.post('/', rateLimit('signup'), validSignup, async (c) => {
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
  const { data: user, error } = await signUp(supabaseFor(c), { email, password, profile: { username, currency, language: locale } })
  if (error) {
    c.status(authErrorStatus(error))
    const typed = { username, email, timeZone }
    return c.render(<SignupPage next={next} pending={pending} values={typed} error={authErrorMessage(error, t)} />, SIGNUP_PAGE)
  }
  if (!user) return c.render(<SignupPage next={next} success={t('auth.signup.checkEmail', { email })} />, SIGNUP_PAGE)
  return afterAuthSaving(c, next, pending, user)
})
