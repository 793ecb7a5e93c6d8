import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { SubscriptionDetails } from '../../../shared/api/subscription'
import { type SubscriptionRow, subscriptionTableContract } from '../../../shared/api/subscription.table'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { plans, recharges, users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, likeContains, phoneDigits } from '../../lib/list-query'

/** What a stored recharge row is. */
export type RechargeRecord = typeof recharges.$inferSelect

/**
 * The one read of a subscription: the recharge with its rider and plan. The table, the export, the details call and the
 * users screen's recharge tab (POST /subscription/user/all) all select this and map it with `subscriptionRowOf`.
 */
export const subscriptionSelect = {
  id: recharges.id,
  userId: recharges.userId,
  planId: recharges.planId,
  fname: users.fname,
  lname: users.lname,
  mobileNo: users.mobileNo,
  vehicleNo: recharges.vehicleNo,
  odometer: recharges.odometer,
  remainingMileage: recharges.remainingMileage,
  rechargeKm: recharges.rechargeKm,
  odometerAt: recharges.odometerAt,
  isVehicleRecharged: recharges.isVehicleRecharged,
  orderId: recharges.orderId,
  paymentRefId: recharges.paymentRefId,
  planTotalPaise: recharges.planTotalPaise,
  planDiscountPaise: recharges.planDiscountPaise,
  couponDiscountPaise: recharges.couponDiscountPaise,
  amountPaise: recharges.amountPaise,
  couponCode: recharges.couponCode,
  expireAt: recharges.expireAt,
  planTitle: plans.title,
  planMileage: plans.mileage,
  createdAt: recharges.createdAt,
  updatedAt: recharges.updatedAt,
}
type Joined = 'fname' | 'lname' | 'mobileNo' | 'planTitle' | 'planMileage'
/** A selected recharge (the rider's and plan's fields through left joins). */
export type SubscriptionSelected = Omit<SelectResultFields<typeof subscriptionSelect>, Joined> & {
  [K in Joined]: SelectResultFields<typeof subscriptionSelect>[K] | null
}

/** The rider and the plan of a recharge (left joins: the select's shape only, never a condition). */
export const subscriptionJoins = [
  { table: users, on: eq(users.id, recharges.userId) },
  { table: plans, on: eq(plans.id, recharges.planId) },
] as const

const num = (v: number | string | null) => (v === null ? null : Number(v))

/** A selected recharge → the row the client gets; `now` decides whether it has expired (the server's clock). */
export function subscriptionRowOf(r: SubscriptionSelected, now: Date): SubscriptionRow {
  return {
    _id: r.id,
    riderName: [r.fname, r.lname].filter(Boolean).join(' '),
    mobileNo: r.mobileNo,
    remainingMileage: r.remainingMileage,
    vehicleNo: r.vehicleNo,
    expireAt: unixSeconds(r.expireAt),
    createdAt: unixSeconds(r.createdAt)!,
    planTitle: r.planTitle ?? '',
    amount: Number(r.amountPaise),
    rechargeKm: r.rechargeKm,
    orderId: r.orderId,
    paymentRefId: r.paymentRefId,
    odometerAt: r.odometerAt,
    isVehicleRecharged: r.isVehicleRecharged,
    couponCode: r.couponCode,
    state: r.expireAt && r.expireAt.getTime() <= now.getTime() ? 'expired' : 'active',
    planTotal: num(r.planTotalPaise),
    planDiscount: Number(r.planDiscountPaise),
    couponDiscount: Number(r.couponDiscountPaise),
    odometer: r.odometer,
    planMileage: r.planMileage,
    userId: r.userId,
    planId: r.planId,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** Reads subscriptions by a condition, in an order, as rows (the details call, the recharge tab). */
export async function readSubscriptions(
  db: Db,
  now: Date,
  where: SQL | undefined,
  order: SQL[] = [],
  limit?: number,
  offset?: number,
): Promise<SubscriptionRow[]> {
  let q = db
    .select(subscriptionSelect)
    .from(recharges)
    .leftJoin(subscriptionJoins[0].table, subscriptionJoins[0].on)
    .leftJoin(subscriptionJoins[1].table, subscriptionJoins[1].on)
    .where(where)
    .orderBy(...order)
    .$dynamic()
  if (limit !== undefined) q = q.limit(limit)
  if (offset !== undefined) q = q.offset(offset)
  return (await q).map((r) => subscriptionRowOf(r, now))
}

/** The details answer of a stored recharge: its row and version. */
export async function subscriptionDetailsOf(db: Db, row: RechargeRecord, now: Date): Promise<{ subscription: SubscriptionDetails }> {
  const [r] = await readSubscriptions(db, now, eq(recharges.id, row.id))
  return { subscription: { ...r!, version: row.version } }
}

/**
 * The keyword: the rider's name ("fname lname") or mobile number, the vehicle number or the payment reference. The
 * rider's part is a subquery on users (the list's conditions never use its joins).
 */
function search(keyword: string): SQL {
  const pattern = likeContains(keyword)
  const riders = [sql`(u.fname || ' ' || coalesce(u.lname, '')) ILIKE ${pattern}`]
  const digits = phoneDigits(keyword)
  if (digits) riders.push(sql`u.mobile_no LIKE ${`${digits}%`}`)
  return or(
    sql`${recharges.userId} IN (SELECT u.id FROM users u WHERE u.user_type = 'user' AND (${sql.join(riders, sql` OR `)}))`,
    containsText(sql`${recharges.vehicleNo}`, keyword),
    containsText(sql`${recharges.paymentRefId}`, keyword),
  )!
}

/**
 * The subscriptions table (POST /subscription/all) and its export (POST /subscription/export):
 * - keyword: rider name or mobile, vehicle number, payment reference;
 * - filters: planId, state (active: not expired by the server's clock; expired), vehicleNo (contains), the recharge
 *   date range (startDate / endDate on createdAt);
 * - sort: createdAt (default, newest first), updatedAt, expireAt, amount, remainingMileage, rechargeKm, vehicleNo;
 * - no scope: riders belong to no centre; the screen's permission decides who reads them.
 */
export function subscriptionList(clock: Clock) {
  return defineList({
    contract: subscriptionTableContract,
    entity: 'subscription',
    table: recharges,
    id: recharges.id,
    joins: subscriptionJoins,
    select: subscriptionSelect,
    toRow: (r) => subscriptionRowOf(r, clock.now()),
    search,
    sort: {
      createdAt: recharges.createdAt,
      updatedAt: recharges.updatedAt,
      expireAt: recharges.expireAt,
      amount: recharges.amountPaise,
      remainingMileage: recharges.remainingMileage,
      rechargeKm: recharges.rechargeKm,
      vehicleNo: recharges.vehicleNo,
    },
    generic: { dates: recharges.createdAt },
    filters: {
      planId: (v) => eq(recharges.planId, v),
      state: (v) => {
        const now = clock.now()
        if (v === 'active') return or(sql`${recharges.expireAt} IS NULL`, gt(recharges.expireAt, now))
        if (v === 'expired') return lte(recharges.expireAt, now)
        return undefined
      },
      vehicleNo: (v) => (v ? containsText(sql`${recharges.vehicleNo}`, v) : undefined),
    },
  })
}

/** The condition of one rider's unexpired recharges for one vehicle (the carry-over). */
export const unexpiredFor = (userId: string, vehicleNo: string | null, now: Date) =>
  and(
    eq(recharges.userId, userId),
    vehicleNo === null ? sql`${recharges.vehicleNo} IS NULL` : eq(recharges.vehicleNo, vehicleNo),
    gt(recharges.expireAt, now),
  )
