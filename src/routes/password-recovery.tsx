import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { sameSitePath } from '../lib/safe-redirect.ts'
import { forgotPasswordSchema, newPasswordSchema } from '../lib/schemas/auth.ts'
import { rateLimit } from '../middleware/rate-limit.tsx'
import { exchangeCode } from '../supabase/account.ts'
import { authErrorMessage, authErrorStatus } from '../supabase/auth-errors.ts'
import { supabaseFor } from '../supabase/client.ts'
import { changePassword, requestPasswordReset } from '../supabase/credentials.ts'
import { ForgotPasswordPage } from '../views/pages/forgot-password-page.tsx'
import { ResetPasswordPage } from '../views/pages/reset-password-page.tsx'
import { readForm } from './form-body.ts'

/**
 * Forgot password → recovery mail → new password. The mail's link comes back
 * to `/auth/callback` with a PKCE code, which is exchanged for a session
 * (the verifier waits in a cookie set when the mail was requested), and the
 * user then chooses a new password.
 */
export const passwordRecovery = new Hono<AppEnv>()

passwordRecovery.get('/forgot-password', (c) => c.render(<ForgotPasswordPage />, { meta: 'forgotPassword', noindex: true }))

passwordRecovery.post('/forgot-password', rateLimit('recover'), async (c) => {
  const t = c.get('t')
  const locale = c.get('locale')
  const form = await readForm<typeof forgotPasswordSchema, 'email'>(c, forgotPasswordSchema)
  if (!form.ok) {
    c.status(422)
    return c.render(<ForgotPasswordPage values={form.values} errors={form.errors} />, { meta: 'forgotPassword', noindex: true })
  }
  const origin = new URL(c.req.url).origin
  const redirectTo = `${origin}/${locale}/auth/callback?next=${encodeURIComponent(`/${locale}/reset-password`)}`
  const { error } = await requestPasswordReset(supabaseFor(c), form.data.email, redirectTo)
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<ForgotPasswordPage values={form.values} error={authErrorMessage(error, t)} />, {
      meta: 'forgotPassword',
      noindex: true,
    })
  }
  return c.render(<ForgotPasswordPage success={t('auth.forgot.sent', { email: form.data.email })} />, {
    meta: 'forgotPassword',
    noindex: true,
  })
})

passwordRecovery.get('/auth/callback', async (c) => {
  const locale = c.get('locale')
  const code = c.req.query('code')
  const next = sameSitePath(c.req.query('next'), `/${locale}/dashboard`)
  if (code && code.length <= 512) {
    const { error } = await exchangeCode(supabaseFor(c), code)
    if (!error) return c.redirect(next, 303)
  }
  return c.redirect(`/${locale}/reset-password?expired=1`, 303)
})

passwordRecovery.get('/reset-password', (c) => {
  const expired = !c.get('user') || c.req.query('expired') === '1'
  return c.render(<ResetPasswordPage expired={expired} />, { meta: 'resetPassword', noindex: true })
})

passwordRecovery.post('/reset-password', rateLimit('recover'), async (c) => {
  const t = c.get('t')
  if (!c.get('user')) {
    c.status(401)
    return c.render(<ResetPasswordPage expired />, { meta: 'resetPassword', noindex: true })
  }
  const form = await readForm<typeof newPasswordSchema, 'password'>(c, newPasswordSchema)
  if (!form.ok) {
    c.status(422)
    return c.render(<ResetPasswordPage expired={false} errors={form.errors} />, { meta: 'resetPassword', noindex: true })
  }
  const { error } = await changePassword(supabaseFor(c), form.data.password)
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<ResetPasswordPage expired={false} error={authErrorMessage(error, t)} />, { meta: 'resetPassword', noindex: true })
  }
  return c.render(<ResetPasswordPage expired={false} success={t('auth.reset.done')} />, { meta: 'resetPassword', noindex: true })
})
