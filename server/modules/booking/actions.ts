import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BOOKING_CALLS, BOOKING_MESSAGES as BM, bookingOptionsAnswer, rcStepBody } from '../../../shared/api/booking'
import { envelope, ok } from '../../http'
import { nextVersion } from '../../lib/record-versions'
import { unixSeconds } from '../../lib/unix-seconds'
import { reachable } from './booking-data'
import { listedOptions, registerRtoSettlementCall, registerRtoStatusCall, whyNot } from './rto-calls'
import { bookings } from './schema'

const tags = ['booking']

/**
 * The calls beside the booking record calls, each one conditional statement (with its audit row in the same
 * transaction) and scoped as the list:
 * - GET /booking/stages, GET /booking/rto-statuses (Booking): the active stages and RTO statuses of the Options screen's
 *   lists (built-in ones without the options module), `{ result: [{ value, label }] }`;
 * - POST /booking/rto-status (Booking + changeStatus): spec 001 section 7, 109 'Booking RTO Status updated successfully';
 * - POST /booking/rto-settlement (Booking + rtoSettlement): a payment to the RTO, never more than the balance;
 * - POST /booking/rc (Booking + rtoSettlement): the RC received from the RTO, then delivered to the customer;
 * The RTO status and settlement calls live in rto-calls.ts (the RTO search registers them again under RTOSearch).
 * Each answers 123 for a booking missing or out of reach and 110 'Record Already Deleted' for a deleted one. The RTO
 * status, settlement and RC steps move the booking's version on (an edit dialog open meanwhile gets 409/125).
 */
export function bookingActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const now = () => fastify.deps.clock.now()

  for (const [path, list, what] of [
    [BOOKING_CALLS.stages, 'bookingStage', 'active booking stages'],
    [BOOKING_CALLS.rtoStatuses, 'bookingStatus', 'active RTO statuses (the inline rtoStatus dropdown’s bookingStatus list)'],
  ] as const) {
    app.get(
      path,
      {
        schema: { tags, summary: `The ${what}, in order`, response: { 200: envelope.extend(bookingOptionsAnswer.shape) } },
        config: { access: { screen: 'Booking' } },
      },
      async (_request, reply) => ok(reply, { result: await listedOptions(fastify.db, list) }),
    )
  }

  registerRtoStatusCall(fastify, { path: BOOKING_CALLS.rtoStatus, screen: 'Booking', tags })
  registerRtoSettlementCall(fastify, { path: BOOKING_CALLS.rtoSettlement, screen: 'Booking', tags })

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
        return whyNot(fastify, recordId, auth, (b) => {
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
