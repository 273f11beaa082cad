import { breakDown } from '../../lib/duration.ts'
import { itemPrice, type ComparisonItem } from '../../lib/comparison.ts'
import { formatMoney, formatRateDate } from '../../lib/format.ts'
import { formatWorkSpan, formatWorkTime } from '../../lib/calculation/work-time.ts'
import { usePage } from '../page-context.tsx'
import { ProductLink } from './product-link.tsx'

export interface ComparisonCardProps {
  item: ComparisonItem
  /** The title to show: the saved one, or the price when there is none. */
  title: string
  /** Id of the card's heading, unique on the page. */
  headingId: string
  cheapest: boolean
  /** The calculator with this item's price filled in. */
  costMeHref: string
}

/** One amount an item's price comes to in another currency, at the ECB rate of `date`. */
function ConvertedRow({ amount, currency, date }: { amount: number; currency: string; date: string }) {
  const { locale, t } = usePage()
  return (
    <div>
      <dt>{t('content.comparison.inCurrency', { currency })}</dt>
      <dd>{t('content.comparison.convertedAt', { amount: formatMoney(amount, currency, locale), date: formatRateDate(date, locale) })}</dd>
    </div>
  )
}

/**
 * One calculation of a comparison: its price as typed (and, typed in another
 * currency than the rate's, the amount it was converted to; in another
 * currency than the owner's, its amount in theirs), rate and what it costs in hours and
 * minutes, days and weeks, in the reckoning it was saved with, and a link to
 * what it would cost the visitor.
 */
export function ComparisonCard({ item, title, headingId, cheapest, costMeHref }: ComparisonCardProps) {
  const { locale, t, messages } = usePage()
  const time = breakDown(item.hours, item.useWorkWeek)
  const units = messages.calculator.result
  return (
    <article className={cheapest ? 'card comparison-item comparison-item-cheapest' : 'card comparison-item'} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p>
        <span className="badge">{t(`content.comparison.modes.${item.mode}`)}</span>
        {cheapest && <span className="badge badge-highlight">{t('content.comparison.cheapest')}</span>}
      </p>
      <dl>
        <div>
          <dt>{t('content.comparison.price')}</dt>
          <dd>{itemPrice(item, locale)}</dd>
        </div>
        {item.typedPrice && <ConvertedRow amount={item.amount} currency={item.currency} date={item.typedPrice.date} />}
        {item.inOwnerCurrency && <ConvertedRow {...item.inOwnerCurrency} />}
        {item.url && (
          <div>
            <dt>{t('content.comparison.link')}</dt>
            <dd>
              <ProductLink url={item.url} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('content.comparison.hourlyRate')}</dt>
          <dd>{t('content.comparison.perHour', { amount: formatMoney(item.hourlyRate, item.currency, locale) })}</dd>
        </div>
        <div>
          <dt>{t('content.comparison.time')}</dt>
          <dd>{formatWorkTime(item.hours, time, locale, units)}</dd>
        </div>
        <div>
          <dt>{t('content.comparison.daysLabel')}</dt>
          <dd>{formatWorkSpan('days', item.hours, time, locale, units)}</dd>
        </div>
        <div>
          <dt>{t('content.comparison.weeksLabel')}</dt>
          <dd>{formatWorkSpan('weeks', item.hours, time, locale, units)}</dd>
        </div>
      </dl>
      <p className="muted">{item.useWorkWeek ? t('content.comparison.basisWorkWeek') : t('content.comparison.basisCalendar')}</p>
      <p>
        <a className="button button-secondary" href={costMeHref}>
          {t('content.comparison.costMe')}
          <span className="visually-hidden"> ({title})</span>
        </a>
      </p>
    </article>
  )
}
