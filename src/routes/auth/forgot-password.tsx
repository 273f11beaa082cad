import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { forgotPasswordSchema } from '../../lib/schemas/auth.ts'
import { siteOrigin } from '../../lib/site-url.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { stepPath } from '../../paths.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { requestPasswordReset } from '../../supabase/credentials.ts'
import { ForgotPasswordPage } from '../../views/pages/forgot-password-page.tsx'
import { formAgainOverLimit, formValues, validForm, type FormValues, type InvalidForm } from '../form-validator.ts'

/**
 * `/{lang}/forgot-password`, the first step of forgot password → recovery
 * mail → new password. The mail (in the account's language) links to
 * `/{lang}/auth/callback` with the token hash, which opens the recovery
 * session in whichever browser follows it and goes on to `/{lang}/reset-password`.
 */
export const forgotPassword = new Hono<AppEnv>()

forgotPassword.get('/', (c) => c.render(<ForgotPasswordPage />, { meta: 'forgotPassword', noindex: true }))

/** The form again with the address typed, `error` above it and each field's own beside it. */
const forgotAgain = (c: Context<AppEnv>, values: FormValues, error: string, errors: InvalidForm['errors'] = {}) =>
  c.render(<ForgotPasswordPage values={values} errors={errors} error={error} />, { meta: 'forgotPassword', noindex: true })

const validAddress = validForm(forgotPasswordSchema, (c, { values, errors }) => {
  c.status(422)
  return forgotAgain(c, values, c.get('t')('validation.summary'), errors)
})

forgotPassword.post('/', rateLimit('recover', { onLimited: formAgainOverLimit(forgotAgain) }), validAddress, async (c) => {
  const t = c.get('t')
  const locale = c.get('locale')
  const { email } = c.req.valid('form')
  const redirectTo = `${siteOrigin(c.env.SITE_URL)}${stepPath(locale, 'authCallback')}?next=${encodeURIComponent(stepPath(locale, 'resetPassword'))}`
  const { error } = await requestPasswordReset(supabaseFor(c), email, redirectTo)
  if (error) {
    c.status(authErrorStatus(error))
    return forgotAgain(c, await formValues(c), authErrorMessage(error, t))
  }
  return c.render(<ForgotPasswordPage success={t('auth.forgot.sent', { email })} />, {
    meta: 'forgotPassword',
    noindex: true,
  })
})
