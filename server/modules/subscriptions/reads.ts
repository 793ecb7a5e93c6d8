import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SUBSCRIPTION_CALLS,
  SUBSCRIPTION_MESSAGES as M,
  planOptionsAnswer,
  planTitlesAnswer,
  quoteAnswer,
  quoteBody,
  riderAnswer,
  riderBody,
  vehicleNumbersAnswer,
} from '../../../shared/api/subscription'
import { RC } from '../../../shared/response-codes'
import { withCoupon } from '../../../shared/api/subscription-pricing'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { plans, recharges, users } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { couponPort } from '../../lib/coupons'
import { MAX_OPTIONS } from '../../lib/pick-lists'
import { recordNotFound } from '../../lib/user-reach'
import { onSale, priceOfPlan, riderById } from './pricing'

const tags = ['subscriptions']
const idBody = z.object({ recordId: z.guid({ error: M.selectSubscription }) })
const FORM = ['add', 'edit', 'view'] as const

/**
 * The calls beside the record calls (permission Subscription):
 * - POST /subscription/logs (logs): the audit rows of one subscription, newest first;
 * - GET /subscription/plan-options (add): the plans on sale (active, before the end of validTill), read from the
 *   shared plans table, so a Subscription-only role can pick them;
 * - GET /subscription/plans and GET /subscription/vehicles (query): the plan filter's every plan, the vehicle filter's
 *   vehicle numbers;
 * - POST /subscription/rider (add): the rider with a mobile number or a vehicle number;
 * - POST /subscription/quote (add): the price the add would charge now (plan total, plan discount, coupon discount,
 *   amount; 'Invalid coupon' when the coupon would not apply). Reads only: the add prices again in its transaction.
 */
export function subscriptionReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  app.post(
    SUBSCRIPTION_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one subscription, newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Subscription', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: recharges.id }).from(recharges).where(eq(recharges.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'subscription', row.id) })
    },
  )

  app.get(
    SUBSCRIPTION_CALLS.planOptions,
    {
      schema: {
        tags,
        summary: 'The plans on sale (id, title, km, days, total in paise, discount percent), by title',
        response: { 200: envelope.extend(planOptionsAnswer.shape) },
      },
      config: { access: { screen: 'Subscription', button: FORM } },
    },
    async (_request, reply) => {
      const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.title), asc(plans.id)).limit(MAX_OPTIONS)
      const at = now()
      return ok(reply, {
        result: rows
          .filter((p) => onSale(p, at))
          .map((p) => ({
            _id: p.id,
            title: p.title,
            mileage: p.mileage,
            days: p.days,
            totalPaise: Number(p.totalPaise),
            discountPercent: p.discountPercent,
          })),
      })
    },
  )

  app.get(
    SUBSCRIPTION_CALLS.plans,
    {
      schema: { tags, summary: 'Every plan (id, title, active), by title', response: { 200: envelope.extend(planTitlesAnswer.shape) } },
      config: { access: { screen: 'Subscription', button: ['query', 'filter'] } },
    },
    async (_request, reply) => {
      const result = await db
        .select({ _id: plans.id, title: plans.title, active: plans.active })
        .from(plans)
        .orderBy(asc(plans.title), asc(plans.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result })
    },
  )

  app.get(
    SUBSCRIPTION_CALLS.vehicles,
    {
      schema: {
        tags,
        summary: 'The vehicle numbers subscriptions were bought for, in order',
        response: { 200: envelope.extend(vehicleNumbersAnswer.shape) },
      },
      config: { access: { screen: 'Subscription', button: ['query', 'filter'] } },
    },
    async (_request, reply) => {
      const rows = await db
        .selectDistinct({ vehicleNo: recharges.vehicleNo })
        .from(recharges)
        .where(isNotNull(recharges.vehicleNo))
        .orderBy(asc(recharges.vehicleNo))
        .limit(MAX_OPTIONS)
      return ok(reply, { result: rows.map((r) => r.vehicleNo!) })
    },
  )

  app.post(
    SUBSCRIPTION_CALLS.rider,
    {
      schema: {
        tags,
        summary: 'The rider (an active user of type user) with this mobile number or vehicle number, or null',
        body: riderBody,
        response: { 200: envelope.extend(riderAnswer.shape) },
      },
      config: { access: { screen: 'Subscription', button: FORM } },
    },
    async (request, reply) => {
      const { mobileNo, vehicleNo } = request.body.query
      const [found] = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, vehicleNo: users.vehicleNo })
        .from(users)
        .where(
          and(
            eq(users.userType, 'user'),
            eq(users.active, true),
            mobileNo ? eq(users.mobileNo, mobileNo) : eq(users.vehicleNo, vehicleNo!),
          ),
        )
        .orderBy(asc(users.id))
        .limit(1)
      return ok(reply, { rider: found ?? null })
    },
  )

  app.post(
    SUBSCRIPTION_CALLS.quote,
    {
      schema: {
        tags,
        summary: "The price of a plan now, with a coupon for a rider: paise; coupon 'coupon applied', 'Invalid coupon' or null",
        body: quoteBody,
        response: { 200: envelope.extend(quoteAnswer.shape) },
      },
      config: { access: { screen: 'Subscription', button: FORM } },
    },
    async (request, reply) => {
      const { userId, planId, couponCode } = request.body
      const [plan] = await db.select().from(plans).where(eq(plans.id, planId))
      if (!plan || !onSale(plan, now())) return refuse(RC.BAD_INPUT, M.planNotOnSale)
      let price = priceOfPlan(plan)
      let coupon: string | null = null
      if (couponCode) {
        const rider = userId ? await riderById(db, userId) : null
        const q = rider ? await couponPort(db).quote(db, { code: couponCode, userId: rider.id, billPaise: price.billPaise }) : null
        coupon = q ? M.couponApplied : M.invalidCoupon
        if (q) price = withCoupon(price, q.discountPaise)
      }
      return ok(reply, {
        planTotal: price.planTotalPaise,
        planDiscount: price.planDiscountPaise,
        couponDiscount: price.couponDiscountPaise,
        amount: price.amountPaise,
        coupon,
      })
    },
  )
}
