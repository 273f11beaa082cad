import { usePage } from '../page-context.tsx'

/** Shown instead of a form's answer when the form sent more than any form of the site holds. */
export function TooLargePage() {
  const { t } = usePage()
  return (
    <section className="error-page" aria-labelledby="too-large-title">
      <p className="eyebrow">{t('errors.statusLabel', { status: 413 })}</p>
      <h1 id="too-large-title">{t('guard.tooLarge.title')}</h1>
      <p>{t('guard.tooLarge.lead')}</p>
    </section>
  )
}
