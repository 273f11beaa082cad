import type { Locale } from '../../../i18n/locales.ts'
import { breakDown } from '../../../lib/duration.ts'
import { formatWorkTime } from '../../../lib/calculation/work-time.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import { BarChart } from '../../components/bar-chart.tsx'
import type { DashboardMessages } from './types.ts'
import { displayTitle } from './use-dashboard.ts'

/** The chart stays small: the newest this many items. */
export const CHART_LIMIT = 8

export interface DashboardChartProps {
  rows: readonly SavedCalculation[]
  locale: Locale
  messages: DashboardMessages
}

/**
 * A small bar chart of the hours of work each shown item costs (newest
 * first), with its data table for screen readers; the item costing the
 * fewest hours is highlighted, as on a shared comparison.
 */
export function DashboardChart({ rows, locale, messages }: DashboardChartProps) {
  const t = translatorOf(messages)
  const shown = rows.slice(0, CHART_LIMIT)
  const fewest = Math.min(...shown.map((row) => row.hours))
  const bars = shown.map((row) => ({
    key: row.id,
    label: displayTitle(row, messages.untitled),
    value: row.hours,
    valueLabel: formatWorkTime(row.hours, breakDown(row.hours, row.use_work_week), locale, messages.durations),
    highlight: row.hours === fewest && shown.length > 1,
  }))
  return (
    <section className="dashboard-chart" aria-labelledby="dashboard-chart-heading">
      <h2 id="dashboard-chart-heading">{messages.chart.heading}</h2>
      <BarChart
        label={messages.chart.label}
        caption={messages.chart.heading}
        labelHeading={messages.chart.item}
        valueHeading={messages.chart.hours}
        bars={bars}
        legend={messages.chart.legend}
      />
      {rows.length > shown.length && <p className="muted">{t('chart.newest', { count: shown.length })}</p>}
    </section>
  )
}
