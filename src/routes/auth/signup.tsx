import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { signupSchema } from '../../lib/schemas/auth.ts'
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

signup.get('/', (c) => c.render(<SignupPage next={nextOf(c)} pending={pendingOf(c)} />, { meta: 'signup' }))

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
    { meta: 'signup' },
  )
})

signup.post('/', rateLimit('signup'), validSignup, async (c) => {
  const t = c.get('t')
  const locale = c.get('locale')
  const values = await formValues(c)
  const next = nextOf(c, values.next)
  const pending = pendingOf(c, values.pending)
  const { username, email, password } = c.req.valid('form')
  const cf = c.req.raw.cf as { timezone?: string } | undefined
  const languageTag = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim()
  const { data: user, error } = await signUp(supabaseFor(c), {
    email,
    password,
    profile: { username, currency: signupCurrency(cf?.timezone, languageTag), language: locale },
  })
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<SignupPage next={next} pending={pending} values={{ username, email }} error={authErrorMessage(error, t)} />, {
      meta: 'signup',
    })
  }
  if (!user) return c.render(<SignupPage next={next} success={t('auth.signup.checkEmail', { email })} />, { meta: 'signup' })
  return afterAuthSaving(c, next, pending, user)
})
