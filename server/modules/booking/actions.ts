import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BOOKING_CALLS,
  BOOKING_MESSAGES as BM,
  BOOKING_STAGES,
  RTO_STATUSES,
  bookingOptionsAnswer,
  paiseToRupees,
  rcStepBody,
  rtoSettlementAnswer,
  rtoSettlementBody,
  rtoStatusBody,
  rupeesToPaise,
} from '../../../shared/api/booking'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { RECORD_MESSAGES } from '../../../shared/validation'
import { answer, envelope, ok } from '../../http'
import { nextVersion } from '../../lib/record-versions'
import { unixSeconds } from '../../lib/unix-seconds'
import type { RequestAuth } from '../../types'
import { reachable } from './booking-data'
import { bookingRtoPayments, bookings } from './schema'

const tags = ['booking']

const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
const badInput = (reply: FastifyReply, message: string) => answer(reply, RC.BAD_INPUT, message)

/**
 * The calls beside the booking record calls, each one conditional statement (with its audit row in the same
 * transaction) and scoped as the list:
 * - GET /booking/stages, GET /booking/rto-statuses (Booking): the stages and RTO statuses, `{ result: [{ value }] }`;
 * - POST /booking/rto-status (Booking + changeStatus): spec 001 section 7, 109 'Booking RTO Status updated successfully';
 * - POST /booking/rto-settlement (Booking + rtoSettlement): a payment to the RTO, never more than the balance;
 * - POST /booking/rc (Booking + rtoSettlement): the RC received from the RTO, then delivered to the customer;
 * Each answers 123 for a booking missing or out of reach and 110 'Record Already Deleted' for a deleted one. The RTO
 * status, settlement and RC steps move the booking's version on (an edit dialog open meanwhile gets 409/125).
 */
export function bookingActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  /** Why a conditional write on a booking changed nothing: missing/out of reach (123), deleted (110), or `other`. */
  async function whyNot(reply: FastifyReply, id: string, auth: RequestAuth, other: (row: typeof bookings.$inferSelect) => string) {
    const [row] = await db.select().from(bookings).where(reachable(id, auth)).limit(1)
    if (!row) return notFound(reply)
    if (!row.active) return badInput(reply, RECORD_MESSAGES.alreadyDeleted)
    return badInput(reply, other(row))
  }

  for (const [path, values, what] of [
    [BOOKING_CALLS.stages, BOOKING_STAGES, 'booking stages'],
    [BOOKING_CALLS.rtoStatuses, RTO_STATUSES, 'RTO statuses (the inline rtoStatus dropdown’s bookingStatus list)'],
  ] as const) {
    app.get(
      path,
      {
        schema: { tags, summary: `The ${what}, in order`, response: { 200: envelope.extend(bookingOptionsAnswer.shape) } },
        config: { access: { screen: 'Booking' } },
      },
      async (_request, reply) => ok(reply, { result: values.map((value) => ({ value })) }),
    )
  }

  app.post(
    BOOKING_CALLS.rtoStatus,
    {
      schema: {
        tags,
        summary: "A booking's RTO status (spec 001 section 7): 109 'Booking RTO Status updated successfully'",
        body: rtoStatusBody,
        response: { 200: envelope.extend({ version: z.number().int().optional() }) },
      },
      config: { access: { screen: 'Booking', button: 'changeStatus' } },
    },
    async (request, reply) => {
      const { recordId, rtoStatus } = request.body
      const auth = request.auth!
      const done = await fastify.transact(request, async (tx, audit) => {
        const [old] = await tx
          .select({ rtoStatus: bookings.rtoStatus })
          .from(bookings)
          .where(and(reachable(recordId, auth), eq(bookings.active, true)))
          .for('update')
        if (!old) return null
        const [row] = await tx
          .update(bookings)
          .set({ rtoStatus, updatedAt: now(), version: nextVersion(bookings.version) })
          .where(and(reachable(recordId, auth), eq(bookings.active, true)))
          .returning({ version: bookings.version, orderId: bookings.orderId })
        if (!row) return null
        await audit({
          action: 'rtoStatus',
          entity: 'booking',
          recordId,
          changes: { rtoStatus: { from: old.rtoStatus, to: rtoStatus } },
          comment: `${row.orderId}: RTO status ${old.rtoStatus} → ${rtoStatus}`,
        })
        return row
      })
      if (!done) return whyNot(reply, recordId, auth, () => RECORD_MESSAGES.alreadyDeleted)
      return ok(reply, { version: done.version }, BM.rtoUpdated)
    },
  )

  app.post(
    BOOKING_CALLS.rtoSettlement,
    {
      schema: {
        tags,
        summary: 'A payment to the RTO for a booking (rupees): never more than the RTO balance; answers the new RTO figures in paise',
        description:
          'One conditional update adds the amount to rtoAmountPaid only while the booking has an RTO total and the balance ' +
          'covers it; the payment row and the audit row are written in the same transaction. 110 settlementNoTotal when ' +
          'the booking has no RTO total, settlementAboveBalance when the amount is more than the balance.',
        body: rtoSettlementBody,
        response: { 200: envelope.extend(rtoSettlementAnswer.partial().shape).extend({ version: z.number().int().optional() }) },
      },
      config: { access: { screen: 'Booking', button: 'rtoSettlement' } },
    },
    async (request, reply) => {
      const { recordId, paidOn, remark } = request.body
      const amount = rupeesToPaise(request.body.amount)!
      const auth = request.auth!
      const at = now()
      const done = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(bookings)
          .set({
            rtoAmountPaid: sql`${bookings.rtoAmountPaid} + ${amount}`,
            rtoBalance: sql`${bookings.rtoTotalAmount} - ${bookings.rtoAmountPaid} - ${amount}`,
            rtoSettlementDone: sql`${bookings.rtoTotalAmount} - ${bookings.rtoAmountPaid} - ${amount} = 0`,
            updatedAt: at,
            version: nextVersion(bookings.version),
          })
          .where(
            and(
              reachable(recordId, auth),
              eq(bookings.active, true),
              sql`${bookings.rtoTotalAmount} > 0`,
              sql`${bookings.rtoTotalAmount} - ${bookings.rtoAmountPaid} >= ${amount}`,
            ),
          )
          .returning({
            orderId: bookings.orderId,
            rtoTotalAmount: bookings.rtoTotalAmount,
            rtoAmountPaid: bookings.rtoAmountPaid,
            rtoBalance: bookings.rtoBalance,
            rtoSettlementDone: bookings.rtoSettlementDone,
            version: bookings.version,
          })
        if (!row) return null
        await tx.insert(bookingRtoPayments).values({
          bookingId: recordId,
          amount,
          paidOn: new Date(paidOn * 1000),
          remark: remark ?? null,
          createdById: auth.user.id,
          createdAt: at,
        })
        await audit({
          action: 'rtoSettlement',
          entity: 'booking',
          recordId,
          changes: {
            rtoAmountPaid: { from: row.rtoAmountPaid - amount, to: row.rtoAmountPaid },
            rtoBalance: { from: row.rtoBalance + amount, to: row.rtoBalance },
            ...(row.rtoSettlementDone ? { rtoSettlementDone: { from: false, to: true } } : {}),
            paidOn,
          },
          comment: `${row.orderId}: ₹${paiseToRupees(amount)} paid to the RTO${remark ? ` (${remark})` : ''}`,
        })
        return row
      })
      if (!done) {
        return whyNot(reply, recordId, auth, (b) => (b.rtoTotalAmount <= 0 ? BM.settlementNoTotal : BM.settlementAboveBalance))
      }
      const { orderId: _o, ...figures } = done
      return ok(reply, figures, BM.settled)
    },
  )

  app.post(
    BOOKING_CALLS.rc,
    {
      schema: {
        tags,
        summary:
          'An RC step of a booking, only forward: received from the RTO, then delivered to the customer (not before it was received)',
        body: rcStepBody,
        response: {
          200: envelope.extend({
            rcReceivedFromRto: z.number().int().nullable().optional(),
            rcDeliveredToCustomer: z.number().int().nullable().optional(),
            version: z.number().int().optional(),
          }),
        },
      },
      config: { access: { screen: 'Booking', button: 'rtoSettlement' } },
    },
    async (request, reply) => {
      const { recordId, step, date } = request.body
      const auth = request.auth!
      const when = new Date(date * 1000)
      const received = step === 'received'
      const done = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(bookings)
          .set({
            ...(received ? { rcReceivedFromRto: when } : { rcDeliveredToCustomer: when }),
            updatedAt: now(),
            version: nextVersion(bookings.version),
          })
          .where(
            and(
              reachable(recordId, auth),
              eq(bookings.active, true),
              ...(received
                ? [isNull(bookings.rcReceivedFromRto)]
                : [
                    isNotNull(bookings.rcReceivedFromRto),
                    isNull(bookings.rcDeliveredToCustomer),
                    sql`${bookings.rcReceivedFromRto} <= ${when.toISOString()}::timestamptz`,
                  ]),
            ),
          )
          .returning({
            orderId: bookings.orderId,
            rcReceivedFromRto: bookings.rcReceivedFromRto,
            rcDeliveredToCustomer: bookings.rcDeliveredToCustomer,
            version: bookings.version,
          })
        if (!row) return null
        const field = received ? 'rcReceivedFromRto' : 'rcDeliveredToCustomer'
        await audit({
          action: received ? 'rcReceived' : 'rcDelivered',
          entity: 'booking',
          recordId,
          changes: { [field]: { from: null, to: when.toISOString() } },
          comment: `${row.orderId}: RC ${received ? 'received from the RTO' : 'delivered to the customer'}`,
        })
        return row
      })
      if (!done) {
        return whyNot(reply, recordId, auth, (b) => {
          if (received) return BM.rcAlready
          if (!b.rcReceivedFromRto) return BM.rcNotReceived
          if (b.rcDeliveredToCustomer) return BM.rcAlready
          return BM.rcBeforeReceived
        })
      }
      return ok(
        reply,
        {
          rcReceivedFromRto: unixSeconds(done.rcReceivedFromRto),
          rcDeliveredToCustomer: unixSeconds(done.rcDeliveredToCustomer),
          version: done.version,
        },
        received ? BM.rcReceived : BM.rcDelivered,
      )
    },
  )
}
