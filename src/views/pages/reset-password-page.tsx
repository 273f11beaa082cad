import { pagePath, stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

export interface ResetPasswordPageProps extends FormState<'password'> {
  expired: boolean
  /** Reached from a sign-up's confirmation that asks for the password first: says why. */
  confirmed?: boolean | undefined
  /** Where to go once the password is saved (the dashboard unless said). */
  onward?: string | undefined
}

/**
 * Set a new password, reached from the recovery mail with a fresh session,
 * or from a sign-up's confirmation that asks for one. Once it is saved, the
 * form gives way to the way onward (the dashboard unless said). An expired
 * link offers a new one, and a signed-in user the profile's form, which
 * asks for the current password.
 */
export function ResetPasswordPage({ expired, confirmed = false, onward, ...state }: ResetPasswordPageProps) {
  const { locale, t, user } = usePage()
  const field = useAccountFormFields('reset', state)
  const dashboard = pagePath(locale, 'dashboard')
  const query = new URLSearchParams({ ...(confirmed ? { confirmed: '1' } : {}), ...(onward ? { next: onward } : {}) }).toString()
  const link = (href: string, text: string) => (
    <p>
      <a className="button" href={href}>
        {text}
      </a>
    </p>
  )
  return (
    <FormCard
      id="reset"
      title={t('auth.reset.title')}
      lead={confirmed && !expired && !state.success ? t('auth.reset.confirmedLead') : undefined}
      error={expired ? t('auth.reset.expired') : state.error}
      success={state.success}
    >
      {expired ? (
        <>
          {link(stepPath(locale, 'forgotPassword'), t('auth.reset.requestNew'))}
          {user && (
            <>
              <p>{t('auth.reset.signedIn')}</p>
              {link(`${pagePath(locale, 'profile')}#profile-password`, t('auth.reset.toProfile'))}
            </>
          )}
        </>
      ) : state.success ? (
        link(onward ?? dashboard, t(!onward || onward.startsWith(dashboard) ? 'auth.reset.onward' : 'auth.reset.continue'))
      ) : (
        <PostForm action={`${stepPath(locale, 'resetPassword')}${query ? `?${query}` : ''}`} submit={t('auth.reset.submit')}>
          <Field {...field('password')} type="password" autoComplete="new-password" required minLength={6} />
        </PostForm>
      )}
    </FormCard>
  )
}
