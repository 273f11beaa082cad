import { pagePath, stepPath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** Ask for a recovery mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage(state: FormState<'email'>) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('forgot', state)
  return (
    <FormCard id="forgot" title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} error={state.error} success={state.success}>
      <PostForm action={stepPath(locale, 'forgotPassword')} submit={t('auth.forgot.submit')}>
        <Field {...field('email')} type="email" autoComplete="email" required />
      </PostForm>
      <p>
        <a href={pagePath(locale, 'login')}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </FormCard>
  )
}
