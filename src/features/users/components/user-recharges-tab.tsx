import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { RechargeRow } from '@shared/api/user-activity'
import { DateRange } from '@/components/ui/date-range'
import { EMPTY_RANGE, type DateRangeValue } from '@/lib/date-range'
import { useUserRecharges } from '../api/activity'
import { formatAmount, formatDateMinutes, formatMeasure, textOrDash } from './activity-format'
import { ActivityPager, ActivityTable, type ActivityColumn } from './activity-table'

const nowrap = 'whitespace-nowrap'

/** The user dialog's recharge history (spec 000 sections 2 and 3): a date range on the recharge date; 10 per page. */
export function UserRechargesTab({ userId }: { userId: string }) {
  const { t } = useLingui()
  const [range, setRange] = useState<DateRangeValue>(EMPTY_RANGE)
  const [page, setPage] = useState(0)
  const query = useUserRecharges(userId, { range, page })

  const columns: ActivityColumn<RechargeRow>[] = [
    { id: 'createdAt', header: t`Recharged on`, cell: (r) => formatDateMinutes(r.createdAt), className: nowrap },
    { id: 'plan', header: t`Plan`, cell: (r) => textOrDash(r.subscribedPlan.title) },
    { id: 'mileage', header: t`Plan mileage`, cell: (r) => formatMeasure(r.subscribedPlan.mileage, 'km'), className: nowrap },
    { id: 'amount', header: t`Amount`, cell: (r) => formatAmount(r.subscribedPlan.paymentSplit.total), className: nowrap },
    { id: 'odometer', header: t`Odometer`, cell: (r) => formatMeasure(r.odometer, 'km'), className: nowrap },
    { id: 'odometerAt', header: t`Odometer at recharge`, cell: (r) => formatMeasure(r.odometerAt, 'km'), className: nowrap },
    { id: 'remaining', header: t`Remaining mileage`, cell: (r) => formatMeasure(r.remainingMileage, 'km'), className: nowrap },
    { id: 'recharged', header: t`Vehicle recharged`, cell: (r) => (r.isVehicleRecharged ? t`Yes` : t`No`) },
    { id: 'orderId', header: t`Order ID`, cell: (r) => textOrDash(r.orderId) },
    { id: 'paymentRefId', header: t`Payment reference`, cell: (r) => textOrDash(r.paymentRefId) },
    { id: 'expireAt', header: t`Expires on`, cell: (r) => formatDateMinutes(r.expireAt), className: nowrap },
    { id: 'updatedAt', header: t`Updated on`, cell: (r) => formatDateMinutes(r.updatedAt), className: nowrap },
  ]

  return (
    <section className="grid gap-3" aria-label={t`Recharge history`}>
      <DateRange
        value={range}
        onChange={(next) => {
          setRange(next)
          setPage(0)
        }}
      />
      <ActivityTable
        caption={t`Recharge history`}
        columns={columns}
        rows={query.data?.rows}
        rowKey={(r) => r._id}
        isPending={query.isFetching}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      />
      <ActivityPager
        page={page}
        pages={query.data?.pages ?? 0}
        total={query.data?.filterRecords ?? 0}
        onPageChange={setPage}
        disabled={!query.data}
      />
    </section>
  )
}
