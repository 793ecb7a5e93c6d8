import { useId, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Group } from '@visx/group'
import { Pie } from '@visx/shape'
import { ChartFrame, type ChartView } from './chart-frame'
import { percentText } from './chart-keys'
import { useMarkFocus } from './use-mark-focus'
import { chartColour } from './palette'

/** One slice: its name, value and palette slot (a fixed slot keeps a meaning's colour, e.g. kit always blue). */
export interface PieSlice {
  id: string
  label: string
  value: number
  styleIndex?: number
}

export interface PieChartProps {
  title: string
  slices: PieSlice[]
  /** The drawing's side in px (the legend and tooltip sit beside or above it). */
  size?: number
  /** The table's first column header ("Waiting for"). */
  categoryHeader: string
  formatValue?: (v: number) => string
  summary?: string
  defaultView?: ChartView
  testId?: string
}

/**
 * A pie (donut) chart (visx) inside the shared ChartFrame (title, legend, text summary, view as table). Arrow keys move
 * the tooltip from slice to slice, clockwise (Home, End; Escape hides it), and a live region reads it out. Colours are
 * the shared colour-blind-safe palette, which follows dark mode; slices are also separated by a background-coloured
 * edge. Load it lazily.
 */
export default function PieChart({ title, slices, size = 200, categoryHeader, formatValue, summary, defaultView, testId }: PieChartProps) {
  const { t, i18n } = useLingui()
  const uid = useId()
  const valueText = useMemo(() => {
    if (formatValue) return formatValue
    const f = new Intl.NumberFormat(i18n.locale)
    return (v: number) => f.format(v)
  }, [formatValue, i18n.locale])
  const total = slices.reduce((a, s) => a + s.value, 0)
  const colourOf = (s: PieSlice, i: number) => chartColour(s.styleIndex ?? i)
  const describe = (s: PieSlice) => `${s.label}: ${valueText(s.value)} (${percentText(s.value, total, i18n.locale)})`

  const text = useMemo(() => {
    if (summary) return summary
    if (total === 0) return t`${title}: no data.`
    const all = valueText(total)
    return `${t`${title}, total ${all}.`} ${slices.map(describe).join('; ')}.`
    // describe reads only slices, total and the locale, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [summary, slices, total, title, valueText, t, i18n.locale])

  const { active, setActive, drawingProps } = useMarkFocus(slices.length)
  const focused = active !== null ? slices[active] : undefined
  const radius = size / 2 - 4

  return (
    <ChartFrame
      title={title}
      summary={text}
      legend={slices.map((s, i) => ({ id: s.id, label: s.label, colour: colourOf(s, i) }))}
      table={() => ({
        columns: [categoryHeader, t`Count`, t`Share`],
        rows: slices.map((s) => ({ key: s.id, cells: [s.label, valueText(s.value), percentText(s.value, total, i18n.locale)] })),
      })}
      defaultView={defaultView}
      testId={testId}
    >
      <div className="relative flex flex-wrap items-center gap-3">
        <svg
          width={size}
          height={size}
          role="img"
          aria-label={title}
          aria-describedby={`${uid}-live`}
          {...drawingProps}
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-slot="pie-chart"
        >
          <title>{title}</title>
          <Group top={size / 2} left={size / 2}>
            {total === 0 ? (
              <circle r={radius} fill="none" stroke="currentColor" strokeOpacity={0.25} strokeWidth={radius * 0.45} />
            ) : (
              <Pie
                data={slices}
                pieValue={(s) => s.value}
                outerRadius={radius}
                innerRadius={radius * 0.55}
                padAngle={0.01}
                pieSort={null}
                pieSortValues={null}
              >
                {(pie) =>
                  pie.arcs.map((arc, i) => (
                    <path
                      key={arc.data.id}
                      d={pie.path(arc) ?? ''}
                      fill={colourOf(arc.data, slices.indexOf(arc.data))}
                      stroke={i === active ? 'currentColor' : 'var(--background, #fff)'}
                      strokeWidth={i === active ? 3 : 1.5}
                      data-slice={arc.data.id}
                      data-value={arc.data.value}
                      onPointerEnter={() => setActive(i)}
                      onPointerLeave={() => setActive(null)}
                    />
                  ))
                }
              </Pie>
            )}
            <text textAnchor="middle" dominantBaseline="middle" className="fill-foreground text-sm font-semibold" aria-hidden="true">
              {valueText(total)}
            </text>
          </Group>
        </svg>
        {focused ? (
          <div
            className="pointer-events-none rounded border bg-popover px-2 py-1 text-xs text-popover-foreground shadow"
            data-slot="chart-tooltip"
          >
            {describe(focused)}
          </div>
        ) : null}
        <p id={`${uid}-live`} className="sr-only" aria-live="polite">
          {focused ? describe(focused) : t`Use the arrow keys to read the slices.`}
        </p>
      </div>
    </ChartFrame>
  )
}
