import { useLingui } from '@lingui/react/macro'
import type { SecondsRange } from '../api'
import { useCards, useEnquiryStats, usePreBookCounts, useTestRideCounts, useTestRideCreated } from '../api'
import { dayText } from '../dates'
import { formatMoney } from '@/components/data-table/formatters'
import { countText, dayAxisText } from '../format'
import { countSeries, statusSeries } from '../series'
import { ChartCard } from './chart-card'
import { LazyTimeSeriesChart } from '@/components/charts/lazy'
import { StatCard } from './stat-card'
import { TestRideCharts } from './test-ride-charts'

/**
 * The older dashboard (spec 001 section 2, "Classic" here): the cards Total Test Ride, Total Pre-Book and Total
 * Payment; the line charts Test Ride Created, Test Ride Booked (with the completed ones over it) and Pre Booking; and
 * the enquiries open and closed. The date filter is the page's.
 */
export function ClassicDashboard({ seconds, days }: { seconds: SecondsRange; days: { start: string; end: string } }) {
  const { t, i18n } = useLingui()
  const cards = useCards()
  const created = useTestRideCreated(seconds)
  const counts = useTestRideCounts(seconds)
  const prebook = usePreBookCounts(seconds)
  const enquiries = useEnquiryStats(seconds)
  const c = cards.data?.result
  const num = (n: number | undefined) => (n === undefined ? undefined : countText(n, i18n.locale))
  const from = dayText(days.start)
  const to = dayText(days.end)
  const period = t`from ${from} to ${to}`

  return (
    <div className="grid gap-4" data-testid="classic-dashboard">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title={t`Total Test Ride`}
          value={num(c?.totalTestRides)}
          query={cards}
          to="/admin/testdrive"
          linkText={t`View test rides`}
          testId="card-total-test-ride"
        />
        <StatCard
          title={t`Total Pre-Book`}
          value={num(c?.totalPreBookings)}
          query={cards}
          to="/admin/booking"
          linkText={t`View bookings`}
          testId="card-total-pre-book"
        />
        <StatCard
          title={t`Total Payment`}
          value={c ? formatMoney(c.totalPaymentPaise) : undefined}
          query={cards}
          to="/admin/booking"
          linkText={t`View bookings`}
          testId="card-total-payment"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TestRideCharts
          created={created}
          counts={counts}
          height={200}
          createdSummary={t`Test rides created ${period}: ${created.data?.total ?? 0}.`}
        />
        <ChartCard title={t`Pre Booking`} queries={[prebook]} testId="chart-pre-booking">
          {(width) => (
            <LazyTimeSeriesChart
              title={t`Pre Booking`}
              series={[countSeries(prebook.data, 'prebook', t`Pre-bookings`, 1)]}
              width={width}
              height={200}
              formatTime={dayAxisText}
              summary={t`Pre-bookings ${period}: ${prebook.data?.total ?? 0}.`}
            />
          )}
        </ChartCard>
        <ChartCard title={t`Enquiries`} queries={[enquiries]} testId="chart-enquiry-stats">
          {(width) => (
            <LazyTimeSeriesChart
              title={t`Enquiries open and closed`}
              series={[
                statusSeries(enquiries.data, 'open', 'open', t`Open`, 3),
                statusSeries(enquiries.data, 'closed', 'closed', t`Closed`, 2),
              ]}
              width={width}
              height={200}
              formatTime={dayAxisText}
            />
          )}
        </ChartCard>
      </div>
    </div>
  )
}
