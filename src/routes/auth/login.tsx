import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { loginSchema } from '../../lib/schemas/auth.ts'
import { rateLimit } from '../../middleware/rate-limit.tsx'
import { signIn } from '../../supabase/account.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { LoginPage } from '../../views/pages/login-page.tsx'
import { readForm } from '../form-body.ts'
import { afterAuthSaving, nextOf, pendingOf } from './after-auth.ts'

/** `/{lang}/login`: the log-in page and its form, which works without JavaScript. */
export const login = new Hono<AppEnv>()

login.get('/', (c) => {
  const success = c.req.query('signedOut') === '1' ? c.get('t')('auth.login.loggedOut') : undefined
  return c.render(<LoginPage next={nextOf(c)} pending={pendingOf(c)} success={success} />, { meta: 'login' })
})

login.post('/', rateLimit('login'), async (c) => {
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
