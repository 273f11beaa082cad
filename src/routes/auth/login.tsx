import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { loginSchema } from '../../lib/schemas/auth.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { signIn } from '../../supabase/account.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { LoginPage } from '../../views/pages/login-page.tsx'
import { formAgainOverLimit, formValues, validForm, type FormValues, type InvalidForm } from '../form-validator.ts'
import { afterSignIn, nextOf, pendingOf } from './after-auth.ts'
import { credentialsMissing, credentialsRefusal } from './credentials-refusal.ts'

/** `/{lang}/login`: the log-in page and its form, which works without JavaScript. */
export const login = new Hono<AppEnv>()

login.get('/', (c) => {
  const success = c.req.query('signedOut') === '1' ? c.get('t')('auth.login.loggedOut') : undefined
  return c.render(<LoginPage next={nextOf(c)} pending={pendingOf(c)} success={success} />, { meta: 'login' })
})

/** The form again with what was typed (never the password), `error` above it and each field's own beside it. */
const loginAgain = (c: Context<AppEnv>, values: FormValues, error: string, errors: InvalidForm['errors'] = {}) => {
  const page = { next: nextOf(c, values.next), pending: pendingOf(c, values.pending), values, errors, error }
  return c.render(<LoginPage {...page} />, { meta: 'login' })
}

/** A refused form, each error at its field: 400 when an address or the password is missing, as Auth answers, else 422. */
const validLogin = validForm(loginSchema, (c, { values, errors }) => {
  c.status(credentialsMissing(values) ? 400 : 422)
  return loginAgain(c, values, credentialsRefusal(c, values), errors)
})

login.post('/', rateLimit('login', { onLimited: formAgainOverLimit(loginAgain) }), validLogin, async (c) => {
  const t = c.get('t')
  const values = await formValues(c)
  const { email, password } = c.req.valid('form')
  const next = nextOf(c, values.next)
  const pending = pendingOf(c, values.pending)
  const { data: signedIn, error } = await signIn(supabaseFor(c), { email, password })
  if (error) {
    c.status(authErrorStatus(error))
    const unconfirmed = error.code === 'email_not_confirmed' ? email : undefined
    return c.render(
      <LoginPage next={next} pending={pending} values={{ email }} error={authErrorMessage(error, t)} unconfirmed={unconfirmed} />,
      { meta: 'login' },
    )
  }
  return afterSignIn(c, next, pending, signedIn)
})
