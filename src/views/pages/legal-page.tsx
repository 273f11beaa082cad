import { Fragment } from 'react'
import { INTL_LOCALE } from '../../i18n/locales.ts'
import { intl } from '../../lib/intl.ts'
import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/** The legal pages, each one a document in `content.legal.<page>`. */
export type LegalPageKey = 'impressum' | 'privacy' | 'terms'

/** When the legal texts were last revised (shown as "Last updated"). */
const LAST_UPDATED = '2026-11-22'

/** Who runs the site, as the Impressum names them: a name and the lines of a postal address. */
export interface Operator {
  name: string
  address: string[]
}

/**
 * Impressum, privacy policy or terms: a titled document of sections, each a
 * run of paragraphs and lists, with a table of contents and a way to ask.
 * The Impressum's first section starts with the operator, or, while the
 * configuration lacks one, says so.
 */
export function LegalPage({ page, operator }: { page: LegalPageKey; operator?: Operator | null }) {
  const { locale, t, messages } = usePage()
  const { sections } = messages.content.legal[page]
  const updated = intl(Intl.DateTimeFormat, INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LAST_UPDATED))
  const sectionId = (index: number) => `${page}-${index + 1}`
  return (
    <article className="legal-page">
      <PageHeader eyebrow={t('content.legal.eyebrow')} title={t(`content.legal.${page}.title`)} lead={t(`content.legal.${page}.lead`)}>
        <p className="muted">
          <time dateTime={LAST_UPDATED}>{t('content.legal.updated', { date: updated })}</time>
        </p>
      </PageHeader>

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
            {page === 'impressum' && index === 0 && <OperatorAddress operator={operator ?? null} />}
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

      <LinkCard as="aside" id="legal-contact" texts={messages.content.legal} prefix="contact" href={pagePath(locale, 'contact')} />
    </article>
  )
}

/** The operator's name and postal address, or a clear note that they are not configured. */
function OperatorAddress({ operator }: { operator: Operator | null }) {
  const { t } = usePage()
  if (!operator) return <p className="form-errors">{t('content.legal.impressum.operator.notConfigured')}</p>
  return (
    <address>
      {[operator.name, ...operator.address].map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
