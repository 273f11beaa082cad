import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** Set a new password, reached from the recovery mail with a fresh session. */
export function ResetPasswordPage({ errors = {}, error, success, expired }: FormState<'password'> & { expired: boolean }) {
  const { locale, t } = usePage()
  return (
    <section className="auth-page card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('auth.reset.title')}</h1>
      <FormMessage error={expired ? t('auth.reset.expired') : error} success={success} />
      {expired ? (
        <p>
          <a className="button" href={`/${locale}/forgot-password`}>
            {t('auth.reset.requestNew')}
          </a>
        </p>
      ) : (
        <form method="post" action={`/${locale}/reset-password`} noValidate>
          <Field
            name="password"
            type="password"
            label={t('auth.reset.password')}
            hint={t('auth.reset.passwordHint')}
            autoComplete="new-password"
            error={errors.password}
            required
            minLength={6}
          />
          <button type="submit" className="button">
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
