/** One bar: what it stands for, its value, and how the value reads. */
export interface Bar {
  key: string
  label: string
  value: number
  valueLabel: string
  highlight?: boolean
}

export interface BarChartProps {
  /** A one-line summary for screen readers (the SVG's accessible name). */
  label: string
  /** Caption and column headings of the visually hidden table with the same data. */
  caption: string
  labelHeading: string
  valueHeading: string
  bars: readonly Bar[]
}

const WIDTH = 640
const ROW_HEIGHT = 52
const LABEL_BASELINE = 16
const BAR_TOP = 24
const BAR_HEIGHT = 18
const VALUE_SPACE = 140
const MIN_BAR = 2

/**
 * A horizontal bar chart drawn as static SVG, so it needs no script and no
 * inline style (the CSP forbids both). The SVG is one image with an
 * accessible name; each bar has a <title> for pointer users, and a visually
 * hidden table gives screen reader users the exact figures.
 */
export function BarChart({ label, caption, labelHeading, valueHeading, bars }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  const scale = max > 0 ? (WIDTH - VALUE_SPACE) / max : 0
  const height = bars.length * ROW_HEIGHT
  return (
    <figure className="chart">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height}>
        {bars.map((bar, index) => {
          const top = index * ROW_HEIGHT
          const width = Math.max(MIN_BAR, Math.round(bar.value * scale))
          return (
            <g key={bar.key}>
              <title>{`${bar.label}: ${bar.valueLabel}`}</title>
              <text className="chart-label" x={0} y={top + LABEL_BASELINE} fontSize={14}>
                {bar.label}
              </text>
              <rect
                className={bar.highlight ? 'chart-bar chart-bar-highlight' : 'chart-bar'}
                x={0}
                y={top + BAR_TOP}
                width={width}
                height={BAR_HEIGHT}
                rx={3}
              />
              <text className="chart-value" x={width + 8} y={top + BAR_TOP + BAR_HEIGHT - 4} fontSize={13}>
                {bar.valueLabel}
              </text>
            </g>
          )
        })}
      </svg>
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
