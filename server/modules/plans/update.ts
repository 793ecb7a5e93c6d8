import { and, eq, gt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  PLAN_MESSAGES as M,
  PLAN_VERSIONED_FIELDS,
  type PlanForm,
  type PlanUpdateAnswer,
  planRecordContract,
  planUpdateAnswer,
  planUpdateForm,
} from '../../../shared/api/plans'
import { RC } from '../../../shared/response-codes'
import { plans, recharges } from '../../db/schema/activity'
import { envelope, ok, refuse } from '../../http'
import { changedFields, changesComment } from '../../lib/changed-fields'
import { editConflict, latestChange } from '../../lib/record-versions'
import { recordNotFound } from '../../lib/user-reach'
import { planColumns, validTillInPast } from './data'
import { planDetailsOf } from './list'

/** Thrown inside the transaction when the locked plan no longer has the version the client read. */
const STALE = new Error('stale plan')

/**
 * PUT /plan/update (permission SubscriptionPlan, edit): the form, recordId and the version it was read at.
 *
 * The versioning rule (issue 20): a plan that an unexpired subscription bought (a recharge of it with expireAt after
 * now) never changes what it sold in place. When the update changes the price, the tax percent, the mileage or the
 * days, the plan row is locked FOR UPDATE (a subscription create reads it FOR SHARE) and, if such a recharge exists, a
 * new plan is inserted with the form (replacesPlanId = the old id, version 1) and the old one is retired (active false,
 * its version bumped), with both audit rows, in one transaction: the answer names the new plan (`newVersion`, its
 * `recordId`). Otherwise, and for every other field (title, validTill, discount percent, description, active), the
 * plan is updated in place. A stale version answers 409/125 (also for the second of two updates at once: the first
 * bumped the version under the lock); a plan a newer version replaced is not edited (its successor is).
 */
export function planUpdateRoute(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  /** Refuses a stale update: 123 when the plan is gone, else 409/125 with the plan now. */
  async function conflictOrMissing(recordId: string): Promise<never> {
    const [now] = await db.select().from(plans).where(eq(plans.id, recordId)).limit(1)
    if (!now) recordNotFound()
    return editConflict({ ...(await planDetailsOf(db, now)), version: now.version }, await latestChange(db, 'plan', recordId))
  }

  app.put(
    planRecordContract.update!.path,
    {
      schema: {
        tags: ['plans'],
        summary:
          'Update a recharge plan from the form plus recordId and the version it was read at; a change of price, tax, mileage or days of a plan with unexpired subscriptions makes a new version (newVersion, its recordId); 409/125 when it changed since',
        body: planUpdateForm,
        response: { 200: envelope.extend(planUpdateAnswer.shape) },
      },
      config: { access: { screen: 'SubscriptionPlan', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, version: sent, ...form } = request.body
      const now = fastify.deps.clock.now()
      const [before] = await db.select().from(plans).where(eq(plans.id, recordId)).limit(1)
      if (!before) return recordNotFound()
      if (before.version !== sent) return conflictOrMissing(recordId)
      const columns = planColumns(form as PlanForm)
      const changedDay = columns.validTill?.getTime() !== before.validTill?.getTime()
      if (changedDay && validTillInPast(columns.validTill, now)) refuse(RC.BAD_INPUT, M.validTillPast)
      try {
        const done = await fastify.transact(request, async (tx, audit): Promise<PlanUpdateAnswer> => {
          const [locked] = await tx.select().from(plans).where(eq(plans.id, recordId)).for('update')
          if (!locked || locked.version !== sent) throw STALE
          const [newer] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.replacesPlanId, recordId)).limit(1)
          if (newer) refuse(RC.BAD_INPUT, M.replaced)
          const changes = changedFields(locked, columns)
          const sold = PLAN_VERSIONED_FIELDS.some((k) => k in changes)
          const [live] = sold
            ? await tx
                .select({ id: recharges.id })
                .from(recharges)
                .where(and(eq(recharges.planId, recordId), gt(recharges.expireAt, now)))
                .limit(1)
            : []
          if (live) {
            const [made] = await tx
              .insert(plans)
              .values({ ...columns, replacesPlanId: recordId, createdAt: now, updatedAt: now })
              .returning({ id: plans.id, version: plans.version })
            const [retired] = await tx
              .update(plans)
              .set({ active: false, updatedAt: now, version: locked.version + 1 })
              .where(and(eq(plans.id, recordId), eq(plans.version, sent)))
              .returning({ version: plans.version })
            if (!retired) throw STALE
            await audit({
              action: 'create',
              entity: 'plan',
              recordId: made!.id,
              changes: { ...changedFields({}, columns), replacesPlanId: { from: null, to: recordId } },
              comment: `recharge plan ${columns.title}: a new version of ${locked.title} (${changesComment(changes)})`,
            })
            await audit({
              action: 'update',
              entity: 'plan',
              recordId,
              changes: changedFields({ active: locked.active }, { active: false }),
              comment: `recharge plan ${locked.title} retired: replaced by a new version (${changesComment(changes)})`,
            })
            return { recordId: made!.id, version: made!.version, newVersion: true, replacedPlanId: recordId }
          }
          const [row] = await tx
            .update(plans)
            .set({ ...columns, updatedAt: now, version: locked.version + 1 })
            .where(and(eq(plans.id, recordId), eq(plans.version, sent)))
            .returning({ version: plans.version })
          if (!row) throw STALE
          await audit({ action: 'update', entity: 'plan', recordId, changes, comment: `${locked.title}: ${changesComment(changes)}` })
          return { recordId, version: row.version }
        })
        return ok(reply, done, done.newVersion ? M.newVersion : M.updated)
      } catch (err) {
        if (err === STALE) return conflictOrMissing(recordId)
        throw err
      }
    },
  )
}
