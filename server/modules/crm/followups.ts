import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { CRM_CALLS, CRM_MESSAGES as CM, followupAddBody, leadDetails } from '../../../shared/api/crm'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { isExecutive, leadDetailsOf, leadOf } from './lead-data'
import { leadFollowups, leads } from './schema'

/**
 * POST /crm/followup/add (CRM + edit): a follow-up (executive, date, remark) of a lead, written with the lead's
 * updatedAt and its audit row in one transaction; answers the lead as the details call gives it.
 */
export function crmFollowupRoutes(fastify: FastifyInstance): void {
  const { db } = fastify
  const { clock } = fastify.deps
  fastify.withTypeProvider<ZodTypeProvider>().post(
    CRM_CALLS.followupAdd,
    {
      schema: {
        tags: ['crm'],
        summary: 'Add a follow-up (executive, date, remark) to a lead',
        body: followupAddBody,
        response: { 200: envelope.extend({ lead: leadDetails }) },
      },
      config: { access: { screen: 'CRM', button: 'edit' } },
    },
    async (request, reply) => {
      const { leadId, executiveId, followUpDate, remark } = request.body
      if (!(await leadOf(db, leadId))) return recordNotFound()
      if (!(await isExecutive(db, executiveId))) return refuse(RC.BAD_INPUT, CM.selectExecutive)
      const now = clock.now()
      await fastify.transact(request, async (tx, audit) => {
        const [f] = await tx
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
        await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, leadId))
        await audit({
          action: 'followup.add',
          entity: 'lead',
          recordId: leadId,
          changes: { followup: f!.id, executiveId, followUpDate, ...(remark ? { remark } : {}) },
          comment: 'follow-up added',
        })
      })
      return ok(reply, { lead: await leadDetailsOf(db, (await leadOf(db, leadId))!) }, CM.followupAdded)
    },
  )
}
