import { stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** Set a new password, reached from the recovery mail with a fresh session. */
export function ResetPasswordPage({ expired, ...state }: FormState<'password'> & { expired: boolean }) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('reset', state)
  return (
    <FormCard id="reset" title={t('auth.reset.title')} error={expired ? t('auth.reset.expired') : state.error} success={state.success}>
      {expired ? (
        <p>
          <a className="button" href={stepPath(locale, 'forgotPassword')}>
            {t('auth.reset.requestNew')}
          </a>
        </p>
      ) : (
        <PostForm action={stepPath(locale, 'resetPassword')} submit={t('auth.reset.submit')}>
          <Field {...field('password')} type="password" autoComplete="new-password" required minLength={6} />
        </PostForm>
      )}
    </FormCard>
  )
}
