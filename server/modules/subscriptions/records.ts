import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  SUBSCRIPTION_MESSAGES as M,
  type SubscriptionEdit,
  type SubscriptionForm,
  subscriptionRecordContract,
} from '../../../shared/api/subscription'
import { paiseToRupees } from '../../../shared/api/booking-money'
import { registerRecordRoutes } from '../../lib/records'
import { recharges } from '../../db/schema'
import { type RechargeRecord, subscriptionDetailsOf } from './list'
import { pricedColumns, refusals, riderById } from './pricing'

/** The stored columns both forms write (the payment references, the odometer at the recharge, vehicle recharged). */
const paymentColumns = (f: SubscriptionEdit) => ({
  orderId: f.orderId ?? null,
  paymentRefId: f.paymentRefId ?? null,
  odometerAt: f.odometerAt ?? null,
  isVehicleRecharged: f.isVehicleRecharged,
})

/**
 * The subscription record calls (permission Subscription), on the record kit:
 * - POST /subscription/details (view): the row (rider, plan, price parts, range, expiry) and the version;
 * - POST /subscription/add (add, Idempotency-Key): the rider, plan, optional coupon and payment; priced by the server
 *   in the create's transaction (pricing.ts): the plan FOR SHARE and on sale, the coupon redeemed for this record,
 *   the range carried over, the expiry; the audit entry in the same transaction;
 * - PUT /subscription/update (edit): orderId, paymentRefId, odometerAt and isVehicleRecharged, with the version (409
 *   when it changed since); the priced fields never change.
 * A payment is recorded once: the same paymentRefId twice is 114, decided by the unique index (the kit answers a
 * unique violation with 114, the whole write rolled back, coupon redemption included). No delete: a payment happened.
 */
export function subscriptionRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: subscriptionRecordContract,
    screen: 'Subscription',
    entity: 'subscription',
    what: 'subscription',
    idMessage: M.selectSubscription,
    tags: ['subscriptions'],
    table: recharges,
    id: recharges.id,
    details: (row: RechargeRecord, { db, now }) => subscriptionDetailsOf(db, row, now),
    // A clean refusal for a rider who is not one; the transaction checks again with the rider locked.
    check: async (form, before, { db }) => {
      if (before) return undefined
      return (await riderById(db, (form as SubscriptionForm).userId)) ? undefined : refusals.notRider
    },
    columns: (form, _ctx, before) => {
      if (before) return paymentColumns(form as unknown as SubscriptionEdit)
      const f = form as SubscriptionForm
      return { userId: f.userId, planId: f.planId, ...paymentColumns(f) }
    },
    createColumns: ({ auth }) => ({ createdBy: auth.user.id }),
    beforeWrite: async (tx, form, ctx, { before, audit }) => {
      if (before) return undefined
      return pricedColumns(fastify.db, tx, audit, form, ctx.now, ctx.auth.user.id, randomUUID())
    },
    comment: {
      created: (f) =>
        `subscription created: plan ${f.planId}${f.couponCode ? `, coupon ${f.couponCode.toUpperCase()}` : ''}${
          f.paymentRefId ? `, payment ${f.paymentRefId}` : ''
        }`,
      updated: (changes, before) =>
        `subscription ${before.paymentRefId ?? before.id} (₹${paiseToRupees(Number(before.amountPaise))}): ${Object.keys(changes).join(', ')}`,
    },
  })
}
