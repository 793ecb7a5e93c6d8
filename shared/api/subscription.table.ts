import { z } from 'zod'
import { tableContract } from './contract'
import { subscriptionTableQuery } from './subscription.query'
import type { RechargeRow } from './user-activity'

export * from './subscription.query'

/**
 * A subscription (recharge record, spec 002 section 3) as the table, the export and the details call give it: the
 * rider, the vehicle, the plan, range (km), money in integer paise, times in Unix seconds. `state` is 'expired' once
 * expireAt has passed (when it was read).
 */
export const subscriptionRow = z.object({
  _id: z.string(),
  riderName: z.string(),
  mobileNo: z.string().nullable(),
  remainingMileage: z.number().nullable(),
  vehicleNo: z.string().nullable(),
  expireAt: z.number().int().nullable(),
  /** The recharge date. */
  createdAt: z.number().int(),
  planTitle: z.string(),
  /** What was paid, paise. */
  amount: z.number().int(),
  rechargeKm: z.number().nullable(),
  orderId: z.string().nullable(),
  paymentRefId: z.string().nullable(),
  odometerAt: z.number().nullable(),
  isVehicleRecharged: z.boolean(),
  couponCode: z.string().nullable(),
  state: z.enum(['active', 'expired']),
  planTotal: z.number().int().nullable(),
  planDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  odometer: z.number().nullable(),
  planMileage: z.number().nullable(),
  userId: z.string(),
  planId: z.string(),
  updatedAt: z.number().int(),
})
export type SubscriptionRow = z.infer<typeof subscriptionRow>

export const subscriptionTableContract = tableContract({
  list: '/subscription/all',
  export: '/subscription/export',
  row: subscriptionRow,
  query: subscriptionTableQuery,
})

/**
 * The users screen's recharge row (spec 000 section 3, POST /subscription/user/all) of a subscription row: the same
 * record read the same way, named as that tab names it (`subscribedPlan.paymentSplit.total` is what was paid).
 */
export function rechargeRowOf(r: SubscriptionRow): RechargeRow {
  return {
    _id: r._id,
    odometer: r.odometer,
    remainingMileage: r.remainingMileage,
    subscribedPlan: { title: r.planTitle, mileage: r.planMileage, paymentSplit: { total: r.amount } },
    odometerAt: r.odometerAt,
    isVehicleRecharged: r.isVehicleRecharged,
    orderId: r.orderId,
    paymentRefId: r.paymentRefId,
    expireAt: r.expireAt,
    updatedAt: r.updatedAt,
    createdAt: r.createdAt,
  }
}
