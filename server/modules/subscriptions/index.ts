import type { FastifyInstance } from 'fastify'
import { rechargeRowOf } from '../../../shared/api/subscription.table'
import { rechargeListAnswer, userActivityListBody } from '../../../shared/api/user-activity'
import { recharges } from '../../db/schema'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { registerUserActivityList } from '../../lib/user-activity'
import { readSubscriptions, subscriptionList } from './list'
import { subscriptionReadRoutes } from './reads'
import { subscriptionRecordRoutes } from './records'

/**
 * The subscriptions module (/admin/subscription, screen permission Subscription; issue 20): the recharge records of
 * every rider. The table and export (list.ts), the record calls (records.ts, priced by pricing.ts), the logs, pick
 * lists, rider lookup and price preview (reads.ts), all under /api/admin/subscription; and the users screen's recharge
 * tab (spec 000 section 7, POST /subscription/user/all), which reads the same records the same way (`readSubscriptions`)
 * and names them as that tab does.
 */
async function subscriptionsModule(fastify: FastifyInstance): Promise<void> {
  registerListRoutes(fastify, subscriptionList(fastify.deps.clock), {
    screen: 'Subscription',
    tags: ['subscriptions'],
    what: 'subscriptions',
  })
  subscriptionRecordRoutes(fastify)
  subscriptionReadRoutes(fastify)

  // The recharge history of one user: createdAt range, newest first by default.
  registerUserActivityList(fastify, {
    method: 'POST',
    url: '/subscription/user/all',
    summary: "A user's recharges: createdAt range (Unix seconds), page (zero based), pageSize 1–100 (10)",
    description: "sortOrder 'false' (default) is newest first. subscribedPlan.paymentSplit.total is what was paid, paise.",
    input: userActivityListBody,
    answer: rechargeListAnswer,
    table: recharges,
    user: recharges.userId,
    date: recharges.createdAt,
    id: recharges.id,
    read: (db, p) => readSubscriptions(db, fastify.deps.clock.now(), p.where, p.orderBy, p.limit, p.offset),
    reply: ({ rows, pages, filterRecords }) => ({ rows: rows.map(rechargeRowOf), pages, filterRecords }),
  })
}

export default defineModule(subscriptionsModule)
