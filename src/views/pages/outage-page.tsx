import { PostForm } from '../components/post-form.tsx'
import { usePage } from '../page-context.tsx'

export interface OutagePageProps {
  /** Where the interrupted form posted, and the text it carried, so nothing typed is lost; none for a page that was only read. */
  resend?: { action: string; fields: readonly (readonly [string, string])[] } | undefined
  /** Whether the visitor has a session, which the page says is kept. */
  signedIn: boolean
}

/**
 * Answers a page while Supabase cannot be reached (503): a visitor's
 * session is kept, and a form that was sent can be sent again as it was.
 */
export function OutagePage({ resend, signedIn }: OutagePageProps) {
  const { t, locale, subpath, search } = usePage()
  return (
    <section className="error-page" aria-labelledby="outage-title">
      <p className="eyebrow">{t('errors.statusLabel', { status: 503 })}</p>
      <h1 id="outage-title">{t('errors.outage.title')}</h1>
      <p>{signedIn ? t('errors.outage.hint') : t('errors.outage.guestHint')}</p>
      {resend ? (
        <>
          <p>{t('errors.outage.kept')}</p>
          <PostForm action={resend.action} submit={t('errors.outage.retry')}>
            {resend.fields.map(([name, value], index) => (
              <input key={index} type="hidden" name={name} value={value} />
            ))}
          </PostForm>
        </>
      ) : (
        <p>
          <a className="button" href={`/${locale}${subpath}${search}`}>
            {t('errors.outage.retry')}
          </a>
        </p>
      )}
    </section>
  )
}
