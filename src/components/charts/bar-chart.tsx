import { useId, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { ChartFrame, type ChartView } from './chart-frame'
import { useMarkFocus } from './use-mark-focus'
import { chartColour } from './palette'

/** One kind of bar in every group (incoming, outgoing, missed), with its legend and table name. */
export interface BarSeries {
  id: string
  label: string
  /** Palette slot; by default the series' position. */
  styleIndex?: number
}

/** A group of bars along the bottom axis (an hour, a status, a lead source). */
export interface BarCategory {
  id: string
  label: string
}

export interface BarChartProps {
  title: string
  categories: BarCategory[]
  series: BarSeries[]
  /** values[category][series]. */
  values: number[][]
  width: number
  height?: number
  /** The table's first column header ("Status", "Hour"). */
  categoryHeader: string
  formatValue?: (v: number) => string
  /** Replaces the generated text summary. */
  summary?: string
  defaultView?: ChartView
  testId?: string
}

const MARGIN = { top: 10, right: 8, bottom: 28, left: 44 } as const
/** An axis label cut to fit (the tooltip and the table keep the whole name). */
const shortLabel = (label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label)
/** Room under the plot for labels turned to fit narrow bars. */
const TURNED_LABELS = 64
/** Patterns on top of the colours, so bars of different series differ without colour too. */
const PATTERN_OPACITY = [0, 0.35, 0.6] as const

/**
 * A grouped bar chart (visx) inside the shared ChartFrame (title, legend, text summary, view as table). The keyboard
 * moves a tooltip from bar to bar (arrows, Home, End; Escape hides it) and a live region reads it out; the pointer
 * shows the same tooltip. Colours are the shared colour-blind-safe palette, which follows dark mode. Load it lazily.
 */
export default function BarChart({
  title,
  categories,
  series,
  values,
  width,
  height = 220,
  categoryHeader,
  formatValue,
  summary,
  defaultView,
  testId,
}: BarChartProps) {
  const { t, i18n } = useLingui()
  const uid = `bar${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const innerW = Math.max(10, width - MARGIN.left - MARGIN.right)
  // Labels wider than their bars are turned (about 6 px a character at the axis' size).
  const longest = Math.min(14, Math.max(0, ...categories.map((c) => c.label.length)))
  const turned = categories.length > 0 && longest * 6 > (innerW / categories.length) * 0.9
  const bottom = turned ? TURNED_LABELS : MARGIN.bottom
  const innerH = Math.max(10, height - MARGIN.top - bottom)
  const valueText = useMemo(() => {
    if (formatValue) return formatValue
    const f = new Intl.NumberFormat(i18n.locale)
    return (v: number) => f.format(v)
  }, [formatValue, i18n.locale])

  const max = Math.max(1, ...values.flat())
  const x0 = scaleBand<string>({ domain: categories.map((c) => c.id), range: [0, innerW], padding: 0.2 })
  const x1 = scaleBand<string>({ domain: series.map((s) => s.id), range: [0, x0.bandwidth()], padding: 0.05 })
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true })

  const marks = categories.flatMap((c, ci) => series.map((s, si) => ({ key: `${c.id}:${s.id}`, ci, si, value: values[ci]?.[si] ?? 0 })))
  const styleOf = (si: number) => series[si]!.styleIndex ?? si
  const describe = (m: (typeof marks)[number]) => `${series[m.si]!.label}, ${categories[m.ci]!.label}: ${valueText(m.value)}`

  const text = useMemo(() => {
    if (summary) return summary
    if (marks.every((m) => m.value === 0)) return t`${title}: no data.`
    const totals = series.map((s, si) => {
      const total = valueText(values.reduce((a, row) => a + (row[si] ?? 0), 0))
      const label = s.label
      return t`${label} total ${total}`
    })
    const n = categories.length
    return `${t`${title}: ${n} groups.`} ${totals.join('; ')}.`
  }, [summary, marks, series, values, categories.length, title, valueText, t])

  const { active, setActive, drawingProps } = useMarkFocus(marks.length)
  const focused = active !== null ? marks[active] : undefined
  const tipX = focused ? MARGIN.left + (x0(categories[focused.ci]!.id) ?? 0) + (x1(series[focused.si]!.id) ?? 0) : 0
  // Turned labels need about 14 px each; upright ones their text's width.
  const labelStep = Math.max(1, Math.ceil((categories.length * (turned ? 14 : Math.max(24, longest * 6))) / innerW))

  return (
    <ChartFrame
      title={title}
      summary={text}
      legend={series.map((s, i) => ({ id: s.id, label: s.label, colour: chartColour(styleOf(i)) }))}
      table={() => ({
        columns: [categoryHeader, ...series.map((s) => s.label)],
        rows: categories.map((c, ci) => ({ key: c.id, cells: [c.label, ...series.map((_, si) => valueText(values[ci]?.[si] ?? 0))] })),
      })}
      defaultView={defaultView}
      testId={testId}
    >
      <div className="relative">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={title}
          aria-describedby={`${uid}-live`}
          {...drawingProps}
          className="rounded border bg-background text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-slot="bar-chart"
        >
          <title>{title}</title>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {marks.map((m, i) => {
              const bx = (x0(categories[m.ci]!.id) ?? 0) + (x1(series[m.si]!.id) ?? 0)
              const by = y(m.value)
              const h = Math.max(0, innerH - by)
              const slot = styleOf(m.si)
              return (
                <g key={m.key} data-bar={m.key} data-value={m.value}>
                  <Bar
                    x={bx}
                    y={by}
                    width={x1.bandwidth()}
                    height={h}
                    fill={chartColour(slot)}
                    stroke={i === active ? 'currentColor' : 'none'}
                    strokeWidth={2}
                    onPointerEnter={() => setActive(i)}
                    onPointerLeave={() => setActive(null)}
                  />
                  {PATTERN_OPACITY[slot % PATTERN_OPACITY.length]! > 0 && h > 0 ? (
                    <rect
                      x={bx}
                      y={by}
                      width={x1.bandwidth()}
                      height={h}
                      fill={`url(#${uid}-hatch)`}
                      opacity={PATTERN_OPACITY[slot % PATTERN_OPACITY.length]}
                      pointerEvents="none"
                    />
                  ) : null}
                </g>
              )
            })}
            <defs>
              <pattern id={`${uid}-hatch`} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1={0} y1={0} x2={0} y2={6} stroke="var(--background, #fff)" strokeWidth={2} />
              </pattern>
            </defs>
            <AxisLeft
              scale={y}
              numTicks={Math.max(2, Math.floor(innerH / 30))}
              tickFormat={(v) => valueText(Number(v))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLength={4}
              tickLabelProps={{ fill: 'currentColor', fontFamily: 'inherit', fontSize: 10 }}
            />
            <AxisBottom
              scale={x0}
              top={innerH}
              tickValues={categories.filter((_, i) => i % labelStep === 0).map((c) => c.id)}
              tickFormat={(id) => shortLabel(categories.find((c) => c.id === id)?.label ?? '')}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLength={4}
              tickLabelProps={{
                fill: 'currentColor',
                fontFamily: 'inherit',
                fontSize: 10,
                angle: turned ? -35 : 0,
                textAnchor: turned ? 'end' : 'middle',
                dy: turned ? '-0.25em' : undefined,
              }}
            />
          </Group>
        </svg>
        {focused ? (
          <div
            className="pointer-events-none absolute top-1 rounded border bg-popover px-2 py-1 text-xs text-popover-foreground shadow"
            style={{ left: Math.min(Math.max(0, tipX - 40), Math.max(0, width - 160)) }}
            data-slot="chart-tooltip"
          >
            {describe(focused)}
          </div>
        ) : null}
        <p id={`${uid}-live`} className="sr-only" aria-live="polite">
          {focused ? describe(focused) : t`Use the arrow keys to read the bars.`}
        </p>
      </div>
    </ChartFrame>
  )
}
