import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applyAnswer,
  applyBody,
  customerSearchAnswer,
  customerSearchBody,
  DISCOUNT_CALLS,
  DISCOUNT_MESSAGES as M,
  MAX_CUSTOMER_MATCHES,
} from '../../../shared/api/discount'
import { userLogRow } from '../../../shared/api/users'
import { RC } from '../../../shared/response-codes'
import { recordLogs } from '../../audit/audit'
import { users } from '../../db/schema/core'
import { envelope, ok, refuse } from '../../http'
import type { CouponPort } from '../../lib/coupons'
import { containsText, likeContains, phoneDigits } from '../../lib/list-query'
import { recordNotFound } from '../../lib/user-reach'
import { coupons } from './schema'

const tags = ['discount']
const idBody = z.object({ recordId: z.guid({ error: M.selectCoupon }) })

/**
 * The calls beside the record calls:
 * - POST /discount/logs (Discount logs): the audit rows of one coupon, newest first;
 * - POST /discount/customers (Discount add, edit or view): active customers (users of type user) whose mobile number
 *   holds the keyword's digits or whose name holds the keyword, by name, at most MAX_CUSTOMER_MATCHES: the eligible
 *   users' multi-select;
 * - POST /discount/apply (Discount query or view, or Subscription add or edit: the subscription form applies a coupon
 *   before it saves): what the coupon gives this rider on this bill, 'coupon applied', or 'Invalid coupon' (110) for
 *   every way it does not apply. Reads only: the redemption happens when the subscription is saved (the port).
 */
export function discountReadRoutes(fastify: FastifyInstance, port: CouponPort): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    DISCOUNT_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one coupon, newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Discount', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'coupons', row.id) })
    },
  )

  app.post(
    DISCOUNT_CALLS.customers,
    {
      schema: {
        tags,
        summary: `Active customers whose mobile number or name holds the keyword, by name (at most ${MAX_CUSTOMER_MATCHES})`,
        body: customerSearchBody,
        response: { 200: envelope.extend(customerSearchAnswer.shape) },
      },
      config: { access: { screen: 'Discount', button: ['add', 'edit', 'view'] } },
    },
    async (request, reply) => {
      const keyword = request.body.keyword
      const digits = keyword ? phoneDigits(keyword) : null
      const match = !keyword
        ? undefined
        : digits
          ? sql`${users.mobileNo} LIKE ${likeContains(digits)}`
          : or(
              containsText(sql`${users.fname}`, keyword),
              containsText(sql`${users.lname}`, keyword),
              containsText(sql`${users.fname} || ' ' || coalesce(${users.lname}, '')`, keyword),
            )
      const result = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
        .from(users)
        .where(and(eq(users.userType, 'user'), eq(users.active, true), match))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
        .limit(MAX_CUSTOMER_MATCHES)
      return ok(reply, { result })
    },
  )

  app.post(
    DISCOUNT_CALLS.apply,
    {
      schema: {
        tags,
        summary: "Apply a coupon (code, rider, bill in rupees): the discount and the bill after it (paise), or 'Invalid coupon'",
        description:
          "Reads only. 'Invalid coupon' (110) when the coupon is unknown, inactive, not started, ended, not for this rider, " +
          'the bill under its minimum, or the rider has used all its attempts.',
        body: applyBody,
        response: { 200: envelope.extend(applyAnswer.shape), 400: envelope },
      },
      config: { access: { screen: 'Discount', button: ['query', 'view'], or: { screen: 'Subscription', button: ['add', 'edit'] } } },
    },
    async (request, reply) => {
      const { code, userId, billAmount } = request.body
      const quote = await port.quote(db, { code, userId, billPaise: billAmount })
      if (!quote) return refuse(RC.BAD_INPUT, M.invalidCoupon)
      return ok(
        reply,
        {
          couponId: quote.couponId,
          code: quote.code,
          bill: billAmount,
          discount: quote.discountPaise,
          billAfter: billAmount - quote.discountPaise,
        },
        M.applied,
      )
    },
  )
}
