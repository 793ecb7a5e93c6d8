import { lazy, Suspense, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BarChartProps } from '@/components/charts/bar-chart'
import type { PieChartProps } from '@/components/charts/pie-chart'

export { LazyTimeSeriesChart } from '@/components/charts/lazy'

// visx and the drawing code load with the first chart shown, never with the first page.
const BarChart = lazy(() => import('@/components/charts/bar-chart'))
const PieChart = lazy(() => import('@/components/charts/pie-chart'))

function Loading({ height, children }: { height: number; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Suspense
      fallback={
        <div className="grid place-items-center rounded-md border text-sm text-muted-foreground" style={{ height }} data-testid="chart-loading">
          {t`Loading chart…`}
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Loading height={props.height ?? 220}>
      <BarChart {...props} />
    </Loading>
  )
}

export function LazyPieChart(props: PieChartProps) {
  return (
    <Loading height={props.size ?? 200}>
      <PieChart {...props} />
    </Loading>
  )
}
