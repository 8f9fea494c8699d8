import type { OverviewGranularity, OverviewPoint } from '@vitrine/api'
import { bucketLabel, money } from './format.ts'

/*
 * The sales line beside the previous period's (dashed), drawn as SVG: two polylines, a few
 * grid lines and labels. A charting library would add 20–50 KB for what is forty lines here.
 */

const WIDTH = 640
const HEIGHT = 200
const PAD = { top: 12, right: 8, bottom: 24, left: 8 }

function points(values: number[], max: number): string {
  const step = values.length > 1 ? (WIDTH - PAD.left - PAD.right) / (values.length - 1) : 0
  return values
    .map((value, index) => {
      const x = PAD.left + index * step
      const y = PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - (max > 0 ? value / max : 0))
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

export function SalesChart({
  series,
  granularity,
}: {
  series: OverviewPoint[]
  granularity: OverviewGranularity
}) {
  const current = series.map((point) => point.approved_cents)
  const previous = series.map((point) => point.previous_approved_cents)
  const max = Math.max(1, ...current, ...previous)
  const total = current.reduce((sum, value) => sum + value, 0)
  const best = series.reduce<OverviewPoint | null>(
    (top, point) => (!top || point.approved_cents > top.approved_cents ? point : top),
    null,
  )
  const summary =
    `Vendas aprovadas somando ${money(total)}` +
    (best && best.approved_cents > 0
      ? `; o maior valor foi ${money(best.approved_cents)} em ${bucketLabel(best.start, granularity)}.`
      : '.')
  const labelEvery = Math.max(1, Math.ceil(series.length / 8))
  const step = series.length > 1 ? (WIDTH - PAD.left - PAD.right) / (series.length - 1) : 0
  return (
    <div className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-48 w-full"
        preserveAspectRatio="none"
      >
        {[0.25, 0.5, 0.75, 1].map((line) => {
          const y = PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - line)
          return (
            <line
              key={line}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y}
              y2={y}
              className="stroke-border"
              strokeWidth={1}
            />
          )
        })}
        <polyline
          points={points(previous, max)}
          fill="none"
          className="stroke-muted-foreground"
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={points(current, max)}
          fill="none"
          className="stroke-primary"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
        />
        {series.map((point, index) =>
          index % labelEvery === 0 ? (
            <text
              key={point.start}
              x={PAD.left + index * step}
              y={HEIGHT - 6}
              textAnchor={index === 0 ? 'start' : 'middle'}
              className="fill-muted-foreground text-[11px]"
            >
              {bucketLabel(point.start, granularity)}
            </text>
          ) : null,
        )}
      </svg>
      <p className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-primary" /> Período atual
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-muted-foreground" />{' '}
          Período anterior
        </span>
      </p>
    </div>
  )
}
