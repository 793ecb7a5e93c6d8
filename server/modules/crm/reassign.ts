import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CRM_CALLS, CRM_MESSAGES as CM, reassignBody } from '../../../shared/api/crm'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { nextVersion } from '../../lib/record-versions'
import { recordNotFound } from '../../lib/user-reach'
import { isExecutive } from './lead-data'
import { leads } from './schema'

/**
 * POST /crm/reassign (CRM + reassign): several leads to one executive (active staff), in one transaction with an audit
 * row per lead; 123 when one of them does not exist. With `versions` (lead id → the version the client read), a lead
 * changed since is left as it is and listed in `changed` (issue 14); each reassigned lead's version moves on.
 */
export function crmReassignRoutes(fastify: FastifyInstance): void {
  const { db } = fastify
  const { clock } = fastify.deps
  fastify.withTypeProvider<ZodTypeProvider>().post(
    CRM_CALLS.reassign,
    {
      schema: {
        tags: ['crm'],
        summary: 'Assign several leads to one executive',
        body: reassignBody,
        response: { 200: envelope.extend({ updated: z.number().int(), changed: z.array(z.string()) }) },
      },
      config: { access: { screen: 'CRM', button: 'reassign' } },
    },
    async (request, reply) => {
      const { leadIds, assignedTo, versions } = request.body
      if (!(await isExecutive(db, assignedTo))) return refuse(RC.BAD_INPUT, CM.selectExecutive)
      const ids = [...new Set(leadIds)]
      const found = await db.select({ id: leads.id, assignedToId: leads.assignedToId }).from(leads).where(inArray(leads.id, ids))
      if (found.length !== ids.length) return recordNotFound()
      const done = await fastify.transact(request, async (tx, audit) => {
        // One conditional update per lead the client gave a version for; the others as one statement.
        const set = { assignedToId: assignedTo, updatedAt: clock.now(), version: nextVersion(leads.version) }
        const checked = ids.filter((id) => versions?.[id] !== undefined)
        const moved = new Set<string>()
        const free = ids.filter((id) => versions?.[id] === undefined)
        if (free.length > 0) {
          const rows = await tx.update(leads).set(set).where(inArray(leads.id, free)).returning({ id: leads.id })
          for (const r of rows) moved.add(r.id)
        }
        for (const id of checked) {
          const rows = await tx
            .update(leads)
            .set(set)
            .where(and(eq(leads.id, id), eq(leads.version, versions![id]!)))
            .returning({ id: leads.id })
          for (const r of rows) moved.add(r.id)
        }
        for (const l of found.filter((f) => moved.has(f.id))) {
          await audit({
            action: 'reassign',
            entity: 'lead',
            recordId: l.id,
            changes: { assignedToId: { from: l.assignedToId, to: assignedTo } },
            comment: `re-assigned (${moved.size} lead${moved.size === 1 ? '' : 's'})`,
          })
        }
        return { updated: moved.size, changed: ids.filter((id) => !moved.has(id)) }
      })
      return ok(reply, done, CM.reassigned)
    },
  )
}
