import { pagePath } from '../../routes/page-routes.ts'
import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** Ask for a recovery mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage({ values = {}, errors = {}, error, success }: FormState<'email'>) {
  const { locale, t } = usePage()
  return (
    <section className="auth-page card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('auth.forgot.title')}</h1>
      <p className="lead">{t('auth.forgot.lead')}</p>
      <FormMessage error={error} success={success} />
      <form method="post" action={`/${locale}/forgot-password`} noValidate>
        <Field
          name="email"
          type="email"
          label={t('auth.forgot.email')}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <button type="submit" className="button">
          {t('auth.forgot.submit')}
        </button>
      </form>
      <p>
        <a href={pagePath(locale, 'login')}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </section>
  )
}
