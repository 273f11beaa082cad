import { pagePath, stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/**
 * Set a new password, reached from the recovery mail with a fresh session.
 * Once it is saved, the form gives way to the way onward (the dashboard).
 * An expired link offers a new one, and a signed-in user the profile's
 * form, which asks for the current password.
 */
export function ResetPasswordPage({ expired, ...state }: FormState<'password'> & { expired: boolean }) {
  const { locale, t, user } = usePage()
  const field = useAccountFormFields('reset', state)
  const link = (href: string, text: string) => (
    <p>
      <a className="button" href={href}>
        {text}
      </a>
    </p>
  )
  return (
    <FormCard id="reset" title={t('auth.reset.title')} error={expired ? t('auth.reset.expired') : state.error} success={state.success}>
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
        link(pagePath(locale, 'dashboard'), t('auth.reset.onward'))
      ) : (
        <PostForm action={stepPath(locale, 'resetPassword')} submit={t('auth.reset.submit')}>
          <Field {...field('password')} type="password" autoComplete="new-password" required minLength={6} />
        </PostForm>
      )}
    </FormCard>
  )
}
