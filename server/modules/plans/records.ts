import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { PLAN_MESSAGES as M, planRecordContract } from '../../../shared/api/plans'
import { RC } from '../../../shared/response-codes'
import { plans } from '../../db/schema/activity'
import { registerRecordRoutes } from '../../lib/records'
import { planColumns, validTillInPast } from './data'
import { type PlanRecord, planDetailsOf } from './list'

/** The kit serves every record call but the update, which versions a plan (update.ts). */
const { update: _ownUpdate, ...kitContract } = planRecordContract

/**
 * The recharge plan record calls (permission SubscriptionPlan), on the record kit:
 * - POST /plan/details (view): the row (with the title of the plan it replaces) and the version;
 * - POST /plan/add (add): the form (shared planForm); the tax and total computed by the server; the last day of sale
 *   not in the past;
 * - DELETE /plan/delete (delete): the soft delete, 'recharge plan deleted'; subscriptions keep their plan row;
 * - POST /plan/restore: Undo, refused for a plan a newer version replaced.
 * Titles need not be unique: a new version shares its title with the retired one.
 */
export function planRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: kitContract,
    screen: 'SubscriptionPlan',
    entity: 'plan',
    what: 'recharge plan',
    idMessage: M.selectPlan,
    tags: ['plans'],
    table: plans,
    id: plans.id,
    active: plans.active,
    messages: { deleted: M.deleted },
    details: (row: PlanRecord, { db }) => planDetailsOf(db, row),
    checkFirst: (form, _before, { now }) =>
      validTillInPast(planColumns(form).validTill, now) ? { code: RC.BAD_INPUT, message: M.validTillPast } : undefined,
    columns: (form) => planColumns(form),
    checkRestore: async (row, { db }) => {
      const [newer] = await db.select({ id: plans.id }).from(plans).where(eq(plans.replacesPlanId, row.id)).limit(1)
      return newer ? { code: RC.BAD_INPUT, message: M.replaced } : undefined
    },
    comment: {
      created: (f) => `recharge plan ${f.title} created`,
      deleted: (row) => `recharge plan ${row.title} deleted`,
    },
  })
}
