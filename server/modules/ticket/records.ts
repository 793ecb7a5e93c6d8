import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { TICKET_MESSAGES as M, TICKET_TYPES, type TicketForm, ticketRecordContract } from '../../../shared/api/ticket'
import { RC } from '../../../shared/response-codes'
import type { Db } from '../../db/client'
import { serviceCentres } from '../../db/schema'
import { userByMobile } from '../../lib/customers'
import { claimFiles } from '../../lib/file-claims'
import { lockActiveOption } from '../../lib/option-lists'
import { registerRecordRoutes, type RecordContext, type Refusal, refuseWith } from '../../lib/records'
import { dateOfDay, ticketScope, type TicketRecord } from './data'
import { ticketDetailsOf } from './list'
import { tickets } from './schema'

const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The centre a ticket may be filed for: active, and for an scc or a worker their own. */
async function centreRefusal(db: Db, scuId: string, ctx: RecordContext): Promise<Refusal | undefined> {
  const u = ctx.auth.user
  if ((u.userType === 'scc' || u.userType === 'worker') && u.scuId !== scuId) return refuse(M.unknownCentre)
  const [c] = await db
    .select({ id: serviceCentres.id })
    .from(serviceCentres)
    .where(and(eq(serviceCentres.id, scuId), eq(serviceCentres.active, true)))
  return c ? undefined : refuse(M.unknownCentre)
}

/** The customer a form names by mobile number: a user of type user; undefined for none, a refusal when nobody is. */
async function customerOf(db: Db, form: TicketForm): Promise<{ id: string | null } | Refusal> {
  if (!form.customerMobileNo) return { id: null }
  const owner = await userByMobile(db, form.customerMobileNo)
  return owner && owner.userType === 'user' ? { id: owner.id } : refuse(M.noCustomer)
}

/**
 * The ticket record calls (permission Ticket), on the record kit, scoped by ticketScope (out of reach: 123):
 * - POST /ticket/details (view): the row, the version and the comment thread;
 * - POST /ticket/add (add): the form (shared ticketForm: 'Day of resolving must be after Hold Till'); the centre must be
 *   active (an scc's or a worker's own), the customer a user of type user found by mobile number; stage created (a
 *   worker's own ticket: assigned to them, stage assigned, so it stays within their reach); images claimed;
 * - PUT /ticket/update (edit): the same form with the version; the centre of an assigned ticket cannot change, a
 *   ticket on hold keeps a Hold Till; the stage and the assignee change only by their own calls (actions.ts);
 * - DELETE /ticket/delete (delete) and POST /ticket/restore (delete or edit): the kit's soft delete and its Undo.
 */
export function ticketRecordRoutes(fastify: FastifyInstance): void {
  /** The customer a write's checks found, for its columns (the kit hands every hook the same form object). */
  const customers = new WeakMap<object, string | null>()

  registerRecordRoutes(fastify, {
    contract: ticketRecordContract,
    screen: 'Ticket',
    entity: 'ticket',
    what: 'ticket',
    tags: ['ticket'],
    table: tickets,
    id: tickets.id,
    active: tickets.active,
    scope: ticketScope,
    messages: { saved: M.created },
    details: (row: TicketRecord, { db }) => ticketDetailsOf(db, row),
    check: async (form, before, ctx) => {
      if (!before || before.scuId !== form.scuId) {
        const centre = await centreRefusal(ctx.db, form.scuId, ctx)
        if (centre) return centre
        if (before?.assigneeId) return refuse(M.centreOfAssigned)
      }
      if (before?.stage === 'hold' && form.holdTill === undefined) return refuse(M.holdTillRequired)
      const customer = await customerOf(ctx.db, form)
      if ('code' in customer) return customer
      customers.set(form, customer.id)
      return undefined
    },
    // The type: an active value of the ticket types option list (issue 21), share-locked till the commit so the
    // Options screen cannot delete it meanwhile; an edit may keep the type the ticket has even when deactivated since.
    beforeWrite: async (tx, form, _ctx, { before }) => {
      if (before && before.type === form.type) return undefined
      const offered = await lockActiveOption(tx, 'ticketType', form.type)
      if (offered === false || (offered === null && !(TICKET_TYPES as readonly string[]).includes(form.type))) refuseWith(refuse(M.type))
      return undefined
    },
    columns: (form) => ({
      title: form.title,
      description: form.description ?? null,
      scuId: form.scuId,
      type: form.type,
      priority: form.priority,
      customerId: customers.get(form) ?? null,
      dayOfResolving: dateOfDay(form.dayOfResolving),
      holdTill: dateOfDay(form.holdTill),
      attachments: form.attachments,
    }),
    createColumns: ({ auth }) => ({
      createdById: auth.user.id,
      ...(auth.user.userType === 'worker' ? { assigneeId: auth.user.id, stage: 'assigned' } : {}),
    }),
    afterWrite: (tx, recordId, form, { auth }) =>
      claimFiles(tx, { entity: 'ticket', recordId, actorId: auth.user.id, urls: form.attachments }),
    comment: {
      created: (f) => `ticket "${f.title}" created`,
      deleted: (row) => `ticket "${row.title}" deleted`,
    },
  })
}
