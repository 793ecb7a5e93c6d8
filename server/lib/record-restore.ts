import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { versionField } from '../../shared/api/versions'
import { RC } from '../../shared/response-codes'
import { envelope, ok, refuse } from '../http'
import { isUniqueViolation } from './db-errors'
import { refuseWith, type RecordContext, type RecordKit, type Refusal } from './record-types'
import { nextVersion } from './record-versions'

/**
 * POST <contract.restore.path> `{ [id], version }` (delete or edit): undoes a soft delete when the record is still
 * deleted at the version the client holds (Undo after a delete, Restore from the logs). One conditional update sets it
 * active with the next version and writes the audit row 'restore' in the same transaction; answers 109 with the new
 * version, 123 for a record out of reach, 110 when it is not deleted, 409/125 (the record now and who changed it) when
 * its version differs, 114 when it would duplicate an active record.
 */
export function registerRestore<TRow extends Record<string, unknown>, TForm extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  kit: RecordKit<TRow, TForm>,
): void {
  const { d, m, activeKey, versionKey, version, find, ctxOf, conflictOrMissing } = kit
  const idField = d.contract.id
  const active = d.active!
  const body = z.object({ [idField]: kit.idSchema, version: versionField })
  function notDeleted(): never {
    return refuse(RC.BAD_INPUT, m.notDeleted)
  }
  function duplicate(): never {
    return refuse(RC.DUPLICATE, m.duplicate)
  }

  /** The module's restore check, or its duplicate rule applied to the stored row as the form. */
  async function refusal(row: TRow, ctx: RecordContext): Promise<Refusal | undefined> {
    if (d.checkRestore) return d.checkRestore(row, ctx)
    const dup = d.duplicate?.({ ...row, [activeKey]: true } as never, row[idField] as string, ctx)
    if (!dup) return undefined
    const [hit] = await ctx.db.select({ id: d.id }).from(d.table).where(dup).limit(1)
    return hit ? { code: RC.DUPLICATE, message: m.duplicate } : undefined
  }

  fastify.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      schema: {
        tags: d.tags,
        summary: `Restore a deleted ${d.what} at the version it was deleted at; answers its new version; 409/125 when it changed since`,
        body,
        response: { 200: envelope.extend({ version: z.number().int().optional() }) },
      },
      config: kit.need(['delete', 'edit']),
    },
    async (request, reply) => {
      const { [idField]: recordId, version: from } = request.body as { version: number } & Record<string, string>
      if (recordId === undefined) refuse(RC.BAD_INPUT, m.mandatory)
      const ctx = ctxOf(request)
      const stored = await find(recordId, ctx.auth)
      if (!stored) return conflictOrMissing(recordId, ctx)
      if (stored[activeKey] !== false) notDeleted()
      if (stored[versionKey] !== from) return conflictOrMissing(recordId, ctx)
      const refused = await refusal(stored, ctx)
      if (refused) refuseWith(refused)
      let next: number | null
      try {
        next = await fastify.transact(request, async (tx, audit, afterCommit) => {
          const [row] = (await tx
            .update(d.table)
            .set({ [activeKey]: true, updatedAt: ctx.now, [versionKey]: nextVersion(version) } as never)
            .where(and(eq(d.id, recordId), eq(version, from), eq(active, false), d.scope?.(ctx.auth)))
            .returning()) as TRow[]
          if (!row) return null
          await audit({
            action: 'restore',
            entity: d.entity,
            recordId,
            changes: { active: { from: false, to: true } },
            comment: `${d.what} restored`,
          })
          await d.afterRestore?.(tx, row, ctx, afterCommit)
          return row[versionKey] as number
        })
      } catch (err) {
        if (isUniqueViolation(err)) duplicate()
        throw err
      }
      if (next !== null) return ok(reply, { version: next }, m.restored)
      const now = await find(recordId, ctx.auth)
      if (now && now[activeKey] !== false) notDeleted()
      return conflictOrMissing(recordId, ctx)
    },
  )
}
