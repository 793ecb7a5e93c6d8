import { useLingui } from '@lingui/react/macro'
import { OptionSelect } from '@/components/ui/select'
import { useBranches, usePieChart, type SecondsRange } from '../api'
import { RETROFIT_SLOTS } from '../retrofit'
import { ChartCard } from './chart-card'
import { LazyPieChart } from '@/components/charts/lazy'

/**
 * Retrofitment Status (spec 001 section 2): what bookings and service requests are waiting for (kit, battery,
 * painting), each slice always in its own colour, for one branch or all.
 */
export function RetrofitCard({ seconds, branchId, onBranch }: { seconds: SecondsRange; branchId: string; onBranch: (id: string) => void }) {
  const { t } = useLingui()
  const pie = usePieChart(seconds, branchId)
  const branches = useBranches()
  const r = pie.data?.result
  const labels = { kit: t`Kit`, battery: t`Battery`, painting: t`Painting` }
  const title = t`Retrofitment Status`
  return (
    <ChartCard
      title={title}
      queries={[pie]}
      testId="chart-retrofitment"
      height={200}
      controls={
        <OptionSelect
          aria-label={t`Branch`}
          className="h-8 w-48"
          placeholder={t`All branches`}
          options={(branches.data?.result ?? []).map((b) => ({ value: b._id, label: b.name }))}
          value={branchId}
          onValueChange={onBranch}
          data-testid="retrofit-branch-filter"
        />
      }
    >
      {() => (
        <LazyPieChart
          title={t`Waiting For`}
          categoryHeader={t`Waiting for`}
          slices={RETROFIT_SLOTS.map(({ key, styleIndex }) => ({ id: key, label: labels[key], value: r?.[key] ?? 0, styleIndex }))}
          testId="pie-retrofitment"
        />
      )}
    </ChartCard>
  )
}
