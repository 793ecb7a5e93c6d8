import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { byMobileAnswer, byMobileBody, CRM_CALLS, executiveRow } from '../../../shared/api/crm'
import { recordIdBody, userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { leadDetailsOf, leadOf } from './lead-data'
import { leads } from './schema'

const tags = ['crm']

/**
 * The CRM's read calls beside the record calls: the lead with a mobile number (the deep link; view), the staff a lead
 * can be given to (query) and a lead's audit rows (logs).
 */
export function crmLookupRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CRM_CALLS.byMobile,
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
    CRM_CALLS.executives,
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
    CRM_CALLS.logs,
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
      const lead = await leadOf(db, request.body.recordId)
      if (!lead) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'lead', lead.id) })
    },
  )
}
