import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ENQUIRY_MESSAGES as EM,
  enquiryDetails,
  enquiryForm,
  enquiryIdBody,
  enquiryUpdateForm,
  OPTION_LISTS,
  optionsAnswer,
  optionsBody,
  type EnquiryDetails,
  type EnquiryForm,
} from '../../../shared/api/enquiry'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { enquiries } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { isUniqueViolation } from '../users/user-columns'

const tags = ['enquiry']

type EnquiryRow = typeof enquiries.$inferSelect
type EnquiryColumns = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'userId'>

const columnsOf = (f: EnquiryForm): EnquiryColumns => ({
  fname: f.fname,
  lname: f.lname ?? null,
  mobileNo: f.mobileNo,
  email: f.email ?? null,
  city: f.city ?? null,
  enquiryType: f.enquiryType,
  ticketNo: f.ticketNo,
  status: f.status,
  content: f.content ?? null,
  attachment: [...new Set(f.attachment)],
  active: f.active,
  resolverFname: f.resolved.resolver.fname ?? null,
  resolvedRemark: f.resolved.remark ?? null,
  resolvedAttachment: [...new Set(f.resolved.attachment)],
})

export function detailsOf(r: EnquiryRow): EnquiryDetails {
  return {
    _id: r.id,
    fname: r.fname,
    lname: r.lname,
    mobileNo: r.mobileNo,
    email: r.email,
    ticketNo: r.ticketNo,
    enquiryType: r.enquiryType,
    status: r.status,
    content: r.content,
    city: r.city,
    active: r.active,
    attachment: r.attachment,
    userId: r.userId,
    resolved: { remark: r.resolvedRemark, attachment: r.resolvedAttachment, resolver: { fname: r.resolverFname } },
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** Field → { from, to } for the columns that differ. */
function changedFields(before: Partial<EnquiryRow>, after: EnquiryColumns): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, v] of Object.entries(after)) {
    const was = (before as Record<string, unknown>)[k] ?? null
    if (JSON.stringify(was) !== JSON.stringify(v ?? null)) out[k] = { from: was, to: v ?? null }
  }
  return out
}

/**
 * The enquiry calls (all under the Enquiry permission): details (view), add (add; the screen does not offer it, the
 * call is the spec's "enquiry create"), update with eId (edit), and the option lists (query; name 'requestType' gives
 * the enquiry types).
 */
export async function enquiryRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps
  const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  const enquiryOf = async (id: string) => (await db.select().from(enquiries).where(eq(enquiries.id, id)))[0] ?? null
  const ticketTaken = async (ticketNo: string, except?: string) => {
    const [row] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.ticketNo, ticketNo)).limit(1)
    return !!row && row.id !== except
  }

  app.post(
    '/enquiry/options',
    {
      schema: {
        tags,
        summary: "An option list by name: 'requestType' answers the enquiry types (the form uses the first as default)",
        body: optionsBody,
        response: { 200: envelope.extend(optionsAnswer.shape) },
      },
      config: { access: { screen: 'Enquiry', button: 'query' } },
    },
    async (request, reply) => ok(reply, { options: [...OPTION_LISTS[request.body.name]] }),
  )

  app.post(
    '/enquiry/details',
    {
      schema: { tags, summary: 'One enquiry with its attachments and resolution', body: enquiryIdBody, response: { 200: envelope.extend({ enquiry: enquiryDetails }) } },
      config: { access: { screen: 'Enquiry', button: 'view' } },
    },
    async (request, reply) => {
      const row = await enquiryOf(request.body.eId)
      if (!row) return notFound(reply)
      return ok(reply, { enquiry: detailsOf(row) })
    },
  )

  app.post(
    '/enquiry/add',
    {
      schema: {
        tags,
        summary: 'A new enquiry; 114 when the ticket number exists',
        body: enquiryForm,
        response: { 200: envelope.extend({ eId: z.string() }) },
      },
      config: { access: { screen: 'Enquiry', button: 'add' } },
    },
    async (request, reply) => {
      const form = request.body
      if (await ticketTaken(form.ticketNo)) return answer(reply, RC.DUPLICATE, EM.duplicate)
      const now = clock.now()
      const c = columnsOf(form)
      let created: { id: string } | undefined
      try {
        ;[created] = await db
          .insert(enquiries)
          .values({ ...c, createdAt: now, updatedAt: now })
          .returning({ id: enquiries.id })
      } catch (err) {
        if (isUniqueViolation(err)) return answer(reply, RC.DUPLICATE, EM.duplicate)
        throw err
      }
      await fastify.audit(request, {
        action: 'create',
        entity: 'enquiry',
        recordId: created!.id,
        changes: changedFields({}, c),
        comment: `enquiry ${form.ticketNo} created`,
      })
      return ok(reply, { eId: created!.id }, EM.saved)
    },
  )

  app.put(
    '/enquiry/update',
    {
      schema: {
        tags,
        summary: 'Update an enquiry (its fields, status, active and resolution) by eId; 114 when another enquiry has the ticket number',
        body: enquiryUpdateForm,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Enquiry', button: 'edit' } },
    },
    async (request, reply) => {
      const { eId, ...form } = request.body
      const before = await enquiryOf(eId)
      if (!before) return notFound(reply)
      if (await ticketTaken(form.ticketNo, eId)) return answer(reply, RC.DUPLICATE, EM.duplicate)
      const c = columnsOf(form)
      const changes = changedFields(before, c)
      try {
        await db
          .update(enquiries)
          .set({ ...c, updatedAt: clock.now() })
          .where(eq(enquiries.id, eId))
      } catch (err) {
        if (isUniqueViolation(err)) return answer(reply, RC.DUPLICATE, EM.duplicate)
        throw err
      }
      await fastify.audit(request, {
        action: 'update',
        entity: 'enquiry',
        recordId: eId,
        changes,
        comment: `${Object.keys(changes).length} field(s) changed`,
      })
      return ok(reply, undefined, EM.updated)
    },
  )
}
