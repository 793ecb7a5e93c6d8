import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { rechargeListAnswer, userActivityListBody } from '../../../shared/api/user-activity'
import { plans, recharges } from '../../db/schema'
import { envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { activityOrder, countedPage, reachableUser, recordNotFound, unixRange } from '../users/reachable'


/**
 * The recharge history of one user (spec 000 section 7, POST /subscription/user/all; the user form's
 * recharge history tab): createdAt range, newest first by default. `subscribedPlan.paymentSplit.total` is
 * the amount paid for the recharge. Needs Users + view; scoped like the user record calls.
 */
export async function subscriptionsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    '/subscription/user/all',
    {
      schema: {
        tags: ['users'],
        summary: "A user's recharges: createdAt range (Unix seconds), page (zero based), pageSize 1–100 (10)",
        description: "sortOrder 'false' (default) is newest first.",
        body: userActivityListBody,
        response: { 200: envelope.merge(rechargeListAnswer) },
      },
      // A tab of the user form, which view, visibility and edit open.
      config: { access: { screen: 'Users', button: ['view', 'visibility', 'edit'] } },
    },
    async (request, reply) => {
      const q = request.body
      const user = await reachableUser(db, request.auth!, q.userId)
      if (!user) return recordNotFound(reply)
      const where = and(eq(recharges.userId, user.id), ...unixRange(recharges.createdAt, q.startDate, q.endDate))
      const order = activityOrder(q.sortOrder)
      const { rows, pages, filterRecords } = await countedPage(db, recharges, where, q, (limit, offset) =>
        db
          .select({ r: recharges, title: plans.title, mileage: plans.mileage })
          .from(recharges)
          .innerJoin(plans, eq(plans.id, recharges.planId))
          .where(where)
          .orderBy(order(recharges.createdAt), order(recharges.id))
          .limit(limit)
          .offset(offset),
      )
      return ok(reply, {
        rows: rows.map(({ r, title, mileage }) => ({
          _id: r.id,
          odometer: r.odometer,
          remainingMileage: r.remainingMileage,
          subscribedPlan: { title, mileage, paymentSplit: { total: r.amount } },
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
      })
    },
  )
}
