import { pagePath } from '../../routes/page-routes.ts'
import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** The contact form (name, email, message) with per-field errors and a confirmation. */
export function ContactPage({ values = {}, errors = {}, error, success }: FormState<'name' | 'email' | 'message'>) {
  const { locale, t } = usePage()
  return (
    <section className="auth-page card" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('auth.contact.title')}</h1>
      <p className="lead">{t('auth.contact.lead')}</p>
      <FormMessage error={error} success={success} />
      {success ? (
        <p>
          <span className="muted">{t('auth.contact.sentHint')}</span> <a href={pagePath(locale, 'contact')}>{t('auth.contact.another')}</a>
        </p>
      ) : (
        <form method="post" action={pagePath(locale, 'contact')} noValidate>
          <Field
            name="name"
            label={t('auth.contact.name')}
            hint={t('auth.contact.nameHint')}
            autoComplete="name"
            defaultValue={values.name}
            error={errors.name}
            required
            maxLength={100}
          />
          <Field
            name="email"
            type="email"
            label={t('auth.contact.email')}
            hint={t('auth.contact.emailHint')}
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
            required
          />
          <Field
            name="message"
            label={t('auth.contact.message')}
            hint={t('auth.contact.messageHint')}
            error={errors.message}
            control={
              <textarea
                id="message"
                name="message"
                rows={7}
                required
                minLength={10}
                maxLength={5000}
                defaultValue={values.message}
                aria-invalid={errors.message ? 'true' : undefined}
                aria-describedby={errors.message ? 'message-hint message-error' : 'message-hint'}
              />
            }
          />
          <p className="muted">{t('auth.contact.privacyNote')}</p>
          <button type="submit" className="button">
            {t('auth.contact.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
