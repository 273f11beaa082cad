import { pagePath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { formFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { PostForm } from '../components/post-form.tsx'

/** Ask for a recovery mail. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage(state: FormState<'email'>) {
  const { locale, t, messages } = usePage()
  const field = formFields(messages.auth.forgot, state)
  return (
    <FormCard id="forgot" title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} error={state.error} success={state.success}>
      <PostForm action={`/${locale}/forgot-password`} submit={t('auth.forgot.submit')}>
        <Field {...field('email')} type="email" autoComplete="email" required />
      </PostForm>
      <p>
        <a href={pagePath(locale, 'login')}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </FormCard>
  )
}
