import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ASSIGNABLE_STATUSES,
  SERVICE_REQUEST_CALLS as CALLS,
  SERVICE_REQUEST_MESSAGES as M,
  assignBody,
  canMoveRequest,
  serviceRequestNo,
  statusBody,
} from '../../../shared/api/servicereq'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { nameOf } from '../../lib/india-day'
import { nextVersion } from '../../lib/record-versions'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { reachableRequest, type ServiceRequestRecord } from './data'
import { serviceRequests } from './schema'

const tags = ['servicereq']
const versionAnswer = envelope.extend({ version: z.number().int().optional(), status: z.string().optional() })

/**
 * The calls of a service request beside its record calls (permission ServiceCenter), each scoped as the list (out of
 * reach: 123), each change in one transaction with its audit row:
 * - POST /servicereq/status (edit or changeStatus) `{ recordId, status, from? }`: a move of SERVICE_REQUEST_MOVES from
 *   the status the request has (and the mover saw: `from`); in service needs a technician, ready a final bill line.
 *   Applied by one conditional update (`WHERE status = <read> AND version = <read>`): a move not allowed, or one that
 *   lost a race to another change, answers 110 and changes nothing;
 * - POST /servicereq/assign (assign) `{ recordId, technicianId }`: an active worker of the request's centre; the status
 *   is kept; 110 for a ready, delivered or cancelled request.
 * The read-only calls (logs, pick lists) are in reads.ts.
 */
export function serviceRequestActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  /** The request within reach, or the refusal (123, or 110 for a deleted one). */
  async function reachable(recordId: string, auth: RequestAuth): Promise<ServiceRequestRecord> {
    const [row] = await db.select().from(serviceRequests).where(reachableRequest(recordId, auth)).limit(1)
    if (!row) return recordNotFound()
    if (!row.active) return refuse(RC.BAD_INPUT, M.alreadyDeleted)
    return row
  }

  app.post(
    CALLS.status,
    {
      schema: {
        tags,
        summary:
          'Move a service request to another status (confirmed, inservice, ready, delivered, cancelled) as the transition table allows; 110 for a move not allowed or lost to another change',
        body: statusBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'ServiceCenter', button: ['edit', 'changeStatus'] } },
    },
    async (request, reply) => {
      const { recordId, status, from } = request.body
      const auth = request.auth!
      const stored = await reachable(recordId, auth)
      if (from && from !== stored.status) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      if (!canMoveRequest(stored.status, status)) return refuse(RC.BAD_INPUT, M.move)
      if (status === 'inservice' && !stored.assigneeId) return refuse(RC.BAD_INPUT, M.needsTechnician)
      if (status === 'ready' && stored.bill.length === 0) return refuse(RC.BAD_INPUT, M.needsBill)
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(serviceRequests)
          .set({ status, updatedAt: at, version: nextVersion(serviceRequests.version) })
          .where(
            and(
              reachableRequest(recordId, auth),
              eq(serviceRequests.status, stored.status),
              eq(serviceRequests.version, stored.version),
              eq(serviceRequests.active, true),
            ),
          )
          .returning({ version: serviceRequests.version })
        if (!row) return null
        await audit({
          action: 'status',
          entity: 'servicereq',
          recordId,
          changes: { status: { from: stored.status, to: status } },
          comment: `service request ${serviceRequestNo(stored.number)}: ${stored.status} → ${status}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      return ok(reply, { version, status }, M.statusChanged)
    },
  )

  app.post(
    CALLS.assign,
    {
      schema: {
        tags,
        summary: 'Assign a service request to an active worker (technician) of its centre; the status is kept',
        body: assignBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'ServiceCenter', button: 'assign' } },
    },
    async (request, reply) => {
      const { recordId, technicianId } = request.body
      const auth = request.auth!
      const stored = await reachable(recordId, auth)
      if (!ASSIGNABLE_STATUSES.includes(stored.status)) return refuse(RC.BAD_INPUT, M.notAssignable)
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        // The assignee as they are in this transaction: one moved to another centre or deactivated meanwhile is refused.
        const [person] = await tx
          .select({ id: users.id, fname: users.fname, lname: users.lname })
          .from(users)
          .where(and(eq(users.id, technicianId), eq(users.active, true), eq(users.userType, 'worker'), eq(users.scuId, stored.scuId)))
          .for('share')
        if (!person) refuse(RC.BAD_INPUT, M.technicianNotOfCentre)
        const [row] = await tx
          .update(serviceRequests)
          .set({ assigneeId: technicianId, updatedAt: at, version: nextVersion(serviceRequests.version) })
          .where(
            and(
              reachableRequest(recordId, auth),
              eq(serviceRequests.status, stored.status),
              eq(serviceRequests.scuId, stored.scuId),
              eq(serviceRequests.active, true),
            ),
          )
          .returning({ version: serviceRequests.version })
        if (!row) return null
        await audit({
          action: 'assign',
          entity: 'servicereq',
          recordId,
          changes: { assigneeId: { from: stored.assigneeId, to: technicianId } },
          comment: `service request ${serviceRequestNo(stored.number)} assigned to ${nameOf(person)}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      return ok(reply, { version, status: stored.status }, M.assigned)
    },
  )
}
