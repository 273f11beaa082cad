import { pagePath } from '../../paths.ts'
import { Field } from '../components/field.tsx'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/**
 * The contact form (name, email, message) with per-field errors and a
 * confirmation. The message has no `maxlength`: a browser cuts pasted text
 * there without a word, so a long message comes back whole with the error
 * saying how long it may be.
 */
export function ContactPage(state: FormState<'name' | 'email' | 'message'>) {
  const { locale, t } = usePage()
  const field = useAccountFormFields('contact', state)
  return (
    <FormCard id="contact" title={t('auth.contact.title')} lead={t('auth.contact.lead')} error={state.error} success={state.success}>
      {state.success ? (
        <p>
          <span className="muted">{t('auth.contact.sentHint')}</span> <a href={pagePath(locale, 'contact')}>{t('auth.contact.another')}</a>
        </p>
      ) : (
        <PostForm action={pagePath(locale, 'contact')} submit={t('auth.contact.submit')} keyed>
          <Field {...field('name')} autoComplete="name" required maxLength={100} />
          <Field {...field('email')} type="email" autoComplete="email" required />
          <Field {...field('message')}>{(control) => <textarea {...control} rows={7} required minLength={10} />}</Field>
          <p className="muted">{t('auth.contact.privacyNote')}</p>
        </PostForm>
      )}
    </FormCard>
  )
}
