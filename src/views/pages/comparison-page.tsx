import { INTL_LOCALE } from '../../i18n/locales.ts'
import { formatWorkTime } from '../../lib/calculation/work-time.ts'
import type { ComparisonPreview } from '../../lib/comparison-preview.ts'
import { cheapestInTime, costMeHref, itemLabel, type Comparison } from '../../lib/comparison.ts'
import { breakDown } from '../../lib/duration.ts'
import { intl } from '../../lib/intl.ts'
import { pagePath } from '../../paths.ts'
import { BarChart } from '../components/bar-chart.tsx'
import { ComparisonCard } from '../components/comparison-card.tsx'
import { usePage } from '../page-context.tsx'

export interface ComparisonPageProps {
  comparison: Comparison
  /** What the head says about it: the heading falls back to its title, the lead is its description. */
  preview: ComparisonPreview
}

/** Marks where the date goes in the byline, so it can be wrapped in <time>. */
const DATE_MARK = '\u0000'

/**
 * A comparison as anyone with its link sees it: the calculations side by
 * side, a bar chart of their hours of work, the cheapest in time highlighted
 * and explained, the owner and the date, and for each item a link to what it
 * would cost the visitor. The sample comparison (code null) is the same view
 * with a note and a call to action instead of an owner's link. Its names come
 * without bidirectional controls from `src/supabase/comparisons.ts`.
 */
export function ComparisonPage(props: ComparisonPageProps) {
  const { comparison, preview } = props
  const { locale, t, user, messages } = usePage()
  const isSample = comparison.code === null
  const cheapest = cheapestInTime(comparison.items)
  const date = intl(Intl.DateTimeFormat, INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(comparison.createdAt))
  const byline =
    comparison.ownerName === null
      ? t('content.comparison.bylineNoOwner', { date: DATE_MARK })
      : t('content.comparison.byline', { owner: comparison.ownerName, date: DATE_MARK })
  const [bylineStart, bylineEnd] = byline.split(DATE_MARK)
  const converted = comparison.items.filter((item) => item.inOwnerCurrency)
  const ownerCurrency = converted[0]?.inOwnerCurrency?.currency
  const bars = comparison.items.map((item, index) => ({
    key: String(index),
    label: itemLabel(item, locale),
    value: item.hours,
    // In hours and minutes, as its card, the calculator and the dashboard's chart say it.
    valueLabel: formatWorkTime(item.hours, breakDown(item.hours, item.useWorkWeek), locale, messages.calculator.result),
    highlight: item === cheapest,
  }))

  return (
    <article className="comparison">
      <header className="page-header">
        <p className="eyebrow">{isSample ? t('content.comparison.eyebrowSample') : t('content.comparison.eyebrowShared')}</p>
        <h1>{comparison.title ?? preview.title}</h1>
        <p className="muted">
          {bylineStart}
          <time dateTime={comparison.createdAt}>{date}</time>
          {bylineEnd}
        </p>
        {preview.description && <p className="lead">{preview.description}</p>}
      </header>

      {isSample && (
        <aside className="card">
          <p>{t('content.comparison.sampleNote')}</p>
          <p>
            <a className="button" href={user ? `${pagePath(locale, 'dashboard')}?select=1` : pagePath(locale, 'signup')}>
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
          legend={t('content.comparison.legend')}
        />
      </section>

      <section aria-labelledby="comparison-items-heading">
        <h2 id="comparison-items-heading">{t('content.comparison.itemsHeading')}</h2>
        <ol className="comparison-items cards">
          {comparison.items.map((item, index) => (
            <li key={index}>
              <ComparisonCard
                item={item}
                title={itemLabel(item, locale)}
                headingId={`comparison-item-${index + 1}`}
                cheapest={item === cheapest}
                costMeHref={costMeHref(item, locale, user?.useWorkWeek)}
              />
            </li>
          ))}
        </ol>
        {ownerCurrency && (
          <p className="muted comparison-converted">
            {t('content.comparison.convertedNote', {
              currency: ownerCurrency,
              items: intl(Intl.ListFormat, INTL_LOCALE[locale], { type: 'conjunction' }).format(
                converted.map((item) => itemLabel(item, locale)),
              ),
            })}
          </p>
        )}
      </section>
    </article>
  )
}
