import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ASSIGNABLE_STAGES,
  TICKET_CALLS,
  TICKET_MESSAGES as M,
  type TicketStage,
  assignBody,
  assigneesAnswer,
  assigneesBody,
  canMove,
  commentAnswer,
  commentBody,
  statusBody,
} from '../../../shared/api/ticket'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { nextVersion } from '../../lib/record-versions'
import { unixSeconds } from '../../lib/unix-seconds'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { dateOfDay, nameOf, reachableTicket, type TicketRecord } from './data'
import { ticketComments, tickets } from './schema'

const tags = ['ticket']
const versionAnswer = envelope.extend({ version: z.number().int().optional(), stage: z.string().optional() })

/**
 * The calls of a ticket beside its record calls (permission Ticket), each scoped as the list (out of reach: 123), each
 * change in one transaction with its audit row:
 * - POST /ticket/status (edit or changeStatus) `{ recordId, stage, from?, holdTill? }`: a move of TICKET_MOVES from the
 *   stage the ticket has (and the mover saw: `from`), applied by one conditional update (`WHERE stage = <the stage
 *   read>`): a move not allowed, or one that lost a race to another move, answers 110 and changes nothing. Hold needs a Hold Till ('Hold Till is required') before the day
 *   of resolving ('Day of resolving must be after Hold Till');
 * - POST /ticket/assign (assign) `{ recordId, assigneeId }`: an active worker or scc of the ticket's centre; a created
 *   or reopened ticket moves to assigned, an assigned, held or in-progress one keeps its stage; 110 for a resolved or
 *   cancelled one;
 * - POST /ticket/assignees (assign) `{ recordId }`: who the ticket can be assigned to, by name;
 * - POST /ticket/comment (edit) `{ recordId, text }`: a comment on the thread by the caller (no new version: the form
 *   is unchanged).
 * The read-only calls (logs, pick lists) are in reads.ts.
 */
export function ticketActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  /** The ticket within reach, or the refusal (123, or 110 for a deleted one). */
  async function reachable(recordId: string, auth: RequestAuth): Promise<TicketRecord> {
    const [row] = await db.select().from(tickets).where(reachableTicket(recordId, auth)).limit(1)
    if (!row) return recordNotFound()
    if (!row.active) return refuse(RC.BAD_INPUT, M.alreadyDeleted)
    return row
  }

  app.post(
    TICKET_CALLS.status,
    {
      schema: {
        tags,
        summary:
          'Move a ticket to another stage (inprogress, hold, resolved, reopened, cancelled) as the transition table allows; 110 for a move not allowed or lost to another move',
        body: statusBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'Ticket', button: ['edit', 'changeStatus'] } },
    },
    async (request, reply) => {
      const { recordId, stage, from, holdTill } = request.body
      const auth = request.auth!
      const stored = await reachable(recordId, auth)
      if (from && from !== stored.stage) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      if (!canMove(stored.stage, stage)) return refuse(RC.BAD_INPUT, M.move)
      const held = stage === 'hold' ? dateOfDay(holdTill) : null
      if (held && stored.dayOfResolving && stored.dayOfResolving.getTime() <= held.getTime())
        return refuse(RC.BAD_INPUT, M.resolveAfterHold)
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(tickets)
          .set({ stage, ...(held ? { holdTill: held } : {}), updatedAt: at, version: nextVersion(tickets.version) })
          .where(and(reachableTicket(recordId, auth), eq(tickets.stage, stored.stage), eq(tickets.active, true)))
          .returning({ version: tickets.version })
        if (!row) return null
        await audit({
          action: 'status',
          entity: 'ticket',
          recordId,
          changes: {
            stage: { from: stored.stage, to: stage },
            ...(held ? { holdTill: { from: stored.holdTill?.toISOString() ?? null, to: held.toISOString() } } : {}),
          },
          comment: `ticket "${stored.title}": ${stored.stage} → ${stage}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      return ok(reply, { version, stage }, M.stageChanged)
    },
  )

  app.post(
    TICKET_CALLS.assign,
    {
      schema: {
        tags,
        summary: 'Assign a ticket to an active worker or service centre user of its centre; a created or reopened ticket moves to assigned',
        body: assignBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'Ticket', button: 'assign' } },
    },
    async (request, reply) => {
      const { recordId, assigneeId } = request.body
      const auth = request.auth!
      const stored = await reachable(recordId, auth)
      if (!ASSIGNABLE_STAGES.includes(stored.stage)) return refuse(RC.BAD_INPUT, M.notAssignable)
      const stage: TicketStage = canMove(stored.stage, 'assigned') ? 'assigned' : stored.stage
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        // The assignee as they are in this transaction: one moved to another centre or deactivated meanwhile is refused.
        const [person] = await tx
          .select({ id: users.id, fname: users.fname, lname: users.lname })
          .from(users)
          .where(
            and(
              eq(users.id, assigneeId),
              eq(users.active, true),
              inArray(users.userType, ['worker', 'scc']),
              eq(users.scuId, stored.scuId),
            ),
          )
          .for('share')
        if (!person) refuse(RC.BAD_INPUT, M.assigneeNotOfCentre)
        const [row] = await tx
          .update(tickets)
          .set({ assigneeId, stage, updatedAt: at, version: nextVersion(tickets.version) })
          .where(
            and(
              reachableTicket(recordId, auth),
              eq(tickets.stage, stored.stage),
              eq(tickets.scuId, stored.scuId),
              eq(tickets.active, true),
            ),
          )
          .returning({ version: tickets.version })
        if (!row) return null
        await audit({
          action: 'assign',
          entity: 'ticket',
          recordId,
          changes: {
            assigneeId: { from: stored.assigneeId, to: assigneeId },
            ...(stage !== stored.stage ? { stage: { from: stored.stage, to: stage } } : {}),
          },
          comment: `ticket "${stored.title}" assigned to ${nameOf(person)}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.BAD_INPUT, M.movedMeanwhile)
      return ok(reply, { version, stage }, M.assigned)
    },
  )

  app.post(
    TICKET_CALLS.assignees,
    {
      schema: {
        tags,
        summary: 'The active workers and service centre users of a ticket’s centre, by name',
        body: assigneesBody,
        response: { 200: envelope.extend(assigneesAnswer.shape) },
      },
      config: { access: { screen: 'Ticket', button: 'assign' } },
    },
    async (request, reply) => {
      const stored = await reachable(request.body.recordId, request.auth!)
      const rows = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, userType: users.userType })
        .from(users)
        .where(and(inArray(users.userType, ['worker', 'scc']), eq(users.active, true), eq(users.scuId, stored.scuId)))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      return ok(reply, { result: rows.map((r) => ({ ...r, userType: r.userType as 'worker' | 'scc' })) })
    },
  )

  app.post(
    TICKET_CALLS.comment,
    {
      schema: {
        tags,
        summary: 'Add a comment to a ticket’s thread; answers the comment',
        body: commentBody,
        response: { 200: envelope.extend(commentAnswer.partial().shape) },
      },
      config: { access: { screen: 'Ticket', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, text } = request.body
      const auth = request.auth!
      await reachable(recordId, auth)
      const at = now()
      const comment = await fastify.transact(request, async (tx, audit) => {
        // The ticket as it is in this transaction (held till it commits): one out of reach or deleted meanwhile takes no comment.
        const [held] = await tx
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(reachableTicket(recordId, auth), eq(tickets.active, true)))
          .for('share')
        if (!held) recordNotFound()
        const [row] = await tx
          .insert(ticketComments)
          .values({ ticketId: recordId, authorId: auth.user.id, text, createdAt: at })
          .returning({ id: ticketComments.id, createdAt: ticketComments.createdAt })
        await audit({
          action: 'comment',
          entity: 'ticket',
          recordId,
          changes: {},
          comment: text.length > 200 ? `${text.slice(0, 199)}…` : text,
        })
        return row!
      })
      const u = auth.user
      return ok(
        reply,
        {
          comment: {
            _id: comment.id,
            text,
            author: { _id: u.id, fname: u.fname, lname: u.lname },
            createdAt: unixSeconds(comment.createdAt)!,
          },
        },
        M.commented,
      )
    },
  )
}
