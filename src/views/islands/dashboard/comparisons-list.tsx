import { useRef, type FormEvent } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { formatSavedDate } from '../../../lib/calculation/summary.ts'
import { comparisonLabel } from '../../../lib/comparison-preview.ts'
import { formatCount } from '../../../lib/format.ts'
import { focusElement } from '../dom.ts'
import type { DashboardMessages, DashboardPaths } from './types.ts'
import type { ComparisonActions } from './use-comparisons.ts'

export interface ComparisonsListProps {
  locale: Locale
  /** The time zone the day each was made is shown in. */
  timeZone: string
  messages: DashboardMessages
  paths: DashboardPaths
  sharing: ComparisonActions
  enhanced: boolean
}

/**
 * "Your comparisons": each with its title (or what it compares), how many
 * calculations it holds and its date, an Open link, Copy link once hydrated,
 * and Delete behind a confirmation (a `<details>` holding a plain POST form,
 * sent through the JSON API once hydrated). A delete confirmed from the
 * keyboard leaves the focus on the list's heading, whose status line below
 * says what happened, since the item and its buttons go.
 */
export function ComparisonsList({ locale, timeZone, messages, paths, sharing, enhanced }: ComparisonsListProps) {
  const text = messages.sharing.list
  const t = translatorOf(text)
  const heading = useRef<HTMLHeadingElement>(null)
  return (
    <section className="dashboard-comparisons" aria-labelledby="dashboard-comparisons-heading" aria-busy={sharing.busy}>
      <h2 id="dashboard-comparisons-heading" ref={heading} tabIndex={-1}>
        {text.heading}
      </h2>
      <p className="dashboard-comparisons-status" role="status">
        {sharing.notice?.place === 'list' ? sharing.notice.text : ''}
      </p>
      {sharing.comparisons.length === 0 ? (
        <p className="muted">{text.empty}</p>
      ) : (
        <ul className="dashboard-comparisons-list">
          {sharing.comparisons.map((comparison) => {
            const title = comparisonLabel(comparison, locale)
            const remove = (event: FormEvent) => {
              if (!enhanced) return
              event.preventDefault()
              sharing.remove(comparison)
              focusElement(heading.current)
            }
            return (
              <li key={comparison.code} className="dashboard-comparison">
                <h3>{title}</h3>
                <p className="muted">
                  {formatCount(text.items, comparison.items.length, locale, 0)} ·{' '}
                  <time dateTime={comparison.createdAt}>
                    {t('created', { date: formatSavedDate(comparison.createdAt, locale, 'medium', timeZone) })}
                  </time>
                </p>
                <div className="actions">
                  <a className="button button-small" href={comparison.url}>
                    {text.open}
                    <span className="visually-hidden"> {title}</span>
                  </a>
                  {enhanced && (
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => sharing.copy(comparison.url, 'list', t('copied', { title }))}
                    >
                      {text.copy}
                      <span className="visually-hidden"> {title}</span>
                    </button>
                  )}
                  <details className="dashboard-comparison-delete">
                    <summary className="button button-danger button-small">
                      {text.delete}
                      <span className="visually-hidden"> {title}</span>
                    </summary>
                    <form method="post" action={`${paths.comparisons}/${comparison.code}/delete`} onSubmit={remove}>
                      <p>{t('question', { title })}</p>
                      <button type="submit" className="button button-danger button-small">
                        {text.confirm}
                      </button>
                    </form>
                  </details>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
