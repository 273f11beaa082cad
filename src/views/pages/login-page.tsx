import { pagePath, stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { AuthCarryFields, withAuthQuery, type AuthCarry } from './auth-query.tsx'

export type LoginPageProps = FormState<'email' | 'password'> &
  AuthCarry & {
    /** The address of an account not confirmed yet: the page offers to mail its link again. */
    unconfirmed?: string | undefined
  }

/** Log in with email and password; `next` brings the visitor back to where they were. */
export function LoginPage({ next, pending, unconfirmed, ...state }: LoginPageProps) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('login', state)
  const withNext = (path: string) => withAuthQuery(path, next, pending)
  const lead = pending ? t('auth.login.pendingCalculation') : next ? t('auth.login.loginRequired') : t('auth.login.lead')
  return (
    <FormCard id="login" title={t('auth.login.title')} lead={lead} error={state.error} success={state.success}>
      <PostForm action={withNext(pagePath(locale, 'login'))} submit={t('auth.login.submit')}>
        <AuthCarryFields next={next} pending={pending} />
        <Field {...field('email')} type="email" autoComplete="username" required />
        <Field {...field('password')} type="password" autoComplete="current-password" required />
      </PostForm>
      {unconfirmed && (
        <PostForm action={stepPath(locale, 'resendConfirmation')} submit={t('auth.confirm.resend')} secondary>
          <input type="hidden" name="email" value={unconfirmed} />
        </PostForm>
      )}
      <p>
        <a href={stepPath(locale, 'forgotPassword')}>{t('auth.login.forgot')}</a>
      </p>
      <p className="muted">
        {t('auth.login.noAccount')} <a href={withNext(pagePath(locale, 'signup'))}>{t('auth.login.signupLink')}</a>
      </p>
    </FormCard>
  )
}
