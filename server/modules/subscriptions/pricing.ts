import { and, desc, eq } from 'drizzle-orm'
import { SUBSCRIPTION_MESSAGES as M, type SubscriptionForm } from '../../../shared/api/subscription'
import {
  DAY_MS,
  expiryOf,
  percentHundredths,
  planPrice,
  rangeAfterRecharge,
  type SubscriptionPrice,
  withCoupon,
} from '../../../shared/api/subscription-pricing'
import { RC } from '../../../shared/response-codes'
import type { AuditInTx, Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { plans, recharges, users } from '../../db/schema'
import { couponPort } from '../../lib/coupons'
import { refuseWith, type Refusal } from '../../lib/records'
import { nextVersion } from '../../lib/record-versions'
import { unexpiredFor } from './list'

type Plan = typeof plans.$inferSelect

export const refusals = {
  notRider: { code: RC.BAD_INPUT, message: M.notRider },
  notOnSale: { code: RC.BAD_INPUT, message: M.planNotOnSale },
  invalidCoupon: { code: RC.BAD_INPUT, message: M.invalidCoupon },
} satisfies Record<string, Refusal>

/** A plan is sold while active and until the end of its last day (validTill is that day's midnight in India). */
export const onSale = (p: Pick<Plan, 'active' | 'validTill'>, now: Date) =>
  p.active && (p.validTill === null || p.validTill.getTime() + DAY_MS > now.getTime())

/** The plan's part of the price (T, D1, the bill a coupon applies to). */
export const priceOfPlan = (p: Pick<Plan, 'totalPaise' | 'discountPercent'>): SubscriptionPrice =>
  planPrice({ totalPaise: Number(p.totalPaise), discountHundredths: percentHundredths(p.discountPercent) ?? 0 })

/** The rider (an active user of type user) with this id, or null. */
export async function riderById(db: Db | Tx, userId: string, lock = false) {
  const q = db
    .select({ id: users.id, vehicleNo: users.vehicleNo })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'user'), eq(users.active, true)))
    .limit(1)
  // One add at a time per rider: the carry-over reads the rider's latest recharge after the previous add committed.
  const [u] = lock ? await q.for('no key update') : await q
  return u ?? null
}

/**
 * The priced columns of a new subscription, in its transaction (the client's numbers are never read): the rider
 * locked, the plan read FOR SHARE and on sale, the coupon redeemed for this record (null: 'Invalid coupon', the whole
 * write rolled back), the range carried over from the rider's latest unexpired recharge for the vehicle (which drops
 * to 0), the expiry. Refusals are thrown (refuseWith).
 */
export async function pricedColumns(
  db: Db,
  tx: Tx,
  audit: AuditInTx,
  form: SubscriptionForm,
  now: Date,
  actorId: string,
  recordId: string,
) {
  const rider = await riderById(tx, form.userId, true)
  if (!rider) refuseWith(refusals.notRider)
  const [plan] = await tx.select().from(plans).where(eq(plans.id, form.planId)).for('share')
  if (!plan || !onSale(plan, now)) refuseWith(refusals.notOnSale)
  let price = priceOfPlan(plan)
  let coupon: { couponId: string; code: string } | null = null
  if (form.couponCode) {
    const used = await couponPort(db).redeem(tx, {
      code: form.couponCode,
      userId: rider.id,
      billPaise: price.billPaise,
      refType: 'subscription',
      refId: recordId,
      actorId,
    })
    if (!used) refuseWith(refusals.invalidCoupon)
    coupon = { couponId: used.couponId, code: used.code }
    price = withCoupon(price, used.discountPaise)
  }
  const vehicleNo = rider.vehicleNo
  const [latest] = await tx
    .select({ id: recharges.id, remainingMileage: recharges.remainingMileage })
    .from(recharges)
    .where(unexpiredFor(rider.id, vehicleNo, now))
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(1)
    .for('update')
  const leftover = latest?.remainingMileage ?? 0
  if (latest && leftover > 0) {
    await tx
      .update(recharges)
      .set({ remainingMileage: 0, updatedAt: now, version: nextVersion(recharges.version) })
      .where(eq(recharges.id, latest.id))
    await audit({
      action: 'update',
      entity: 'subscription',
      recordId: latest.id,
      changes: { remainingMileage: { from: leftover, to: 0 } },
      comment: `${leftover} km carried over to subscription ${recordId}`,
    })
  }
  return {
    id: recordId,
    vehicleNo,
    rechargeKm: plan.mileage,
    remainingMileage: rangeAfterRecharge(plan.mileage, leftover),
    odometer: form.odometerAt ?? null,
    planTotalPaise: price.planTotalPaise,
    planDiscountPaise: price.planDiscountPaise,
    couponDiscountPaise: price.couponDiscountPaise,
    amountPaise: price.amountPaise,
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.code ?? null,
    expireAt: expiryOf(now.getTime(), plan.days),
  }
}
