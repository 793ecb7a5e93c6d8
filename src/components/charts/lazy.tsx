import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LazyBox } from '@/components/lazy-box'
import type { BarChartProps } from './bar-chart'
import type { PieChartProps } from './pie-chart'
import type { TimeSeriesChartProps } from './time-series-chart'

export type { ChartMarker, TimeSeries, TimeSeriesChartProps } from './time-series-chart'

// visx and the drawing code load with the first chart shown, each chart a chunk of its own, never in the first page.
const TimeSeriesChart = lazy(() => import('./time-series-chart'))
const BarChart = lazy(() => import('./bar-chart'))
const PieChart = lazy(() => import('./pie-chart'))

/** The shared time-series chart, loaded when first shown. Props: see TimeSeriesChart. */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  const { t } = useLingui()
  return (
    <LazyBox height={props.height ?? 140} label={t`Loading chart…`} testId="chart-loading">
      <TimeSeriesChart {...props} />
    </LazyBox>
  )
}

/** The shared bar chart, loaded when first shown. Props: see BarChart. */
export function LazyBarChart(props: BarChartProps) {
  const { t } = useLingui()
  return (
    <LazyBox height={props.height ?? 220} label={t`Loading chart…`} testId="chart-loading">
      <BarChart {...props} />
    </LazyBox>
  )
}

/** The shared pie chart, loaded when first shown. Props: see PieChart. */
export function LazyPieChart(props: PieChartProps) {
  const { t } = useLingui()
  return (
    <LazyBox height={props.size ?? 200} label={t`Loading chart…`} testId="chart-loading">
      <PieChart {...props} />
    </LazyBox>
  )
}
