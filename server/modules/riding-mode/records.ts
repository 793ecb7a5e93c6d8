import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  RIDING_MODE_MESSAGES as RM,
  RIDING_MODE_TAX,
  ridingModeForm,
  ridingModeIdBody,
  ridingModeUpdateForm,
  ridingModeViewAnswer,
  type RidingModeForm,
} from '../../../shared/api/riding-mode'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { ridingModes } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { isUniqueViolation } from '../users/user-columns'
import { ridingModeRowOf } from './list'

const tags = ['riding-mode']

type Columns = Omit<typeof ridingModes.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdById'>

const columnsOf = (f: RidingModeForm): Columns => ({ ...f })

/** Field → { from, to } for the columns that differ. */
function changedFields(before: Partial<Columns>, after: Columns): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, v] of Object.entries(after)) {
    const was = (before as Record<string, unknown>)[k] ?? null
    if (was !== (v ?? null)) out[k] = { from: was, to: v ?? null }
  }
  return out
}

/**
 * The riding-mode calls (permission RidingMode): view (view), add (add), update (edit), delete (delete). Titles are
 * unique, case-insensitively, among the active modes: a second one answers 114 'Duplicate Records'.
 */
export async function ridingModeRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps
  const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  const duplicate = (reply: FastifyReply) => answer(reply, RC.DUPLICATE, RM.duplicate)
  const modeOf = async (id: string) => (await db.select().from(ridingModes).where(eq(ridingModes.id, id)))[0] ?? null
  /** Another active mode has this title (case-insensitively). */
  const titleTaken = async (title: string, except?: string) => {
    const same = and(eq(sql`lower(${ridingModes.title})`, title.toLowerCase()), eq(ridingModes.active, true))
    const [row] = await db
      .select({ id: ridingModes.id })
      .from(ridingModes)
      .where(except ? and(same, ne(ridingModes.id, except)) : same)
      .limit(1)
    return !!row
  }

  app.post(
    '/riding-mode/view',
    {
      schema: {
        tags,
        summary: 'One riding mode (result) and the tax object (cgst 9, sgst 9)',
        body: ridingModeIdBody,
        response: { 200: envelope.extend(ridingModeViewAnswer.partial().shape) },
      },
      config: { access: { screen: 'RidingMode', button: 'view' } },
    },
    async (request, reply) => {
      const mode = await modeOf(request.body.recordId)
      if (!mode) return notFound(reply)
      return ok(reply, { result: ridingModeRowOf(mode), tax: { ...RIDING_MODE_TAX } })
    },
  )

  app.post(
    '/riding-mode/add',
    {
      schema: {
        tags,
        summary: 'A new riding mode; answers its recordId; 114 when an active mode has the title',
        body: ridingModeForm,
        response: { 200: envelope.extend({ recordId: z.string().optional() }) },
      },
      config: { access: { screen: 'RidingMode', button: 'add' } },
    },
    async (request, reply) => {
      const form = request.body
      const c = columnsOf(form)
      if (c.active && (await titleTaken(form.title))) return duplicate(reply)
      const now = clock.now()
      let created: { id: string } | undefined
      try {
        ;[created] = await db
          .insert(ridingModes)
          .values({ ...c, createdById: request.auth!.user.id, createdAt: now, updatedAt: now })
          .returning({ id: ridingModes.id })
      } catch (err) {
        if (isUniqueViolation(err)) return duplicate(reply)
        throw err
      }
      await fastify.audit(request, {
        action: 'create',
        entity: 'ridingMode',
        recordId: created!.id,
        changes: changedFields({}, c),
        comment: `riding mode ${form.title} created`,
      })
      return ok(reply, { recordId: created!.id }, RM.saved)
    },
  )

  app.put(
    '/riding-mode/update',
    {
      schema: {
        tags,
        summary: 'Update a riding mode from the form plus recordId; 114 when another active mode has the title',
        body: ridingModeUpdateForm,
        response: { 200: envelope.extend({ recordId: z.string().optional() }) },
      },
      config: { access: { screen: 'RidingMode', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, ...form } = request.body
      const before = await modeOf(recordId)
      if (!before) return notFound(reply)
      const c = columnsOf(form)
      if (c.active && (await titleTaken(form.title, recordId))) return duplicate(reply)
      const changes = changedFields(before, c)
      try {
        await db
          .update(ridingModes)
          .set({ ...c, updatedAt: clock.now() })
          .where(eq(ridingModes.id, recordId))
      } catch (err) {
        if (isUniqueViolation(err)) return duplicate(reply)
        throw err
      }
      await fastify.audit(request, {
        action: 'update',
        entity: 'ridingMode',
        recordId,
        changes,
        comment: `${Object.keys(changes).length} field(s) changed`,
      })
      return ok(reply, { recordId }, RM.updated)
    },
  )

  app.delete(
    '/riding-mode/delete',
    {
      schema: {
        tags,
        summary: "Soft delete (active false) of an active riding mode; 110 'Record Already Deleted' on an inactive one",
        body: ridingModeIdBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'RidingMode', button: 'delete' } },
    },
    async (request, reply) => {
      const { recordId } = request.body
      // Only an active row changes: two deletes at once give one success and one 'Record Already Deleted'.
      const [done] = await db
        .update(ridingModes)
        .set({ active: false, updatedAt: clock.now() })
        .where(and(eq(ridingModes.id, recordId), eq(ridingModes.active, true)))
        .returning({ title: ridingModes.title })
      if (!done) {
        const mode = await modeOf(recordId)
        if (!mode) return notFound(reply)
        return answer(reply, RC.BAD_INPUT, RM.alreadyDeleted)
      }
      await fastify.audit(request, {
        action: 'delete',
        entity: 'ridingMode',
        recordId,
        changes: { active: { from: true, to: false } },
        comment: `riding mode ${done.title} deleted`,
      })
      return ok(reply, undefined, RM.deleted)
    },
  )
}
