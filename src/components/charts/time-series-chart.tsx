import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleLinear, scaleUtc } from '@visx/scale'
import { IST_SECONDS } from '@shared/india-day'
import { formatClock, formatDateTime, formatDay } from '@/components/data-table/formatters'
import { LinePath } from '@visx/shape'
import { ChartFrame, type ChartView } from './chart-frame'
import { plotWidth, TIME_SERIES_MARGIN } from './layout'
import { ALERT_COLOUR, seriesStyle } from './palette'
import { seriesStats, timeExtent, timeSeriesTable, valueExtent, type TimeSeries } from './series-data'

export type { TimeSeries } from './series-data'

/** A moment flagged along the time axis (a fault, a deploy…): a thin vertical line with its label as tooltip. */
export interface ChartMarker {
  t: number
  label: string
}

export interface TimeSeriesChartProps {
  /** The chart's name (visible, and its accessible name). */
  title: string
  series: TimeSeries[]
  /** Outer width and height in px; the plot is inside TIME_SERIES_MARGIN. */
  width: number
  height?: number
  /** The time window shown (Unix ms); by default the data's own extent. */
  domain?: readonly [number, number]
  markers?: ChartMarker[]
  /** What the markers are, for the summary ("Faults"). */
  markerName?: string
  formatValue?: (v: number) => string
  /** How the table and the summary write a time; the axis picks a shorter form by the window's span. */
  formatTime?: (t: number) => string
  /** Replaces the generated text summary. */
  summary?: string
  defaultView?: ChartView
  testId?: string
}

/** India's offset in ms: the axis is laid out on India's wall clock, so its ticks fall on India's whole hours and days. */
const INDIA_MS = IST_SECONDS * 1000

/**
 * An axis label fitting the span, on India's clock through the shared formatters: HH:mm:ss for a couple of minutes,
 * HH:mm within two days, else dd/MM/yyyy. Takes the moment (Unix ms).
 */
function axisTimeFormat(span: number): (ms: number) => string {
  if (span < 120_000) return (ms) => formatClock(new Date(ms), { seconds: true })
  if (span < 2 * 86_400_000) return (ms) => formatClock(new Date(ms))
  return (ms) => formatDay(new Date(ms))
}

/**
 * A time-series line chart (visx): one line per series on a shared time axis and value axis, markers along the time,
 * inside the shared ChartFrame (title, legend, text summary, view as table). Series arrive already downsampled (the
 * tracking server keeps each bucket's minimum and maximum), so every point is drawn. Load it lazily (LazyTimeSeriesChart
 * in ./lazy, or from a chunk that is itself lazy) so its code stays out of the first page.
 */
export default function TimeSeriesChart({
  title,
  series,
  width,
  height = 140,
  domain,
  markers = [],
  markerName,
  formatValue,
  formatTime,
  summary,
  defaultView,
  testId,
}: TimeSeriesChartProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const m = TIME_SERIES_MARGIN
  const innerW = plotWidth(width)
  const innerH = Math.max(10, height - m.top - m.bottom)

  const valueText = useMemo(() => {
    if (formatValue) return formatValue
    const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    return (v: number) => f.format(v)
  }, [formatValue, locale])
  const timeText = useMemo(() => {
    if (formatTime) return formatTime
    return (time: number) => formatDateTime(new Date(time))
  }, [formatTime])

  const [from, to] = domain ?? timeExtent(series) ?? [0, 1]
  // A UTC scale over India's wall clock (the moment plus India's offset): nice ticks are India's hours and days in every
  // browser; `x` takes the moment.
  const wall = useMemo(
    () => scaleUtc<number>({ domain: [new Date(from + INDIA_MS), new Date(Math.max(to, from + 1) + INDIA_MS)], range: [0, innerW] }),
    [from, to, innerW],
  )
  const x = useMemo(() => (ms: number) => wall(ms + INDIA_MS) ?? 0, [wall])
  const y = useMemo(() => scaleLinear<number>({ domain: valueExtent(series), range: [innerH, 0], nice: true }), [series, innerH])
  const tick = useMemo(() => axisTimeFormat(to - from), [from, to])

  const styled = series.map((s, i) => ({ s, ...seriesStyle(s.styleIndex ?? i) }))

  const text = useMemo(() => {
    if (summary) return summary
    const start = timeText(from)
    const end = timeText(to)
    const parts = [t`${title}, from ${start} to ${end}.`]
    let any = false
    for (const s of series) {
      const st = seriesStats(s)
      if (!st) continue
      any = true
      const { label } = s
      const count = st.count
      const min = valueText(st.min)
      const max = valueText(st.max)
      const last = valueText(st.last)
      parts.push(t`${label}: ${count} points, lowest ${min}, highest ${max}, last ${last}.`)
    }
    if (!any) parts.push(t`No data in this window.`)
    if (markerName && markers.length > 0) {
      const n = markers.length
      parts.push(t`${markerName}: ${n}.`)
    }
    return parts.join(' ')
  }, [summary, series, markers.length, markerName, title, from, to, timeText, valueText, t])

  const inWindow = markers.filter((k) => k.t >= from && k.t <= to)
  return (
    <ChartFrame
      title={title}
      summary={text}
      legend={styled.map(({ s, colour, dash }) => ({ id: s.id, label: s.label, colour, dash }))}
      table={() => timeSeriesTable(series, t`Time`, timeText, valueText)}
      defaultView={defaultView}
      testId={testId}
    >
      <svg width={width} height={height} role="img" aria-label={title} className="rounded border bg-background text-muted-foreground">
        <title>{title}</title>
        <Group left={m.left} top={m.top}>
          {inWindow.map((k, i) => (
            <line key={i} x1={x(k.t)} x2={x(k.t)} y1={0} y2={innerH} stroke={ALERT_COLOUR} strokeOpacity={0.4} data-slot="chart-marker">
              <title>{k.label}</title>
            </line>
          ))}
          {styled.map(({ s, colour, dash }) => (
            <LinePath<number>
              key={s.id}
              data={s.t.map((_, i) => i)}
              x={(i) => x(s.t[i]!)}
              y={(i) => y(s.v[i]!)}
              stroke={colour}
              strokeDasharray={dash}
              strokeWidth={1.5}
              fill="none"
              data-series={s.id}
              data-points={s.t.length}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={Math.max(2, Math.floor(innerH / 30))}
            tickFormat={(v) => valueText(Number(v))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={4}
            tickLabelProps={{ fill: 'currentColor', fontFamily: 'inherit' }}
          />
          <AxisBottom
            scale={wall}
            top={innerH}
            numTicks={Math.max(2, Math.floor(innerW / 100))}
            tickFormat={(d) => tick(+d - INDIA_MS)}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={4}
            tickLabelProps={{ fill: 'currentColor', fontFamily: 'inherit' }}
          />
        </Group>
      </svg>
    </ChartFrame>
  )
}
