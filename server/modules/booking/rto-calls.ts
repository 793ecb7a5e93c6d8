import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BOOKING_MESSAGES as BM,
  BOOKING_STAGES,
  RTO_STATUSES,
  paiseToRupees,
  rtoSettlementAnswer,
  rtoSettlementBody,
  rtoStatusBody,
  rupeesToPaise,
} from '../../../shared/api/booking'
import { type ActiveOption, labelOfValue } from '../../../shared/api/options.query'
import type { Screen } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { RECORD_MESSAGES } from '../../../shared/validation'
import { envelope, ok, refuse } from '../../http'
import type { Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { activeOptions, lockActiveOption } from '../../lib/option-lists'
import { nextVersion } from '../../lib/record-versions'
import type { RequestAuth } from '../../types'
import { reachable } from './booking-data'
import { bookingRtoPayments, bookings } from './schema'

/**
 * The RTO calls of a booking, registered under two screens: the bookings' (POST /booking/rto-status and
 * /booking/rto-settlement, permission Booking) and the RTO search's (POST /rto/status and /rto/settlement, permission
 * RTOSearch). Same bodies, answers, scope and audit rows wherever they are called from.
 */
export interface RtoCall {
  path: string
  screen: Screen
  tags: string[]
}

/** The built-in values of the booking's option lists, used without the options module (issue 21). */
const BUILT_IN = { bookingStage: BOOKING_STAGES, bookingStatus: RTO_STATUSES } as const
type BookingList = keyof typeof BUILT_IN

/** The active values of a booking list with their labels, in order; the built-in ones without the options module. */
export async function listedOptions(db: Db, list: BookingList): Promise<ActiveOption[]> {
  return (await activeOptions(db, list)) ?? BUILT_IN[list].map((value) => ({ value, label: labelOfValue(value) }))
}

/**
 * Inside a write's transaction: whether `value` may be stored in a booking's stage or RTO status, `kept` being the one
 * the booking has (an edit may keep a value deactivated since): an active value of the list, share-locked till the
 * commit so the Options screen cannot delete it meanwhile, or a built-in one without the options module.
 */
export async function offeredValue(tx: Tx, list: BookingList, value: string, kept?: string): Promise<boolean> {
  if (value === kept) return true
  const offered = await lockActiveOption(tx, list, value)
  return offered ?? (BUILT_IN[list] as readonly string[]).includes(value)
}

/**
 * Refuses a conditional write on a booking that changed nothing, saying why: missing or out of reach (123), deleted (110 'Record Already
 * Deleted'), or `other` (110).
 */
export async function whyNot(
  fastify: FastifyInstance,
  id: string,
  auth: RequestAuth,
  other: (row: typeof bookings.$inferSelect) => string,
): Promise<never> {
  const [row] = await fastify.db.select().from(bookings).where(reachable(id, auth)).limit(1)
  if (!row) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  if (!row.active) return refuse(RC.BAD_INPUT, RECORD_MESSAGES.alreadyDeleted)
  return refuse(RC.BAD_INPUT, other(row))
}

/**
 * POST {path} (spec 001 section 7, button changeStatus): a booking's RTO status, recordId and rtoStatus; 109 'Booking
 * RTO Status updated successfully' with the booking's new version. One conditional update and its audit row in one
 * transaction. The status is an active value of the 'bookingStatus' option list (issue 21; 110 'Please select an RTO
 * status'), or the one the booking has.
 */
export function registerRtoStatusCall(fastify: FastifyInstance, o: RtoCall): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const now = () => fastify.deps.clock.now()
  app.post(
    o.path,
    {
      schema: {
        tags: o.tags,
        summary: "A booking's RTO status (spec 001 section 7): 109 'Booking RTO Status updated successfully'",
        body: rtoStatusBody,
        response: { 200: envelope.extend({ version: z.number().int().optional() }) },
      },
      config: { access: { screen: o.screen, button: 'changeStatus' } },
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
        if (!(await offeredValue(tx, 'bookingStatus', rtoStatus, old.rtoStatus))) return 'refused' as const
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
      if (done === 'refused') return refuse(RC.BAD_INPUT, BM.rtoStatus)
      if (!done) return whyNot(fastify, recordId, auth, () => RECORD_MESSAGES.alreadyDeleted)
      return ok(reply, { version: done.version }, BM.rtoUpdated)
    },
  )
}

/**
 * POST {path} (button rtoSettlement): a payment to the RTO, never more than the balance; one conditional update adds it,
 * recomputes rtoBalance and sets rtoSettlementDone at zero, with the payment row and the audit row in one transaction.
 */
export function registerRtoSettlementCall(fastify: FastifyInstance, o: RtoCall): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const now = () => fastify.deps.clock.now()
  app.post(
    o.path,
    {
      schema: {
        tags: o.tags,
        summary: 'A payment to the RTO for a booking (rupees): never more than the RTO balance; answers the new RTO figures in paise',
        description:
          'One conditional update adds the amount to rtoAmountPaid only while the booking has an RTO total and the balance ' +
          'covers it; the payment row and the audit row are written in the same transaction. 110 settlementNoTotal when ' +
          'the booking has no RTO total, settlementAboveBalance when the amount is more than the balance.',
        body: rtoSettlementBody,
        response: { 200: envelope.extend(rtoSettlementAnswer.partial().shape).extend({ version: z.number().int().optional() }) },
      },
      config: { access: { screen: o.screen, button: 'rtoSettlement' } },
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
        return whyNot(fastify, recordId, auth, (b) => (b.rtoTotalAmount <= 0 ? BM.settlementNoTotal : BM.settlementAboveBalance))
      }
      const { orderId: _o, ...figures } = done
      return ok(reply, figures, BM.settled)
    },
  )
}
