import { Trans, useLingui } from '@lingui/react/macro'
import type { BarModel, GraphType } from '@shared/api/dashboard'
import { useCrmMarketing, useEnquiries, useNewCards, useVehicles, type SecondsRange } from '../api'
import { formatMoney } from '@/components/data-table/formatters'
import { countText } from '../format'
import { sourceLabel } from '../labels'
import { CallStatusCard } from './call-status-card'
import { ChartCard } from './chart-card'
import { LazyBarChart } from '@/components/charts/lazy'
import { RetrofitCard } from './retrofit-card'
import { StatCard } from './stat-card'
import { StationsCard } from './stations-card'
import { VehicleStatusCard } from './vehicle-status-card'

export interface NewDashboardProps {
  seconds: SecondsRange
  model: BarModel
  scuId: string
  branchId: string
  group: GraphType
  onChange: (patch: { model?: BarModel; scu?: string | undefined; branch?: string | undefined; group?: GraphType }) => void
}

/**
 * The new dashboard (spec 001 section 2): Global Statistics; Vehicle Status; CRM Status by lead source; Call Status;
 * Retrofitment Status; the Enquiries and Vehicles cards; Subscription Plans (recharges per plan, from the data); the
 * Service Stations map. The date range is the page's.
 */
export function NewDashboard({ seconds, model, scuId, branchId, group, onChange }: NewDashboardProps) {
  const { t, i18n } = useLingui()
  const cards = useNewCards()
  const crm = useCrmMarketing(seconds)
  const enquiries = useEnquiries()
  const vehicles = useVehicles()
  const c = cards.data?.result
  const num = (n: number | undefined) => (n === undefined ? undefined : countText(n, i18n.locale))
  const sources = crm.data?.result ?? []
  const plans = c?.plans ?? []
  const e = enquiries.data?.result
  const v = vehicles.data?.result

  return (
    <div className="grid gap-4" data-testid="new-dashboard">
      <section aria-labelledby="global-statistics" className="grid gap-2">
        <h2 id="global-statistics" className="text-lg font-semibold">
          <Trans>Global Statistics</Trans>
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard title={t`Total Users Registered`} value={num(c?.totalUsers)} query={cards} testId="card-total-users" />
          <StatCard
            title={t`Total Plans Revenue`}
            value={c ? formatMoney(c.plansRevenuePaise) : undefined}
            query={cards}
            testId="card-plans-revenue"
          />
          <StatCard title={t`Total Vehicle Rides`} value={num(c?.totalRides)} query={cards} testId="card-total-rides" />
          <StatCard
            title={t`Total Service Stations`}
            value={num(c?.totalServiceStations)}
            query={cards}
            to="/admin/servicecenter"
            linkText={t`View service centres`}
            testId="card-service-stations-total"
          />
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <VehicleStatusCard
          seconds={seconds}
          model={model}
          scuId={scuId}
          onModel={(m) => onChange({ model: m })}
          onCentre={(id) => onChange({ scu: id || undefined })}
        />
        <ChartCard title={t`CRM Status`} queries={[crm]} testId="chart-crm-status">
          {(width) => (
            <LazyBarChart
              title={t`CRM Status by lead source`}
              categoryHeader={t`Lead source`}
              categories={sources.map((s) => ({ id: s.source, label: sourceLabel(i18n, s.source) }))}
              series={[{ id: 'leads', label: t`Leads` }]}
              values={sources.map((s) => [s.count])}
              width={width}
              height={240}
              testId="bar-crm-status"
            />
          )}
        </ChartCard>
        <CallStatusCard seconds={seconds} group={group} onGroup={(g) => onChange({ group: g })} />
        <RetrofitCard seconds={seconds} branchId={branchId} onBranch={(id) => onChange({ branch: id || undefined })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          title={t`Enquiries`}
          value={num(e?.total)}
          query={enquiries}
          to="/admin/enquiry"
          linkText={t`View enquiries`}
          detail={e ? t`Open ${e.open} · Closed ${e.closed}` : undefined}
          testId="card-enquiries"
        />
        <StatCard
          title={t`Vehicles`}
          value={num(v?.registered)}
          query={vehicles}
          to="/admin/vehicleModel"
          linkText={t`View vehicle models`}
          detail={v ? t`${v.models} models` : undefined}
          testId="card-vehicles"
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard title={t`Subscription Plans`} queries={[cards]} testId="chart-subscription-plans">
          {(width) => (
            <LazyBarChart
              title={t`Subscription Plans`}
              categoryHeader={t`Plan`}
              categories={plans.map((p) => ({ id: p.planId, label: p.title }))}
              series={[{ id: 'recharges', label: t`Recharges` }]}
              values={plans.map((p) => [p.count])}
              width={width}
              testId="bar-subscription-plans"
            />
          )}
        </ChartCard>
        <StationsCard />
      </div>
    </div>
  )
}
