import { cheapestInTime, itemLabel, type Comparison } from '../../lib/comparison.ts'
import { breakDown } from '../../lib/duration.ts'
import { formatHoursMinutes, formatUnit } from '../../lib/format.ts'
import { INTL_LOCALE } from '../../i18n/locales.ts'
import { pagePath } from '../../routes/page-routes.ts'
import { BarChart } from '../components/bar-chart.tsx'
import { ComparisonCard } from '../components/comparison-card.tsx'
import { usePage } from '../page-context.tsx'

export interface ComparisonPageProps {
  comparison: Comparison
}

/** Marks where the date goes in the byline, so it can be wrapped in <time>. */
const DATE_MARK = '\u0000'

/**
 * A comparison as anyone with its link sees it: the calculations side by
 * side, a bar chart of their hours of work, the cheapest in time highlighted.
 * The sample comparison (code null) is shown with translated titles.
 */
export function ComparisonPage({ comparison }: ComparisonPageProps) {
  const { locale, t, messages, user } = usePage()
  const isSample = comparison.code === null
  const titleOf = (item: Comparison['items'][number]) => itemLabel(item, locale)
  const title = comparison.title
  const cheapest = cheapestInTime(comparison.items)
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(comparison.createdAt))
  const byline =
    comparison.ownerName === null
      ? t('content.comparison.bylineNoOwner', { date: DATE_MARK })
      : t('content.comparison.byline', { owner: comparison.ownerName, date: DATE_MARK })
  const [bylineStart, bylineEnd] = byline.split(DATE_MARK)
  const bars = comparison.items.map((item, index) => ({
    key: String(index),
    label: titleOf(item),
    value: item.hours,
    valueLabel: formatUnit(item.hours, 'hour', locale, 1),
    highlight: item === cheapest,
  }))

  return (
    <article className="comparison">
      <header className="page-header">
        <p className="eyebrow">{isSample ? t('content.comparison.eyebrowSample') : t('content.comparison.eyebrowShared')}</p>
        <h1>{title}</h1>
        <p className="muted">
          {bylineStart}
          <time dateTime={comparison.createdAt}>{date}</time>
          {bylineEnd}
        </p>
        {cheapest && (
          <p className="lead">
            {t('content.comparison.summary', {
              title: titleOf(cheapest),
              time: formatHoursMinutes(breakDown(cheapest.hours, cheapest.useWorkWeek), locale),
            })}
          </p>
        )}
      </header>

      {isSample && (
        <aside className="card">
          <p>{t('content.comparison.sampleNote')}</p>
          <p>
            <a className="button" href={pagePath(locale, user ? 'dashboard' : 'signup')}>
              {user ? t('content.comparison.sampleCtaUser') : t('content.comparison.sampleCtaGuest')}
            </a>
          </p>
        </aside>
      )}

      <section aria-labelledby="comparison-chart-heading">
        <h2 id="comparison-chart-heading">{t('content.comparison.chartHeading')}</h2>
        <BarChart
          label={t('content.comparison.chartLabel')}
          caption={t('content.comparison.chartHeading')}
          labelHeading={t('content.comparison.chartItem')}
          valueHeading={t('content.comparison.chartHours')}
          bars={bars}
        />
      </section>

      <section aria-labelledby="comparison-items-heading">
        <h2 id="comparison-items-heading">{t('content.comparison.itemsHeading')}</h2>
        <ol className="comparison-items cards">
          {comparison.items.map((item, index) => (
            <li key={index}>
              <ComparisonCard item={item} title={titleOf(item)} headingId={`comparison-item-${index + 1}`} cheapest={item === cheapest} />
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
