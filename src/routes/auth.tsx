import { Hono, type Context } from 'hono'
import type { AppEnv, SessionUser } from '../env.ts'
import { prepareCalculation } from '../lib/calculation/new-calculation.ts'
import { MAX_PENDING_LENGTH, pendingCalculationFrom } from '../lib/calculation/pending.ts'
import { sameSitePath } from '../lib/safe-redirect.ts'
import { loginSchema, signupSchema } from '../lib/schemas/auth.ts'
import { signupCurrency } from '../lib/signup-currency.ts'
import { rateLimit } from '../middleware/rate-limit.tsx'
import { signIn, signOut, signUp } from '../supabase/account.ts'
import { authErrorMessage, authErrorStatus } from '../supabase/auth-errors.ts'
import { createCalculation } from '../supabase/calculations.ts'
import { supabaseFor } from '../supabase/client.ts'
import { clearSessionCookies } from '../supabase/session-cookies.ts'
import { LoginPage } from '../views/pages/login-page.tsx'
import { SignupPage } from '../views/pages/signup-page.tsx'
import { readForm } from './form-body.ts'
import { pagePath } from '../paths.ts'

/** Log in, sign up and sign out, as forms that work without JavaScript. */
export const auth = new Hono<AppEnv>()

const nextOf = (c: Context<AppEnv>, fromForm?: string) => sameSitePath(fromForm || c.req.query('next'), '')
const pendingOf = (c: Context<AppEnv>, fromForm?: string) =>
  (fromForm ?? c.req.query('pending') ?? '').slice(0, MAX_PENDING_LENGTH) || undefined
const afterAuth = (c: Context<AppEnv>, next: string) => c.redirect(next || pagePath(c.get('locale'), 'dashboard'), 303)

/**
 * Saves a guest's pending calculation right after they logged in or signed
 * up, then shows it on the dashboard. A pending calculation that no longer
 * validates is dropped and the user goes on as usual.
 */
async function afterAuthSaving(c: Context<AppEnv>, next: string, pending: string | undefined, user: SessionUser) {
  const values = pendingCalculationFrom(pending)
  if (!values) return afterAuth(c, next)
  const prepared = prepareCalculation(values, user.hourlyRate, user.currency)
  if (!prepared.ok) return afterAuth(c, next)
  const { data } = await createCalculation(supabaseFor(c), prepared.calculation)
  return data ? c.redirect(`${pagePath(c.get('locale'), 'dashboard')}?saved=${data.id}`, 303) : afterAuth(c, next)
}

auth.get('/login', (c) => {
  const success = c.req.query('signedOut') === '1' ? c.get('t')('auth.login.loggedOut') : undefined
  return c.render(<LoginPage next={nextOf(c)} pending={pendingOf(c)} success={success} />, { meta: 'login' })
})

auth.post('/login', rateLimit('login'), async (c) => {
  const t = c.get('t')
  const form = await readForm<typeof loginSchema, 'email' | 'password' | 'pending'>(c, loginSchema)
  const next = nextOf(c, form.values.next)
  const pending = pendingOf(c, form.values.pending)
  if (!form.ok || !form.data.email || !form.data.password) {
    const errors = form.ok ? {} : form.errors
    c.status(400)
    return c.render(
      <LoginPage next={next} pending={pending} values={form.values} errors={errors} error={t('validation.identifierRequired')} />,
      { meta: 'login' },
    )
  }
  const { data: user, error } = await signIn(supabaseFor(c), { email: form.data.email, password: form.data.password })
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<LoginPage next={next} pending={pending} values={{ email: form.data.email }} error={authErrorMessage(error, t)} />, {
      meta: 'login',
    })
  }
  return afterAuthSaving(c, next, pending, user)
})

auth.get('/signup', (c) => {
  return c.render(<SignupPage next={nextOf(c)} pending={pendingOf(c)} />, { meta: 'signup' })
})

auth.post('/signup', rateLimit('signup'), async (c) => {
  const t = c.get('t')
  const locale = c.get('locale')
  const form = await readForm<typeof signupSchema, 'username' | 'email' | 'password' | 'pending'>(c, signupSchema)
  const next = nextOf(c, form.values.next)
  const pending = pendingOf(c, form.values.pending)
  if (!form.ok) {
    c.status(422)
    return c.render(
      <SignupPage next={next} pending={pending} values={form.values} errors={form.errors} error={t('validation.summary')} />,
      { meta: 'signup' },
    )
  }
  const { username, email, password } = form.data
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

auth.post('/logout', async (c) => {
  if (c.get('supabase')) await signOut(supabaseFor(c))
  clearSessionCookies(c)
  return c.redirect(`${pagePath(c.get('locale'), 'login')}?signedOut=1`, 303)
})
