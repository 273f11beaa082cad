import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env.ts'
import { newPasswordSchema } from '../../lib/schemas/auth.ts'
import { passwordLimitAnswering } from '../../middleware/rate-limit.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { changePassword } from '../../supabase/credentials.ts'
import { ResetPasswordPage } from '../../views/pages/reset-password-page.tsx'
import { formAgainOverLimit, validForm } from '../form-validator.ts'
import { nextOf } from './after-auth.ts'
import { hasRecoveryMark, spendRecoveryMark } from './recovery-mark.ts'

/**
 * `/{lang}/reset-password`: the last step of password recovery, and of a
 * sign-up whose password is chosen again (`choosePassword` in `confirm.tsx`). A new
 * password without the current one is for the session a recovery link
 * opened (`recovery-mark.ts`), once, within 10 minutes; any other session
 * sees the expired-link page, which points a signed-in user to the
 * profile's form (it asks for the current password).
 */
export const resetPassword = new Hono<AppEnv>()

/**
 * What the page's address says besides: a confirmation that asks for a
 * password first (`confirmed=1`), and where to go once it is chosen (`next`,
 * on this site; the dashboard unless said).
 */
const pageOf = (c: Context<AppEnv>) => ({ confirmed: c.req.query('confirmed') === '1', onward: nextOf(c) || undefined })

resetPassword.get('/', async (c) => {
  const expired = c.req.query('expired') === '1' || !(await hasRecoveryMark(c))
  return c.render(<ResetPasswordPage expired={expired} {...pageOf(c)} />, { meta: 'resetPassword', noindex: true })
})

/** Without the mark of a recovery link opened in this session in the last 10 minutes, the link has expired: 401 before the form is read. */
const recoverySession = createMiddleware<AppEnv>(async (c, next) => {
  if (await hasRecoveryMark(c)) return next()
  c.status(401)
  return c.render(<ResetPasswordPage expired {...pageOf(c)} />, { meta: 'resetPassword', noindex: true })
})

const validNewPassword = validForm(newPasswordSchema, (c, { errors }) => {
  c.status(422)
  return c.render(<ResetPasswordPage expired={false} errors={errors} {...pageOf(c)} />, { meta: 'resetPassword', noindex: true })
})

/** Over the password limit, the form again with the limit's sentence (it holds nothing but passwords, which never come back). */
const passwordLimit = passwordLimitAnswering(
  formAgainOverLimit((c, _values, error) =>
    c.render(<ResetPasswordPage expired={false} error={error} {...pageOf(c)} />, { meta: 'resetPassword', noindex: true }),
  ),
)

resetPassword.post('/', passwordLimit, recoverySession, validNewPassword, async (c) => {
  const t = c.get('t')
  const { error } = await changePassword(supabaseFor(c), c.req.valid('form').password)
  if (error) {
    c.status(authErrorStatus(error))
    return c.render(<ResetPasswordPage expired={false} error={authErrorMessage(error, t)} {...pageOf(c)} />, {
      meta: 'resetPassword',
      noindex: true,
    })
  }
  spendRecoveryMark(c)
  return c.render(<ResetPasswordPage expired={false} success={t('auth.reset.done')} {...pageOf(c)} />, {
    meta: 'resetPassword',
    noindex: true,
  })
})
