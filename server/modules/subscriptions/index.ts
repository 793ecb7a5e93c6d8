import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { rechargeListAnswer, userActivityListBody } from '../../../shared/api/user-activity'
import { plans, recharges } from '../../db/schema/activity'
import { unixSeconds } from '../../lib/list'
import { defineModule } from '../../lib/module'
import { registerUserActivityList } from '../../lib/user-activity'

/**
 * The recharge history of one user (spec 000 section 7, POST /subscription/user/all; the user form's recharge history
 * tab): createdAt range, newest first by default. `subscribedPlan.paymentSplit.total` is the amount paid for the
 * recharge.
 */
async function subscriptionsModule(fastify: FastifyInstance): Promise<void> {
  registerUserActivityList(fastify, {
    method: 'POST',
    url: '/subscription/user/all',
    summary: "A user's recharges: createdAt range (Unix seconds), page (zero based), pageSize 1–100 (10)",
    description: "sortOrder 'false' (default) is newest first.",
    input: userActivityListBody,
    answer: rechargeListAnswer,
    table: recharges,
    user: recharges.userId,
    date: recharges.createdAt,
    id: recharges.id,
    read: (db, p) =>
      db
        .select({ r: recharges, title: plans.title, mileage: plans.mileage })
        .from(recharges)
        .innerJoin(plans, eq(plans.id, recharges.planId))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    reply: ({ rows, pages, filterRecords }) => ({
      rows: rows.map(({ r, title, mileage }) => ({
        _id: r.id,
        odometer: r.odometer,
        remainingMileage: r.remainingMileage,
        subscribedPlan: { title, mileage, paymentSplit: { total: r.amountPaise } },
        odometerAt: r.odometerAt,
        isVehicleRecharged: r.isVehicleRecharged,
        orderId: r.orderId,
        paymentRefId: r.paymentRefId,
        expireAt: unixSeconds(r.expireAt),
        updatedAt: unixSeconds(r.updatedAt)!,
        createdAt: unixSeconds(r.createdAt)!,
      })),
      pages,
      filterRecords,
    }),
  })
}

export default defineModule(subscriptionsModule)
