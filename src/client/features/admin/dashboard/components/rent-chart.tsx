import { useState } from 'react'
import { SHORT_MONTH_NAMES } from '../../../../../shared/ledger'
import { formatMoney } from '../../../../../shared/money'
import type { RentMonth } from '../../../../../shared/schemas/admin-dashboard'
import { useElementWidth } from '../use-element-width'

const HEIGHT = 240
const MARGIN = { top: 12, right: 4, bottom: 28, left: 52 }

const monthLabel = (key: string, withYear: boolean) => {
  const [year, month] = key.split('-')
  const name = SHORT_MONTH_NAMES[Number(month) - 1] ?? key
  return withYear ? `${name} ’${year?.slice(2)}` : name
}

/** A round step for the y axis: 1, 2 or 5 times a power of ten, about four ticks high. */
const niceStep = (max: number) => {
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  return ([1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? power * 10) || 1
}

const compactMoney = (dollars: number) =>
  dollars >= 1000
    ? `$${(dollars / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
    : `$${dollars}`

/** Rent collected (confirmed payments) against rent due, per month for the last 12 months; plain SVG. */
export const RentChart = ({ months }: { months: RentMonth[] }) => {
  const { ref, width } = useElementWidth<HTMLDivElement>()
  const [hovered, setHovered] = useState<number | null>(null)
  const max = Math.max(1, ...months.flatMap((m) => [m.collected, m.due]))
  const step = niceStep(max)
  const top = Math.ceil(max / step) * step
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step)
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const band = months.length ? plotWidth / months.length : 0
  const barWidth = Math.max(2, Math.min(18, band * 0.32))
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight
  const everyOther = band < 40
  const active = hovered === null ? null : months[hovered]
  const totals = months.reduce(
    (sum, m) => ({ collected: sum.collected + m.collected, due: sum.due + m.due }),
    { collected: 0, due: 0 },
  )

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-primary" aria-hidden />
          Collected
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-slate-300 dark:bg-slate-600" aria-hidden />
          Due
        </span>
        <span className="ml-auto tabular-nums">
          {active
            ? `${monthLabel(active.month, true)}: ${formatMoney(active.collected)} of ${formatMoney(active.due)}`
            : `12 months: ${formatMoney(totals.collected)} of ${formatMoney(totals.due)}`}
        </span>
      </div>
      <div ref={ref} className="relative h-[240px] w-full" onMouseLeave={() => setHovered(null)}>
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`Rent collected against rent due over the last 12 months: ${formatMoney(totals.collected)} collected of ${formatMoney(totals.due)} due.`}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  strokeDasharray={tick === 0 ? undefined : '3 4'}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-muted-foreground text-[11px] tabular-nums"
                >
                  {compactMoney(tick)}
                </text>
              </g>
            ))}
            {months.map((month, i) => {
              const x = MARGIN.left + i * band
              const center = x + band / 2
              return (
                <g key={month.month} onMouseEnter={() => setHovered(i)}>
                  <title>{`${monthLabel(month.month, true)}: ${formatMoney(month.collected)} collected of ${formatMoney(month.due)} due`}</title>
                  <rect
                    x={x}
                    y={MARGIN.top}
                    width={band}
                    height={plotHeight}
                    className={hovered === i ? 'fill-accent' : 'fill-transparent'}
                  />
                  <rect
                    x={center - barWidth - 1}
                    y={y(month.due)}
                    width={barWidth}
                    height={Math.max(0, y(0) - y(month.due))}
                    rx={2}
                    className="fill-slate-300 dark:fill-slate-600"
                  />
                  <rect
                    x={center + 1}
                    y={y(month.collected)}
                    width={barWidth}
                    height={Math.max(0, y(0) - y(month.collected))}
                    rx={2}
                    className="fill-primary"
                  />
                  {everyOther && i % 2 !== months.length % 2 ? null : (
                    <text
                      x={center}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className="fill-muted-foreground text-[11px]"
                    >
                      {monthLabel(month.month, month.month.endsWith('-01') || i === 0)}
                    </text>
                  )}
                </g>
              )
            })}
          </svg>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>Rent collected and due per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Collected</th>
            <th scope="col">Due</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, true)}</th>
              <td>{formatMoney(month.collected)}</td>
              <td>{formatMoney(month.due)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
