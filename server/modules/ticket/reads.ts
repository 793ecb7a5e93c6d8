import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TICKET_CALLS, ticketCentresAnswer, ticketStaffAnswer } from '../../../shared/api/ticket'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { serviceCentres, users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { reachableTicket } from './data'
import { tickets } from './schema'

const tags = ['ticket']
const idBody = z.object({ recordId: z.guid({ error: 'Please select a ticket' }) })

/**
 * The read-only calls of the tickets (permission Ticket), beside the moves (actions.ts):
 * - POST /ticket/logs (logs): the audit rows of a ticket within reach, newest first;
 * - GET /ticket/centres (query, add, edit or view): the active centres the actor may file tickets for and filter by;
 * - GET /ticket/staff (query): the active workers and scc the actor may filter tickets by (an scc their centre's, a
 *   worker themselves).
 */
export function ticketReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    TICKET_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one ticket (its moves, assignments, comments and edits), newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Ticket', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: tickets.id }).from(tickets).where(reachableTicket(request.body.recordId, request.auth!)).limit(1)
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'ticket', row.id) })
    },
  )

  app.get(
    TICKET_CALLS.centres,
    {
      schema: {
        tags,
        summary: 'The active service centres the actor may file tickets for (an scc or worker only their own), by title',
        response: { 200: envelope.extend(ticketCentresAnswer.shape) },
      },
      config: { access: { screen: 'Ticket', button: ['query', 'add', 'edit', 'view'] } },
    },
    async (request, reply) => {
      const u = request.auth!.user
      const own = u.userType === 'scc' || u.userType === 'worker'
      if (own && !u.scuId) return ok(reply, { result: [] })
      const rows = await db
        .select({ _id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), own ? eq(serviceCentres.id, u.scuId!) : undefined))
        .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
      return ok(reply, { result: rows })
    },
  )

  app.get(
    TICKET_CALLS.staff,
    {
      schema: {
        tags,
        summary: 'The active workers and service centre users the actor may filter tickets by (an scc their centre’s, a worker themselves)',
        response: { 200: envelope.extend(ticketStaffAnswer.shape) },
      },
      config: { access: { screen: 'Ticket', button: 'query' } },
    },
    async (request, reply) => {
      const u = request.auth!.user
      if (u.userType === 'scp' || u.userType === 'user' || (u.userType === 'scc' && !u.scuId)) return ok(reply, { result: [] })
      const reach = u.userType === 'worker' ? eq(users.id, u.id) : u.userType === 'scc' ? eq(users.scuId, u.scuId!) : undefined
      const rows = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
        .from(users)
        .where(and(inArray(users.userType, ['worker', 'scc']), eq(users.active, true), reach))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      return ok(reply, { result: rows })
    },
  )
}
