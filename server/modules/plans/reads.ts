import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PLAN_CALLS, PLAN_MESSAGES as M } from '../../../shared/api/plans'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { plans } from '../../db/schema/activity'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'

/** POST /plan/logs (permission SubscriptionPlan, logs): the audit rows of one recharge plan, newest first. */
export function planReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  app.post(
    PLAN_CALLS.logs,
    {
      schema: {
        tags: ['plans'],
        summary: 'The audit rows of one recharge plan, newest first (at most 500)',
        body: z.object({ recordId: z.guid({ error: M.selectPlan }) }),
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'SubscriptionPlan', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'plan', row.id) })
    },
  )
}
