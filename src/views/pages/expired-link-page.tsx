import { pagePath, stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/**
 * A confirmation link that was used already or has expired: the address
 * to send a new one to (the link does not say whose it was). A new
 * address's link (`emailChange`) points to the profile instead, where the
 * change is made again: a sign-up's mail would be no answer.
 */
export function ExpiredLinkPage({ emailChange = false, ...state }: FormState<'email'> & { emailChange?: boolean }) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('confirm', state)
  return (
    <FormCard
      id="expired-link"
      title={t('auth.confirm.expiredTitle')}
      lead={t(emailChange ? 'auth.confirm.expiredEmailChangeLead' : 'auth.confirm.expiredLead')}
      error={state.error}
      success={state.success}
    >
      {emailChange ? (
        <p>
          <a href={pagePath(locale, 'profile')}>{t('auth.confirm.toProfile')}</a>
        </p>
      ) : (
        <>
          <PostForm action={stepPath(locale, 'resendConfirmation')} submit={t('auth.confirm.resend')}>
            <Field {...field('email')} type="email" autoComplete="email" required />
          </PostForm>
          <p>
            <a href={pagePath(locale, 'login')}>{t('auth.confirm.alreadyConfirmed')}</a>
          </p>
        </>
      )}
    </FormCard>
  )
}
