import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { TimeSeriesChartProps } from './time-series-chart'

export type { ChartMarker, TimeSeries, TimeSeriesChartProps } from './time-series-chart'

const TimeSeriesChart = lazy(() => import('./time-series-chart'))

/**
 * The shared time-series chart, loaded when first shown (visx and the drawing code are a chunk of their own, never in
 * the first page's JavaScript). Props: see TimeSeriesChart.
 */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  const { t } = useLingui()
  return (
    <Suspense
      fallback={
        <div
          className="grid place-items-center rounded-md border text-sm text-muted-foreground"
          style={{ height: props.height ?? 140 }}
          data-testid="chart-loading"
        >
          {t`Loading chart…`}
        </div>
      }
    >
      <TimeSeriesChart {...props} />
    </Suspense>
  )
}
