import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OPTIONS_CALLS,
  OPTIONS_MESSAGES as M,
  OPTION_LIST_KEYS,
  type OptionListKey,
  type OptionValue,
  inUseMessage,
  optionActiveBody,
  optionAddBody,
  optionListAnswer,
  optionListQuery,
  optionListsAnswer,
  optionMoveBody,
  optionRemoveBody,
  optionRenameBody,
} from '../../../shared/api/options'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { isUniqueViolation } from '../../lib/db-errors'
import { activeOptions, optionInUse } from '../../lib/option-lists'
import { nextVersion } from '../../lib/record-versions'
import { optionValues } from './schema'

const tags = ['options']
type Row = typeof optionValues.$inferSelect
const toValue = (r: Row): OptionValue => ({
  _id: r.id,
  list: r.listKey,
  value: r.value,
  label: r.label,
  sortOrder: r.sortOrder,
  active: r.active,
  version: r.version,
})
const versionAnswer = envelope.extend({ version: z.number().int().optional() })

/**
 * The option lists (permission Options), each change in one transaction with its audit row (entity 'option'):
 * - GET /options/lists (query or view): every list with all its values, in order;
 * - GET /options/list?name=<key> (any signed-in staff member: the pickers of every screen read it): the active values;
 * - POST /options/add (add) `{ list, label, value? }`: at the end of the list; a value already in the list answers 114;
 * - PUT /options/rename (edit) `{ recordId, label, version }`: the label only (the stored value never changes); a
 *   stale version answers 125; a logistic partner in use is not edited either ('Cannot delete or edit a logistic
 *   partner', spec 002 section 5);
 * - POST /options/move (edit) `{ recordId, direction }`: swaps with the neighbour, the list's rows locked;
 * - POST /options/active (edit or delete) `{ recordId, active }`: deactivate (pickers stop offering it; stored records
 *   keep it) or activate again;
 * - DELETE /options/delete (delete) `{ recordId }`: only a value no record stores. The row is locked FOR UPDATE first
 *   and the uses are looked for inside the same transaction (writers of those records hold a share lock on the value
 *   while they write), so a value cannot become used between the check and the delete. In use: 110 with the list's
 *   message ('Cannot delete or edit a logistic partner').
 */
export function optionListRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  app.get(
    OPTIONS_CALLS.lists,
    {
      schema: {
        tags,
        summary: 'Every option list with all its values, in order',
        response: { 200: envelope.extend(optionListsAnswer.shape) },
      },
      config: { access: { screen: 'Options', button: ['query', 'view', 'add', 'edit'] } },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(optionValues)
        .orderBy(asc(optionValues.listKey), asc(optionValues.sortOrder), asc(optionValues.value))
      const lists: Record<string, OptionValue[]> = Object.fromEntries(OPTION_LIST_KEYS.map((k) => [k, []]))
      for (const r of rows) lists[r.listKey]?.push(toValue(r))
      return ok(reply, { lists })
    },
  )

  app.get(
    OPTIONS_CALLS.list,
    {
      schema: {
        tags,
        summary: 'The active values of one option list, in order (for the pickers of every screen)',
        querystring: optionListQuery,
        response: { 200: envelope.extend(optionListAnswer.shape) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => ok(reply, { options: (await activeOptions(db, request.query.name)) ?? [] }),
  )

  app.post(
    OPTIONS_CALLS.add,
    {
      schema: {
        tags,
        summary: 'Add a value at the end of an option list (114 when the list has it)',
        body: optionAddBody,
        response: { 200: envelope.extend({ _id: z.string().optional() }) },
      },
      config: { access: { screen: 'Options', button: 'add' } },
    },
    async (request, reply) => {
      const { list, label, value } = request.body
      try {
        const id = await fastify.transact(request, async (tx, audit) => {
          const [row] = await tx
            .insert(optionValues)
            .values({
              listKey: list,
              value,
              label,
              sortOrder: sql`(SELECT coalesce(max(sort_order) + 1, 0) FROM option_values WHERE list_key = ${list})`,
            })
            .returning({ id: optionValues.id })
          await audit({
            action: 'create',
            entity: 'option',
            recordId: row!.id,
            changes: { list, value, label },
            comment: `option "${label}" added to ${list}`,
          })
          return row!.id
        })
        return ok(reply, { _id: id }, M.added)
      } catch (err) {
        if (isUniqueViolation(err)) return refuse(RC.DUPLICATE, M.duplicate)
        throw err
      }
    },
  )

  app.put(
    OPTIONS_CALLS.rename,
    {
      schema: {
        tags,
        summary: 'Rename a value (its label); 125 when it changed since it was read',
        body: optionRenameBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'Options', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, label, version } = request.body
      const [before] = await db.select().from(optionValues).where(eq(optionValues.id, recordId))
      if (!before) return refuse(RC.NOT_FOUND, M.notFound)
      const at = now()
      const after = await fastify.transact(request, async (tx, audit) => {
        // Spec 002 section 5: a logistic partner in use can be neither deleted nor edited (the row locked as the delete does).
        if (before.listKey === 'logisticPartner') {
          await tx.select({ id: optionValues.id }).from(optionValues).where(eq(optionValues.id, recordId)).for('update')
          if (await optionInUse(tx, 'logisticPartner', before.value)) return 'inUse' as const
        }
        const [row] = await tx
          .update(optionValues)
          .set({ label, updatedAt: at, version: nextVersion(optionValues.version) })
          .where(and(eq(optionValues.id, recordId), eq(optionValues.version, version)))
          .returning({ version: optionValues.version })
        if (!row) return null
        await audit({
          action: 'update',
          entity: 'option',
          recordId,
          changes: { label: { from: before.label, to: label } },
          comment: `option "${before.value}" of ${before.listKey} renamed`,
        })
        return row.version
      })
      if (after === null) return refuse(RC.EDIT_CONFLICT, M.changedMeanwhile)
      if (after === 'inUse') return refuse(RC.BAD_INPUT, M.logisticPartnerInUse)
      return ok(reply, { version: after }, M.renamed)
    },
  )

  app.post(
    OPTIONS_CALLS.move,
    {
      schema: { tags, summary: 'Move a value one place up or down its list', body: optionMoveBody, response: { 200: envelope } },
      config: { access: { screen: 'Options', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, direction } = request.body
      const [target] = await db.select({ listKey: optionValues.listKey }).from(optionValues).where(eq(optionValues.id, recordId))
      if (!target) return refuse(RC.NOT_FOUND, M.notFound)
      await fastify.transact(request, async (tx, audit) => {
        const rows = await tx
          .select({ id: optionValues.id, sortOrder: optionValues.sortOrder, value: optionValues.value })
          .from(optionValues)
          .where(eq(optionValues.listKey, target.listKey))
          .orderBy(asc(optionValues.sortOrder), asc(optionValues.value))
          .for('update')
        const i = rows.findIndex((r) => r.id === recordId)
        const j = direction === 'up' ? i - 1 : i + 1
        if (i < 0 || j < 0 || j >= rows.length) return
        const order = rows.map((r) => r.id)
        ;[order[i], order[j]] = [order[j]!, order[i]!]
        for (const [k, id] of order.entries())
          if (rows[k]!.sortOrder !== k || id !== rows[k]!.id)
            await tx.update(optionValues).set({ sortOrder: k }).where(eq(optionValues.id, id))
        await audit({
          action: 'move',
          entity: 'option',
          recordId,
          changes: { direction },
          comment: `option "${rows[i]!.value}" of ${target.listKey} moved ${direction}`,
        })
      })
      return ok(reply, undefined, M.moved)
    },
  )

  app.post(
    OPTIONS_CALLS.active,
    {
      schema: {
        tags,
        summary: 'Deactivate a value (pickers stop offering it) or activate it again',
        body: optionActiveBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'Options', button: ['edit', 'delete'] } },
    },
    async (request, reply) => {
      const { recordId, active } = request.body
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(optionValues)
          .set({ active, updatedAt: at, version: nextVersion(optionValues.version) })
          .where(eq(optionValues.id, recordId))
          .returning({ version: optionValues.version, value: optionValues.value, listKey: optionValues.listKey })
        if (!row) return null
        await audit({
          action: active ? 'activate' : 'deactivate',
          entity: 'option',
          recordId,
          changes: { active },
          comment: `option "${row.value}" of ${row.listKey} ${active ? 'activated' : 'deactivated'}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.NOT_FOUND, M.notFound)
      return ok(reply, { version }, active ? M.activated : M.deactivated)
    },
  )

  app.delete(
    OPTIONS_CALLS.remove,
    {
      schema: {
        tags,
        summary: 'Delete a value no record stores (110 when one does: deactivate it instead)',
        body: optionRemoveBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Options', button: 'delete' } },
    },
    async (request, reply) => {
      const { recordId } = request.body
      const outcome = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx.select().from(optionValues).where(eq(optionValues.id, recordId)).for('update')
        if (!row) return 'missing' as const
        const list = row.listKey as OptionListKey
        if (await optionInUse(tx, list, row.value)) return list
        await tx.delete(optionValues).where(eq(optionValues.id, recordId))
        await audit({
          action: 'delete',
          entity: 'option',
          recordId,
          changes: { list, value: row.value, label: row.label },
          comment: `option "${row.value}" of ${list} deleted`,
        })
        return 'deleted' as const
      })
      if (outcome === 'missing') return refuse(RC.NOT_FOUND, M.notFound)
      if (outcome !== 'deleted') return refuse(RC.BAD_INPUT, inUseMessage(outcome))
      return ok(reply, undefined, M.deleted)
    },
  )
}
