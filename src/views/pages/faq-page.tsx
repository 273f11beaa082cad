import { pagePath } from '../../routes/page-routes.ts'
import { usePage } from '../page-context.tsx'

/**
 * The FAQ: questions grouped by topic, each a native <details> disclosure so
 * answers open without any script.
 */
export function FaqPage() {
  const { locale, t, messages } = usePage()
  return (
    <div className="faq-page">
      <header className="page-header">
        <p className="eyebrow">{t('content.faq.eyebrow')}</p>
        <h1>{t('content.faq.title')}</h1>
        <p className="lead">{t('content.faq.lead')}</p>
      </header>

      {messages.content.faq.groups.map((group, groupIndex) => (
        <section key={group.heading} aria-labelledby={`faq-group-${groupIndex}`}>
          <h2 id={`faq-group-${groupIndex}`}>{group.heading}</h2>
          <div className="faq-list">
            {group.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}

      <section className="card" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('content.faq.moreHeading')}</h2>
        <p>{t('content.faq.moreText')}</p>
        <p>
          <a className="button button-secondary" href={pagePath(locale, 'contact')}>
            {t('content.faq.moreLink')}
          </a>
        </p>
      </section>
    </div>
  )
}
