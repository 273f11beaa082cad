import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/**
 * The FAQ: questions grouped by topic, each a native <details> disclosure so
 * answers open without any script.
 */
export function FaqPage() {
  const { locale, t, messages } = usePage()
  return (
    <div className="faq-page">
      <PageHeader eyebrow={t('content.faq.eyebrow')} title={t('content.faq.title')} lead={t('content.faq.lead')} />

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

      <LinkCard id="faq-more" texts={messages.content.faq} prefix="more" href={pagePath(locale, 'contact')} />
    </div>
  )
}
