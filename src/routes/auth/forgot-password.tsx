import { Hono } from 'hono'
import type { AppEnv } from '../../env.ts'
import { forgotPasswordSchema } from '../../lib/schemas/auth.ts'
import { rateLimit } from '../../middleware/rate-limit.tsx'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { requestPasswordReset } from '../../supabase/credentials.ts'
import { ForgotPasswordPage } from '../../views/pages/forgot-password-page.tsx'
import { readForm } from '../form-body.ts'

/**
 * `/{lang}/forgot-password`, the first step of forgot password → recovery
 * mail → new password. The mail's link comes back to `/{lang}/auth/callback`
 * with a PKCE code (the verifier waits in a cookie set here) and goes on to
 * `/{lang}/reset-password`.
 */
export const forgotPassword = new Hono<AppEnv>()

forgotPassword.get('/', (c) => c.render(<ForgotPasswordPage />, { meta: 'forgotPassword', noindex: true }))

forgotPassword.post('/', rateLimit('recover'), async (c) => {
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
