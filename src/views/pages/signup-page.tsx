import { pagePath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { AuthCarryFields, withAuthQuery, type AuthCarry } from './auth-query.tsx'

export type SignupPageProps = FormState<'username' | 'email' | 'password' | 'timeZone'> & AuthCarry

/**
 * Create an account: username, email, password. Currency and language are
 * derived, changeable later: the page's script (`client/islands/time-zone.ts`)
 * puts the browser's time zone in a hidden field the currency is picked from.
 */
export function SignupPage({ next, pending, ...state }: SignupPageProps) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('signup', state)
  const withNext = (path: string) => withAuthQuery(path, next, pending)
  const lead = pending ? t('auth.signup.pendingCalculation') : t('auth.signup.lead')
  return (
    <FormCard id="signup" title={t('auth.signup.title')} lead={lead} error={state.error} success={state.success}>
      <PostForm action={withNext(pagePath(locale, 'signup'))} submit={t('auth.signup.submit')}>
        <AuthCarryFields next={next} pending={pending} />
        <input type="hidden" name="timeZone" value={state.values?.timeZone ?? ''} data-time-zone="" />
        <Field {...field('username')} autoComplete="nickname" required minLength={3} maxLength={30} />
        <Field {...field('email')} type="email" autoComplete="email" required />
        <Field {...field('password')} type="password" autoComplete="new-password" required minLength={6} />
        <p className="muted">
          {t('auth.signup.consent')} <a href={pagePath(locale, 'terms')}>{t('auth.signup.termsLink')}</a> ·{' '}
          <a href={pagePath(locale, 'privacy')}>{t('auth.signup.privacyLink')}</a>
        </p>
      </PostForm>
      <p className="muted">
        {t('auth.signup.haveAccount')} <a href={withNext(pagePath(locale, 'login'))}>{t('auth.signup.loginLink')}</a>
      </p>
    </FormCard>
  )
}
