import { pagePath } from '../../paths.ts'
import { usePage } from '../page-context.tsx'

export interface ErrorPageProps {
  status: number
  /** The exact English message line, e.g. `Page not found: /en/nope`, the same in every language; none for a 500. */
  message?: string | undefined
}

/** The error page: a page-not-found variant for 404, a generic one otherwise. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { locale, t } = usePage()
  const notFound = status === 404
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="eyebrow">{t('errors.statusLabel', { status })}</p>
      <h1 id="error-title">{notFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}</h1>
      {message && (
        <p className="error-message" lang="en">
          {message}
        </p>
      )}
      <p>{notFound ? t('errors.notFoundHint') : t('errors.serverErrorHint')}</p>
      <p>
        <a className="button" href={pagePath(locale, 'home')}>
          {t('errors.backHome')}
        </a>
      </p>
    </section>
  )
}
