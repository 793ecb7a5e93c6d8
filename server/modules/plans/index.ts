import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { planList } from './list'
import { planReadRoutes } from './reads'
import { planRecordRoutes } from './records'
import { planUpdateRoute } from './update'

/**
 * The recharge plans module (/admin/subscription/plan, screen permission SubscriptionPlan) on the shared `plans`
 * table: the table and its export (list.ts), details, add, soft delete and restore (records.ts), the versioning update
 * (update.ts) and the logs (reads.ts), all under /api/admin/plan.
 */
async function plansModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, planList, { screen: 'SubscriptionPlan', tags: ['plans'], what: 'recharge plans' })
  planRecordRoutes(app)
  planUpdateRoute(app)
  planReadRoutes(app)
}

export default defineModule(plansModule)
