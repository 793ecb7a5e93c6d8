import { useLingui } from '@lingui/react/macro'
import { LazyTimeSeriesChart } from '@/components/charts/lazy'
import type { useTestRideCounts, useTestRideCreated } from '../api'
import { dayAxisText } from '../format'
import { countSeries, statusSeries } from '../series'
import { ChartCard } from './chart-card'

/**
 * The charts Test Ride Created and Test Ride Booked (the completed ones drawn over the booked), as the older dashboard
 * and the test-ride dashboard both show them.
 */
export function TestRideCharts({
  created,
  counts,
  height,
  createdSummary,
}: {
  created: ReturnType<typeof useTestRideCreated>
  counts: ReturnType<typeof useTestRideCounts>
  height: number
  createdSummary: string
}) {
  const { t } = useLingui()
  return (
    <>
      <ChartCard title={t`Test Ride Created`} queries={[created]} testId="chart-test-ride-created">
        {(width) => (
          <LazyTimeSeriesChart
            title={t`Test Ride Created`}
            series={[countSeries(created.data, 'created', t`Created`)]}
            width={width}
            height={height}
            formatTime={dayAxisText}
            summary={createdSummary}
          />
        )}
      </ChartCard>
      <ChartCard title={t`Test Ride Booked`} queries={[counts]} testId="chart-test-ride-booked">
        {(width) => (
          <LazyTimeSeriesChart
            title={t`Test Ride Booked`}
            series={[
              statusSeries(counts.data, null, 'booked', t`Booked`, 0),
              statusSeries(counts.data, 'completed', 'completed', t`Completed`, 2),
            ]}
            width={width}
            height={height}
            formatTime={dayAxisText}
          />
        )}
      </ChartCard>
    </>
  )
}
