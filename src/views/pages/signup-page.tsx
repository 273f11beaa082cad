import { pagePath } from '../../routes/page-routes.ts'
import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { withAuthQuery, type AuthCarry } from './auth-query.ts'

export type SignupPageProps = FormState<'username' | 'email' | 'password'> & AuthCarry

/** Create an account: username, email, password. Currency and language are derived, changeable later. */
export function SignupPage({ next, pending, values = {}, errors = {}, error, success }: SignupPageProps) {
  const { locale, t } = usePage()
  const withNext = (path: string) => withAuthQuery(path, next, pending)
  return (
    <section className="auth-page card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('auth.signup.title')}</h1>
      <p className="lead">{pending ? t('auth.signup.pendingCalculation') : t('auth.signup.lead')}</p>
      <FormMessage error={error} success={success} />
      <form method="post" action={withNext(pagePath(locale, 'signup'))} noValidate>
        <input type="hidden" name="next" value={next} />
        {pending && <input type="hidden" name="pending" value={pending} />}
        <Field
          name="username"
          label={t('auth.signup.username')}
          hint={t('auth.signup.usernameHint')}
          autoComplete="nickname"
          defaultValue={values.username}
          error={errors.username}
          required
          minLength={3}
          maxLength={30}
        />
        <Field
          name="email"
          type="email"
          label={t('auth.signup.email')}
          hint={t('auth.signup.emailHint')}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <Field
          name="password"
          type="password"
          label={t('auth.signup.password')}
          hint={t('auth.signup.passwordHint')}
          autoComplete="new-password"
          error={errors.password}
          required
          minLength={6}
        />
        <p className="muted">
          {t('auth.signup.consent')} <a href={pagePath(locale, 'terms')}>{t('auth.signup.termsLink')}</a> ·{' '}
          <a href={pagePath(locale, 'privacy')}>{t('auth.signup.privacyLink')}</a>
        </p>
        <button type="submit" className="button">
          {t('auth.signup.submit')}
        </button>
      </form>
      <p className="muted">
        {t('auth.signup.haveAccount')} <a href={withNext(pagePath(locale, 'login'))}>{t('auth.signup.loginLink')}</a>
      </p>
    </section>
  )
}
