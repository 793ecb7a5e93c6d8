import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BOOKING_CALLS } from '../../../shared/api/booking'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { maskAadhaar, reachable } from './booking-data'
import { bookings } from './schema'

const tags = ['booking']
const recordIdBody = z.object({ recordId: z.guid({ error: 'Please select a booking' }) })

/** Masks the Aadhaar numbers of an audit entry's aadhaarNumber change (XXXXXXXX1234). */
function maskAadhaarChange(changes: Record<string, unknown> | null | undefined): void {
  const c = changes?.aadhaarNumber as { from?: unknown; to?: unknown } | undefined
  if (!c || typeof c !== 'object') return
  const mask = (v: unknown) => (typeof v === 'string' ? maskAadhaar(v) : v)
  changes!.aadhaarNumber = { from: mask(c.from), to: mask(c.to) }
}

/** POST /booking/logs (Booking + logs): the audit rows of a booking within reach, newest first; 123 otherwise. */
export function bookingLogRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  app.post(
    BOOKING_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one booking, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Booking', button: 'logs' } },
    },
    async (request, reply) => {
      const { recordId } = request.body
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(reachable(recordId, request.auth!)).limit(1)
      if (!row) return recordNotFound()
      const logs = await recordLogs(db, 'booking', row.id)
      // Aadhaar numbers in the changes show as the details show them: in full only to a holder of the edit button.
      if (!request.auth!.perms.hasButton('Booking', 'edit')) for (const l of logs) maskAadhaarChange(l.changes)
      return ok(reply, { logs })
    },
  )
}
