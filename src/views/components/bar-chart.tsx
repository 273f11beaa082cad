/** One bar: what it stands for, its value, and how the value reads. */
export interface Bar {
  key: string
  label: string
  value: number
  valueLabel: string
  highlight?: boolean
}

export interface BarChartProps {
  /** A one-line summary for screen readers (the chart's accessible name). */
  label: string
  /** Caption and column headings of the visually hidden table with the same data. */
  caption: string
  labelHeading: string
  valueHeading: string
  bars: readonly Bar[]
  /** What the highlighted bar means, shown under the chart beside a swatch of its colour when a bar is highlighted. */
  legend: string
}

/** The shortest bar, as a share of the longest (in %), so a tiny value still shows. */
const MIN_SHARE = 1

/** A bar's length in % of the track: the longest bar fills it. */
export function barShare(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return MIN_SHARE
  return Math.max(MIN_SHARE, Math.round((value / max) * 1000) / 10)
}

/**
 * A horizontal bar chart that needs no script and no inline style (the CSP
 * forbids both). Labels and values are HTML text, so they wrap and stay
 * legible at any width; only each bar is a small SVG track stretched to the
 * row's width (`preserveAspectRatio="none"`), its length set by the rect's
 * width in a 100-unit viewBox. The rows form one image with an accessible
 * name; a visually hidden table gives screen reader users the exact figures,
 * and each row's title gives them to pointer users. A highlighted bar always
 * means the same thing (the item costing the fewest hours of work), and the
 * legend says so.
 */
export function BarChart({ label, caption, labelHeading, valueHeading, bars, legend }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  return (
    <figure className="chart">
      <div className="chart-rows" role="img" aria-label={label}>
        {bars.map((bar) => (
          <div
            key={bar.key}
            className={bar.highlight ? 'chart-row chart-row-highlight' : 'chart-row'}
            title={`${bar.label}: ${bar.valueLabel}`}
          >
            <span className="chart-label">{bar.label}</span>
            <svg className="chart-track" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className={bar.highlight ? 'chart-bar chart-bar-highlight' : 'chart-bar'} width={barShare(bar.value, max)} height="1" />
            </svg>
            <span className="chart-value">{bar.valueLabel}</span>
          </div>
        ))}
      </div>
      {bars.some((bar) => bar.highlight) && (
        <p className="chart-legend">
          <svg className="chart-legend-swatch" viewBox="0 0 1 1" aria-hidden="true" focusable="false">
            <rect width="1" height="1" />
          </svg>
          {legend}
        </p>
      )}
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.valueLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
