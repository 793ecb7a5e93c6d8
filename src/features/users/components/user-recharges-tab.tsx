import { useLingui } from '@lingui/react/macro'
import type { RechargeRow } from '@shared/api/user-activity'
import { useUserRecharges } from '../activity-api'
import { formatMoney } from '@/components/data-table/formatters'
import { formatDateMinutes, formatMeasure, textOrDash } from './activity-format'
import { ActivityList, useActivityPaging } from './activity-list'
import type { ActivityColumn } from './activity-table'

const nowrap = 'whitespace-nowrap'

/** The user dialog's recharge history (spec 000 sections 2 and 3): a date range on the recharge date; 10 per page. */
export function UserRechargesTab({ userId }: { userId: string }) {
  const { t } = useLingui()
  const paging = useActivityPaging()
  const query = useUserRecharges(userId, paging)

  const columns: ActivityColumn<RechargeRow>[] = [
    { id: 'createdAt', header: t`Recharged on`, cell: (r) => formatDateMinutes(r.createdAt), className: nowrap },
    { id: 'plan', header: t`Plan`, cell: (r) => textOrDash(r.subscribedPlan.title) },
    { id: 'mileage', header: t`Plan mileage`, cell: (r) => formatMeasure(r.subscribedPlan.mileage, 'km'), className: nowrap },
    { id: 'amount', header: t`Amount`, cell: (r) => formatMoney(r.subscribedPlan.paymentSplit.total), className: nowrap },
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
    <ActivityList
      label={t`Recharge history`}
      columns={columns}
      paging={paging}
      query={query}
      rows={query.data?.rows}
      pages={query.data?.pages}
    />
  )
}
