import { useCallback, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { TEST_DRIVE_STATUSES } from '@shared/api/testdrive.query'
import { OptionSelect } from '@/components/ui/select'
import { useBranches, useTestRideCounts, useTestRideCreated } from './api'
import { ChartCard } from './components/chart-card'
import { DateFilter } from './components/date-filter'
import { LazyBarChart } from '@/components/charts/lazy'
import { StatCard } from './components/stat-card'
import { TestRideCharts } from './components/test-ride-charts'
import { dayText } from './dates'
import { countText } from './format'
import { statusLabel } from './labels'
import type { TestRideDashboardSearch } from './search'
import { statusTotal } from './series'
import { presetHandlers, useDashboardCommands } from './use-dashboard-commands'
import { useRangeParams } from './use-range'

/**
 * `/admin/test-ride-dashboard` (issue 22): test rides created and booked over the range, the completed ones over the
 * booked, and the range's count of each status, for every branch or one (the branch filter); the default range is the
 * older dashboard's (spec 001 section 9).
 */
export function TestRidePage() {
  const { t, i18n } = useLingui()
  const search = useSearch({ from: '/admin/test-ride-dashboard' })
  const navigate = useNavigate()
  const patch = useCallback(
    (next: Partial<TestRideDashboardSearch>) =>
      void navigate({ to: '/admin/test-ride-dashboard', search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  )
  const { range, seconds, setRange, applyPreset } = useRangeParams(search, patch)
  const run = useMemo(() => presetHandlers(applyPreset), [applyPreset])
  useDashboardCommands('screen.test-ride-dashboard', run)

  const branchId = search.branch ?? ''
  const branches = useBranches()
  const created = useTestRideCreated(seconds, branchId)
  const counts = useTestRideCounts(seconds, branchId)
  const from = dayText(range.start)
  const to = dayText(range.end)
  const num = (n: number | undefined) => (n === undefined ? undefined : countText(n, i18n.locale))

  return (
    <div className="grid gap-4 p-4 md:p-6" data-testid="test-ride-dashboard">
      <div className="flex flex-wrap items-end gap-3">
        <DateFilter value={range} onChange={setRange} onPreset={applyPreset} />
        <OptionSelect
          aria-label={t`Branch`}
          className="h-8 w-56"
          placeholder={t`All branches`}
          options={(branches.data?.result ?? []).map((b) => ({ value: b._id, label: `${b.name} (${b.centreTitle})` }))}
          value={branchId}
          onValueChange={(id) => patch({ branch: id || undefined })}
          data-testid="test-ride-branch-filter"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title={t`Test rides created`}
          value={num(created.data?.total)}
          query={created}
          to="/admin/testdrive"
          linkText={t`View test rides`}
          testId="card-test-rides-created"
        />
        <StatCard title={t`Test rides booked`} value={num(counts.data?.total)} query={counts} testId="card-test-rides-booked" />
        <StatCard
          title={t`Test rides completed`}
          value={num(counts.data ? statusTotal(counts.data, 'completed') : undefined)}
          query={counts}
          testId="card-test-rides-completed"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TestRideCharts
          created={created}
          counts={counts}
          height={220}
          createdSummary={t`Test rides created from ${from} to ${to}: ${created.data?.total ?? 0}.`}
        />
        <ChartCard title={t`Test rides by status`} queries={[counts]} testId="chart-test-ride-status" className="lg:col-span-2">
          {(width) => (
            <LazyBarChart
              title={t`Test rides by status`}
              categoryHeader={t`Status`}
              categories={TEST_DRIVE_STATUSES.map((s) => ({ id: s, label: statusLabel(i18n, s) }))}
              series={[{ id: 'count', label: t`Count` }]}
              values={TEST_DRIVE_STATUSES.map((s) => [statusTotal(counts.data, s)])}
              width={width}
              testId="bar-test-ride-status"
            />
          )}
        </ChartCard>
      </div>
    </div>
  )
}
