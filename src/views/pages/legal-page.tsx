import { INTL_LOCALE } from '../../i18n/locales.ts'
import { pagePath } from '../../routes/page-routes.ts'
import { usePage } from '../page-context.tsx'

/** The legal pages, each one a document in `content.legal.<page>`. */
export type LegalPageKey = 'impressum' | 'privacy' | 'terms'

/** When the legal texts were last revised (shown as "Last updated"). */
const LAST_UPDATED = '2026-11-22'

/**
 * Impressum, privacy policy or terms: a titled document of sections, each a
 * run of paragraphs and lists, with a table of contents and a way to ask.
 */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const { locale, t, messages } = usePage()
  const { sections } = messages.content.legal[page]
  const updated = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LAST_UPDATED))
  const sectionId = (index: number) => `${page}-${index + 1}`
  return (
    <article className="legal-page">
      <header className="page-header">
        <p className="eyebrow">{t('content.legal.eyebrow')}</p>
        <h1>{t(`content.legal.${page}.title`)}</h1>
        <p className="lead">{t(`content.legal.${page}.lead`)}</p>
        <p className="muted">
          <time dateTime={LAST_UPDATED}>{t('content.legal.updated', { date: updated })}</time>
        </p>
      </header>

      <nav className="toc" aria-label={t('content.legal.tocLabel')}>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose">
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={sectionId(index)}>
            <h2 id={sectionId(index)}>{section.heading}</h2>
            {section.body.map((block) =>
              typeof block === 'string' ? (
                <p key={block}>{block}</p>
              ) : (
                <ul key={block.join('\n')}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>

      <aside className="card" aria-labelledby="legal-contact">
        <h2 id="legal-contact">{t('content.legal.contactHeading')}</h2>
        <p>{t('content.legal.contactText')}</p>
        <p>
          <a className="button button-secondary" href={pagePath(locale, 'contact')}>
            {t('content.legal.contactLink')}
          </a>
        </p>
      </aside>
    </article>
  )
}
