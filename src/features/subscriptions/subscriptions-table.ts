import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { SUBSCRIPTION_STATES, subscriptionTableContract, type SubscriptionRow } from '@shared/api/subscription.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { usePlanTitles, useVehicleNumbers } from './api'
import { SUBSCRIPTION_STATE_LABELS } from './labels'

export type { SubscriptionRow }

/** Every plan for the plan filter (a retired one too: old subscriptions keep it). */
function usePlanFilterOptions(): LookupOptions {
  const { data, isLoading } = usePlanTitles()
  const options = useMemo(() => (data ?? []).map((p) => ({ value: p._id, label: p.title })), [data])
  return { options, loading: isLoading }
}

/** The vehicle numbers subscriptions were bought for. */
function useVehicleFilterOptions(): LookupOptions {
  const { data, isLoading } = useVehicleNumbers()
  const options = useMemo(() => (data ?? []).map((v) => ({ value: v, label: v })), [data])
  return { options, loading: isLoading }
}

/**
 * The subscriptions table (spec 002 section 3): rider name and mobile, remaining range, vehicle number, expiry, recharge
 * date, plan, amount (₹ from paise), recharge km, orderId, paymentRefId, odometerAt, vehicle recharged, coupon; the
 * price parts on demand. Filters: plan, active or expired, vehicle number, the recharge date range; the keyword finds
 * the rider's name or mobile, the vehicle number and the payment reference.
 */
export const subscriptionTable = defineTable<SubscriptionRow>({
  id: 'subscription',
  screenId: 'screen.subscription',
  contract: subscriptionTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  activeField: null,
  columns: [
    { id: 'riderName', label: msg`Name`, width: 180 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'remainingMileage', label: msg`Remaining range (km)`, dataType: 'number', width: 150 },
    { id: 'vehicleNo', label: msg`Vehicle No.`, width: 130 },
    { id: 'expireAt', label: msg`Expiry`, dataType: 'date', width: 170 },
    { id: 'state', label: msg`Status`, labels: SUBSCRIPTION_STATE_LABELS, width: 100 },
    { id: 'createdAt', label: msg`Recharge date`, dataType: 'date', width: 170 },
    { id: 'planTitle', label: msg`Plan`, width: 180 },
    { id: 'amount', label: msg`Amount`, dataType: 'number', format: 'money', width: 120 },
    { id: 'rechargeKm', label: msg`Recharge km`, dataType: 'number', width: 110 },
    { id: 'orderId', label: msg`Order ID`, width: 170 },
    { id: 'paymentRefId', label: msg`Payment Ref ID`, width: 180 },
    { id: 'odometerAt', label: msg`Odometer at recharge`, dataType: 'number', width: 150 },
    { id: 'isVehicleRecharged', label: msg`Vehicle recharged`, dataType: 'boolean', width: 130 },
    { id: 'couponCode', label: msg`Coupon`, width: 120, fallback: msg`—` },
    { id: 'planTotal', label: msg`Plan total`, dataType: 'number', format: 'money', width: 120, visible: false },
    { id: 'planDiscount', label: msg`Plan discount`, dataType: 'number', format: 'money', width: 120, visible: false },
    { id: 'couponDiscount', label: msg`Coupon discount`, dataType: 'number', format: 'money', width: 130, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    { id: 'planId', label: msg`Plan`, kind: 'lookup', useOptions: usePlanFilterOptions },
    {
      id: 'state',
      label: msg`Status`,
      kind: 'choice',
      options: SUBSCRIPTION_STATES.map((v) => ({ value: v, label: SUBSCRIPTION_STATE_LABELS[v] })),
    },
    { id: 'vehicleNo', label: msg`Vehicle No.`, kind: 'lookup', useOptions: useVehicleFilterOptions },
    { id: 'startDate', label: msg`Recharged from`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`Recharged until`, kind: 'date', edge: 'end' },
  ],
})
