import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  byMobileAnswer,
  byMobileBody,
  CRM_MESSAGES as CM,
  executiveRow,
  followupAddBody,
  leadDetails,
  leadForm,
  leadIdBody,
  leadUpdateForm,
  reassignBody,
  type LeadForm,
} from '../../../shared/api/crm'
import { recordIdBody, userLogRow } from '../../../shared/api/users'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { leadFollowups, leads, users } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { recordLogs } from '../../audit/audit'
import { isUniqueViolation } from '../users/user-columns'
import { isExecutive, leadDetailsOf, type LeadRow } from './lead-data'

const tags = ['crm']

type LeadColumns = Partial<typeof leads.$inferInsert>

const columnsOf = (f: LeadForm): LeadColumns => ({
  fname: f.fname,
  lname: f.lname ?? null,
  mobileNo: f.mobileNo,
  email: f.email ?? null,
  city: f.city ?? null,
  marketingType: [...new Set(f.marketingType)],
  callStatus: f.callStatus,
  assignedToId: f.assignedTo ?? null,
})

/** Field → { from, to } for the columns that differ. */
function changedFields(before: Partial<LeadRow>, after: LeadColumns): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, v] of Object.entries(after)) {
    const was = (before as Record<string, unknown>)[k] ?? null
    if (JSON.stringify(was) !== JSON.stringify(v ?? null)) out[k] = { from: was, to: v ?? null }
  }
  return out
}

/**
 * The lead calls (all under the CRM permission): details and by-mobile (view), add (add), update and follow-up add
 * (edit), reassign (reassign), logs (logs), and the executives a lead can be given to (query).
 */
export async function crmRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps
  const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  const leadOf = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0] ?? null
  const mobileTaken = async (mobileNo: string, except?: string) => {
    const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.mobileNo, mobileNo)).limit(1)
    return !!row && row.id !== except
  }
  const refuseExecutive = async (reply: FastifyReply, id: string | undefined) => {
    if (!id || (await isExecutive(db, id))) return false
    void answer(reply, RC.BAD_INPUT, CM.selectExecutive)
    return true
  }

  app.post(
    '/crm/details',
    {
      schema: { tags, summary: 'One lead with its follow-ups and recent calls', body: leadIdBody, response: { 200: envelope.extend({ lead: leadDetails }) } },
      config: { access: { screen: 'CRM', button: 'view' } },
    },
    async (request, reply) => {
      const lead = await leadOf(request.body.leadId)
      if (!lead) return notFound(reply)
      return ok(reply, { lead: await leadDetailsOf(db, lead) })
    },
  )

  app.post(
    '/crm/by-mobile',
    {
      schema: {
        tags,
        summary: 'The lead with a mobile number (the deep link /admin/crm?mobileNo=), and whether a customer has that number',
        body: byMobileBody,
        response: { 200: envelope.extend(byMobileAnswer.shape) },
      },
      config: { access: { screen: 'CRM', button: 'view' } },
    },
    async (request, reply) => {
      const { mobileNo } = request.body
      const [lead] = await db.select().from(leads).where(eq(leads.mobileNo, mobileNo))
      const [customer] = await db
        .select({ fname: users.fname, lname: users.lname, email: users.email, city: users.city })
        .from(users)
        .where(and(eq(users.mobileNo, mobileNo), eq(users.userType, 'user')))
      return ok(reply, { lead: lead ? await leadDetailsOf(db, lead) : null, existingUser: !!customer, customer: customer ?? null })
    },
  )

  app.post(
    '/crm/executives',
    {
      schema: {
        tags,
        summary: 'Active staff (admin users) a lead can be assigned to, by name',
        body: z.object({}),
        response: { 200: envelope.extend({ executives: z.array(executiveRow) }) },
      },
      config: { access: { screen: 'CRM', button: 'query' } },
    },
    async (_request, reply) => {
      const rows = await db
        .select({ id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
        .from(users)
        .where(and(eq(users.userType, 'admin'), eq(users.active, true)))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
        .limit(1000)
      return ok(reply, { executives: rows.map((r) => ({ _id: r.id, fname: r.fname, lname: r.lname, mobileNo: r.mobileNo })) })
    },
  )

  app.post(
    '/crm/add',
    {
      schema: {
        tags,
        summary: 'A new lead; 114 when a lead with that mobile number exists',
        body: leadForm,
        response: { 200: envelope.extend({ leadId: z.string() }) },
      },
      config: { access: { screen: 'CRM', button: 'add' } },
    },
    async (request, reply) => {
      const form = request.body
      if (await refuseExecutive(reply, form.assignedTo)) return reply
      if (await mobileTaken(form.mobileNo)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
      const now = clock.now()
      const c = columnsOf(form)
      let created: { id: string } | undefined
      try {
        ;[created] = await db
          .insert(leads)
          .values({ ...c, fname: form.fname, mobileNo: form.mobileNo, createdById: request.auth!.user.id, createdAt: now, updatedAt: now })
          .returning({ id: leads.id })
      } catch (err) {
        if (isUniqueViolation(err)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
        throw err
      }
      await fastify.audit(request, {
        action: 'create',
        entity: 'lead',
        recordId: created!.id,
        changes: changedFields({}, c),
        comment: `lead ${form.fname} ${form.lname ?? ''} (${form.mobileNo}) created`.replace(/ +/g, ' '),
      })
      return ok(reply, { leadId: created!.id }, CM.saved)
    },
  )

  app.put(
    '/crm/update',
    {
      schema: { tags, summary: 'Update a lead from the form plus leadId; 114 when another lead has the new mobile number', body: leadUpdateForm, response: { 200: envelope } },
      config: { access: { screen: 'CRM', button: 'edit' } },
    },
    async (request, reply) => {
      const { leadId, ...form } = request.body
      const before = await leadOf(leadId)
      if (!before) return notFound(reply)
      if (form.assignedTo !== (before.assignedToId ?? undefined) && (await refuseExecutive(reply, form.assignedTo))) return reply
      if (await mobileTaken(form.mobileNo, leadId)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
      const c = columnsOf(form)
      const changes = changedFields(before, c)
      try {
        await db
          .update(leads)
          .set({ ...c, updatedAt: clock.now() })
          .where(eq(leads.id, leadId))
      } catch (err) {
        if (isUniqueViolation(err)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
        throw err
      }
      await fastify.audit(request, {
        action: 'update',
        entity: 'lead',
        recordId: leadId,
        changes,
        comment: `${Object.keys(changes).length} field(s) changed`,
      })
      return ok(reply, undefined, CM.updated)
    },
  )

  app.post(
    '/crm/followup/add',
    {
      schema: {
        tags,
        summary: 'Add a follow-up (executive, date, remark) to a lead',
        body: followupAddBody,
        response: { 200: envelope.extend({ lead: leadDetails }) },
      },
      config: { access: { screen: 'CRM', button: 'edit' } },
    },
    async (request, reply) => {
      const { leadId, executiveId, followUpDate, remark } = request.body
      const lead = await leadOf(leadId)
      if (!lead) return notFound(reply)
      if (await refuseExecutive(reply, executiveId)) return reply
      const now = clock.now()
      const [f] = await db
        .insert(leadFollowups)
        .values({
          leadId,
          executiveId,
          followUpDate: new Date(followUpDate * 1000),
          remark: remark ?? null,
          createdById: request.auth!.user.id,
          createdAt: now,
        })
        .returning({ id: leadFollowups.id })
      await db.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId))
      await fastify.audit(request, {
        action: 'followup.add',
        entity: 'lead',
        recordId: leadId,
        changes: { followup: f!.id, executiveId, followUpDate, ...(remark ? { remark } : {}) },
        comment: 'follow-up added',
      })
      return ok(reply, { lead: await leadDetailsOf(db, (await leadOf(leadId))!) }, CM.followupAdded)
    },
  )

  app.post(
    '/crm/reassign',
    {
      schema: {
        tags,
        summary: 'Assign several leads to one executive',
        body: reassignBody,
        response: { 200: envelope.extend({ updated: z.number().int() }) },
      },
      config: { access: { screen: 'CRM', button: 'reassign' } },
    },
    async (request, reply) => {
      const { leadIds, assignedTo } = request.body
      if (await refuseExecutive(reply, assignedTo)) return reply
      const ids = [...new Set(leadIds)]
      const found = await db.select({ id: leads.id, assignedToId: leads.assignedToId }).from(leads).where(inArray(leads.id, ids))
      if (found.length !== ids.length) return notFound(reply)
      await db.update(leads).set({ assignedToId: assignedTo, updatedAt: clock.now() }).where(inArray(leads.id, ids))
      for (const l of found) {
        await fastify.audit(request, {
          action: 'reassign',
          entity: 'lead',
          recordId: l.id,
          changes: { assignedToId: { from: l.assignedToId, to: assignedTo } },
          comment: `re-assigned (${ids.length} lead${ids.length === 1 ? '' : 's'})`,
        })
      }
      return ok(reply, { updated: ids.length }, CM.reassigned)
    },
  )

  app.post(
    '/crm/logs',
    {
      schema: {
        tags,
        summary: 'The audit rows of one lead, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'CRM', button: 'logs' } },
    },
    async (request, reply) => {
      const lead = await leadOf(request.body.recordId)
      if (!lead) return notFound(reply)
      return ok(reply, { logs: await recordLogs(db, 'lead', lead.id) })
    },
  )
}
