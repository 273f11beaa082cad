import { Hono } from 'hono/tiny'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { newPasswordSchema } from '../../lib/schemas/auth.ts'
import { rateLimit } from '../../middleware/rate-limit.tsx'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { changePassword } from '../../supabase/credentials.ts'
import { ResetPasswordPage } from '../../views/pages/reset-password-page.tsx'
import { validForm } from '../form-validator.ts'

/** `/{lang}/reset-password`: the last step of password recovery, for the session the mail's link opened. */
export const resetPassword = new Hono<AppEnv>()

resetPassword.get('/', (c) => {
  const expired = !c.get('user') || c.req.query('expired') === '1'
  return c.render(<ResetPasswordPage expired={expired} />, { meta: 'resetPassword', noindex: true })
})

/** Without the session the mail's link opened, the link has expired: 401 before the form is read. */
const recoverySession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user')) return next()
  c.status(401)
  return c.render(<ResetPasswordPage expired />, { meta: 'resetPassword', noindex: true })
})

const validNewPassword = validForm(newPasswordSchema, (c, { errors }) => {
  c.status(422)
  return c.render(<ResetPasswordPage expired={false} errors={errors} />, { meta: 'resetPassword', noindex: true })
})

resetPassword.post('/', rateLimit('recover'), recoverySession, validNewPassword, async (c) => {
  const t = c.get('t')
  const { error } = await changePassword(supabaseFor(c), c.req.valid('form').password)
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<ResetPasswordPage expired={false} error={authErrorMessage(error, t)} />, { meta: 'resetPassword', noindex: true })
  }
  return c.render(<ResetPasswordPage expired={false} success={t('auth.reset.done')} />, { meta: 'resetPassword', noindex: true })
})
