import { useLingui } from '@lingui/react/macro'
import { BAR_MODELS, type BarModel } from '@shared/api/dashboard'
import { OptionSelect } from '@/components/ui/select'
import { useBarChart, useServiceCentres, type SecondsRange } from '../api'
import { MODEL_LABELS, statusLabel } from '../labels'
import { ChartCard } from './chart-card'
import { LazyBarChart } from '@/components/charts/lazy'
import { Segmented } from './segmented'

interface Props {
  seconds: SecondsRange
  model: BarModel
  scuId: string
  onModel: (model: BarModel) => void
  onCentre: (scuId: string) => void
}

/** Vehicle Status (spec 001 section 2): counts by status of bookings, service requests or tickets, for a centre. */
export function VehicleStatusCard({ seconds, model, scuId, onModel, onCentre }: Props) {
  const { t, i18n } = useLingui()
  const chart = useBarChart(model, seconds, scuId)
  const centres = useServiceCentres()
  const rows = chart.data?.result ?? []
  const title = t`Vehicle Status`
  return (
    <ChartCard
      title={title}
      queries={[chart]}
      testId="chart-vehicle-status"
      controls={
        <>
          <Segmented
            label={t`Chart of`}
            options={BAR_MODELS.map((m) => ({ value: m, label: i18n._(MODEL_LABELS[m]) }))}
            value={model}
            onChange={onModel}
            testId="vehicle-model-switch"
          />
          <OptionSelect
            aria-label={t`Centre`}
            className="h-8 w-48"
            placeholder={t`All centres`}
            options={(centres.data?.rows ?? []).map((c) => ({ value: c._id, label: c.title }))}
            value={scuId}
            onValueChange={onCentre}
            data-testid="vehicle-centre-filter"
          />
        </>
      }
    >
      {(width) => (
        <LazyBarChart
          title={`${title}: ${i18n._(MODEL_LABELS[model])}`}
          categoryHeader={t`Status`}
          categories={rows.map((r) => ({ id: r.status, label: statusLabel(i18n, r.status) }))}
          series={[{ id: 'count', label: t`Count` }]}
          values={rows.map((r) => [r.count])}
          width={width}
          testId="bar-vehicle-status"
        />
      )}
    </ChartCard>
  )
}
