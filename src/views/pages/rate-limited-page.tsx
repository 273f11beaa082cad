import { usePage } from '../page-context.tsx'

/** Shown instead of a form's answer when a client sends too many requests. */
export function RateLimitedPage() {
  const { t } = usePage()
  return (
    <section className="error-page" aria-labelledby="rate-title">
      <p className="eyebrow">{t('errors.statusLabel', { status: 429 })}</p>
      <h1 id="rate-title">{t('auth.errors.rateLimited')}</h1>
    </section>
  )
}
