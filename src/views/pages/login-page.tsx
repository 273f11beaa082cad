import { pagePath } from '../../routes/page-routes.ts'
import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { withAuthQuery, type AuthCarry } from './auth-query.ts'

export type LoginPageProps = FormState<'email' | 'password'> & AuthCarry

/** Log in with email and password; `next` brings the visitor back to where they were. */
export function LoginPage({ next, pending, values = {}, errors = {}, error, success }: LoginPageProps) {
  const { locale, t } = usePage()
  const withNext = (path: string) => withAuthQuery(path, next, pending)
  return (
    <section className="auth-page card" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      <p className="lead">{pending ? t('auth.login.pendingCalculation') : next ? t('auth.login.loginRequired') : t('auth.login.lead')}</p>
      <FormMessage error={error} success={success} />
      <form method="post" action={withNext(pagePath(locale, 'login'))} noValidate>
        <input type="hidden" name="next" value={next} />
        {pending && <input type="hidden" name="pending" value={pending} />}
        <Field
          name="email"
          type="email"
          label={t('auth.login.email')}
          autoComplete="username"
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <Field
          name="password"
          type="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <button type="submit" className="button">
          {t('auth.login.submit')}
        </button>
      </form>
      <p>
        <a href={`/${locale}/forgot-password`}>{t('auth.login.forgot')}</a>
      </p>
      <p className="muted">
        {t('auth.login.noAccount')} <a href={withNext(pagePath(locale, 'signup'))}>{t('auth.login.signupLink')}</a>
      </p>
    </section>
  )
}
