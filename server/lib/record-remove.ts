import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RC } from '../../shared/response-codes'
import { envelope, ok, refuse } from '../http'
import { refuseWith, type RecordKit } from './record-types'
import { nextVersion } from './record-versions'
import { recordNotFound } from './user-reach'

/**
 * DELETE <contract.remove.path> `{ [id] }` (delete): the soft delete of an active record. One conditional update sets
 * it inactive with the next version and writes the audit row 'delete' in the same transaction (afterRemove's writes
 * too, or its refusal rolls them all back); answers 109 with the new version, 110 'Record Already Deleted' for an
 * inactive one (also the loser of two deletes at once), 123 for a record out of reach.
 */
export function registerRemove<TRow extends Record<string, unknown>, TForm extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  kit: RecordKit<TRow, TForm>,
): void {
  const { d, m, activeKey, versionKey, version, find, ctxOf, need } = kit
  const active = d.active!
  const tags = d.tags
  const idField = d.contract.id
  const idBody = z.object({ [idField]: kit.idSchema })
  const idOf = (body: unknown) => (body as Record<string, string>)[idField]!
  const versionOf = (row: Record<string, unknown>) => row[versionKey] as number

  fastify.withTypeProvider<ZodTypeProvider>().delete(
    path,
    {
      schema: {
        tags,
        summary: `Soft delete (active false) of an active ${d.what}; answers its new version; 110 'Record Already Deleted' on an inactive one`,
        body: idBody,
        response: { 200: envelope.extend({ version: z.number().int().optional() }) },
      },
      config: need('delete'),
    },
    async (request, reply) => {
      const recordId = idOf(request.body)
      const auth = request.auth!
      const ctx = ctxOf(request)
      if (d.checkRemove) {
        const stored = await find(recordId, auth)
        if (!stored) recordNotFound()
        if (stored[activeKey] === false) refuse(RC.BAD_INPUT, m.alreadyDeleted)
        const refusal = await d.checkRemove(stored, ctx)
        if (refusal) refuseWith(refusal)
      }
      // Only an active row changes: two deletes at once give one success and one 'Record Already Deleted'.
      // afterRemove may refuse inside the transaction (a thrown refusal): nothing is written.
      const done = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const [row] = (await tx
          .update(d.table)
          .set({ [activeKey]: false, updatedAt: fastify.deps.clock.now(), [versionKey]: nextVersion(version) } as never)
          .where(and(eq(d.id, recordId), eq(active, true), d.scope?.(auth)))
          .returning()) as TRow[]
        if (row) {
          await audit({
            action: 'delete',
            entity: d.entity,
            recordId,
            changes: { active: { from: true, to: false } },
            comment: d.comment.deleted?.(row) ?? `${d.what} deleted`,
          })
          await d.afterRemove?.(tx, row, ctx, afterCommit)
        }
        return row
      })
      if (done) return ok(reply, { version: versionOf(done) }, m.deleted)
      return (await find(recordId, auth)) ? refuse(RC.BAD_INPUT, m.alreadyDeleted) : recordNotFound()
    },
  )
}
