import { and, eq, getTableColumns } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Button } from '../../shared/permissions'
import { RC } from '../../shared/response-codes'
import { RECORD_MESSAGES } from '../../shared/validation'
import { envelope, ok, refuse } from '../http'
import type { RequestAuth } from '../types'
import { versionField } from '../../shared/api/versions'
import { badInput } from './bad-input'
import { changedFields, changesComment } from './changed-fields'
import { isUniqueViolation } from './db-errors'
import { answerCreate, idempotentCreate } from './idempotency'
import { registerRemove } from './record-remove'
import { registerRestore } from './record-restore'
import { refuseWith, type RecordContext, type RecordKit, type RecordRoutes, type Refusal } from './record-types'
import { editConflict, latestChange, nextVersion, versionColumnOf } from './record-versions'
import { recordNotFound } from './user-reach'

export type { Refusal, RecordContext, UpdateAlso, WriteDone, RecordRoutes } from './record-types'

export { refuseWith } from './record-types'

/** Thrown inside an update's transaction when its conditional update matched nothing, so that nothing else commits. */
const NOTHING_WRITTEN = new Error('nothing written')

/** Registers the record calls of a module's contract (see RecordRoutes). */
export function registerRecordRoutes<TRow extends Record<string, unknown>, TForm extends z.ZodType, TDetails extends z.ZodType>(
  fastify: FastifyInstance,
  d: RecordRoutes<TRow, TForm, TDetails>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { contract } = d
  const m = { ...RECORD_MESSAGES, ...d.messages }
  const idField = contract.id
  const idSchema = z.guid({ error: d.idMessage ?? `Please select a ${d.what}` })
  const idBody = z.object({ [idField]: idSchema })
  const idOf = (body: unknown) => (body as Record<string, string>)[idField]!
  const ctxOf = (request: FastifyRequest): RecordContext => ({ request, auth: request.auth!, db, now: fastify.deps.clock.now() })
  const tags = d.tags
  const need = (button: Button | readonly Button[]) => ({ access: { screen: d.screen, button } })
  const version = versionColumnOf(d.table, d.entity)
  const versionOf = (row: Record<string, unknown>) => row[versionKey] as number
  const versionKey = Object.entries(getTableColumns(d.table)).find(([, c]) => c === version)![0]

  /** The record, if it exists within the actor's scope. */
  async function find(id: string, auth: RequestAuth): Promise<TRow | null> {
    const scope = d.scope?.(auth)
    const [row] = await db
      .select()
      .from(d.table)
      .where(and(eq(d.id, id), scope))
      .limit(1)
    return (row as TRow | undefined) ?? null
  }
  async function refusedBefore(
    form: z.output<TForm>,
    before: TRow | null,
    ctx: RecordContext,
    except: string | null,
  ): Promise<Refusal | undefined> {
    const first = await d.checkFirst?.(form, before, ctx)
    if (first) return first
    const dup = d.duplicate?.(form, except, ctx)
    if (dup) {
      const [hit] = await db.select({ id: d.id }).from(d.table).where(dup).limit(1)
      if (hit) return { code: RC.DUPLICATE, message: m.duplicate }
    }
    return d.check?.(form, before, ctx)
  }
  /** Runs a write; a unique index refusing it is a duplicate (114), like the module's own check. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isUniqueViolation(err)) refuse(RC.DUPLICATE, m.duplicate)
      throw err
    }
  }

  /** What the details call answers for the row, without the envelope: the module's fields and the version. */
  const current = async (row: TRow, ctx: RecordContext) => ({ ...((await d.details(row, ctx)) as object), version: versionOf(row) })
  /** Refuses a conditional write that changed nothing: 123 when the record is gone (or out of reach), else 409/125. */
  async function conflictOrMissing(recordId: string, ctx: RecordContext): Promise<never> {
    const now = await find(recordId, ctx.auth)
    if (!now) recordNotFound()
    return editConflict(await current(now, ctx), await latestChange(db, d.entity, recordId))
  }

  if (contract.details) {
    // POST { [id] }, or GET ?[id]= when the contract says so.
    const byQuery = contract.details.method === 'GET'
    app.route({
      method: byQuery ? 'GET' : 'POST',
      url: contract.details.path,
      schema: {
        tags,
        summary: `One ${d.what}; 123 when there is none within reach`,
        ...(byQuery ? { querystring: idBody } : { body: idBody }),
        response: {
          200: envelope
            .extend((contract.details.answer as unknown as z.ZodObject).partial().shape)
            .extend({ version: z.number().int().optional() }),
        },
      },
      config: need(d.detailsButtons ?? 'view'),
      handler: async (request, reply) => {
        const row = await find(idOf(byQuery ? request.query : request.body), request.auth!)
        if (!row) recordNotFound()
        return ok(reply, await current(row, ctxOf(request)))
      },
    })
  }

  if (contract.create) {
    const answerId = contract.create.answerId ?? 'recordId'
    app.post(
      contract.create.path,
      {
        schema: {
          tags,
          summary: `A new ${d.what}; answers its ${answerId}; 114 for a duplicate`,
          body: contract.form,
          response: { 200: envelope.extend({ [answerId]: z.string().optional() }) },
        },
        config: need('add'),
      },
      async (request, reply) => {
        const once = await idempotentCreate(fastify, request)
        if (once.replayed) return answerCreate(reply, once.replayed)
        const form = request.body as z.output<TForm>
        const ctx = ctxOf(request)
        const refusal = await refusedBefore(form, null, ctx, null)
        if (refusal) {
          const stored = await once.storedAnswer()
          if (stored) return answerCreate(reply, stored)
          refuseWith(refusal)
        }
        const columns = await d.columns(form, ctx, null)
        const changes = changedFields({}, columns)
        const done = await writing(() =>
          once.run(async (tx, audit, afterCommit) => {
            const more = (await d.beforeWrite?.(tx, form, ctx, { before: null, audit })) ?? {}
            const values = { ...columns, ...more, ...d.createColumns?.(ctx), createdAt: ctx.now, updatedAt: ctx.now }
            const [created] = (await tx.insert(d.table).values(values).returning({ id: d.id })) as { id: string }[]
            Object.assign(changes, changedFields({}, more))
            Object.assign(changes, await d.afterWrite?.(tx, created!.id, form, ctx, { before: null, changes, afterCommit }))
            await audit({
              action: 'create',
              entity: d.entity,
              recordId: created!.id,
              changes,
              comment: d.comment.created(form),
            })
            return { code: RC.SUCCESS, message: m.saved, payload: { [answerId]: created!.id } }
          }),
        )
        return answerCreate(reply, done)
      },
    )
  }

  if (contract.update) {
    const body =
      contract.update.body ?? (contract.form as unknown as z.ZodObject).safeExtend({ [idField]: idSchema, version: versionField })
    const also = d.updateAlso
    app.put(
      contract.update.path,
      {
        schema: {
          tags,
          summary: `Update a ${d.what} from the form plus ${idField} and the version it was read at; 114 for a duplicate, 409/125 when it changed since`,
          // With another shape, the handler picks the schema (and the input guard with it, through parsesBodyWith).
          ...(also ? { description: also.description } : {}),
          body: also ? z.looseObject({ [idField]: z.unknown() }) : body,
          response: { 200: envelope.extend({ recordId: z.string().optional(), version: z.number().int().optional() }) },
        },
        config: { ...need('edit'), ...(also ? { parsesBodyWith: (b: unknown) => (also.when(b) ? also.body : body) } : {}) },
      },
      async (request, reply) => {
        let input = request.body
        if (also) {
          const other = also.when(input)
          const parsed = (other ? also.body : body).safeParse(input)
          if (!parsed.success) badInput(parsed.error)
          if (other) {
            const done = await also.handle(request, parsed.data)
            return ok(reply, done.payload, done.message)
          }
          input = parsed.data
        }
        const recordId = idOf(input)
        const { [idField]: _id, version: sent, ...form } = input as Record<string, unknown>
        // A custom body schema without the version field still refuses the update (nothing is written unversioned).
        const from = versionField.safeParse(sent)
        if (!from.success) badInput(from.error)
        const ctx = ctxOf(request)
        const before = await find(recordId, ctx.auth)
        if (!before) recordNotFound()
        if (versionOf(before) !== from.data) return conflictOrMissing(recordId, ctx)
        const refusal = await refusedBefore(form as z.output<TForm>, before, ctx, recordId)
        if (refusal) refuseWith(refusal)
        const columns = await d.columns(form as z.output<TForm>, ctx, before)
        const changes = changedFields(before, columns)
        return writing(async () => {
          // One conditional statement decides: the row changes only if it still has the version the client read.
          const next = await fastify
            .transact(request, async (tx, audit, afterCommit) => {
              const more = (await d.beforeWrite?.(tx, form as z.output<TForm>, ctx, { before, audit })) ?? {}
              const [row] = (await tx
                .update(d.table)
                .set({ ...columns, ...more, updatedAt: ctx.now, [versionKey]: nextVersion(version) })
                .where(and(eq(d.id, recordId), eq(version, from.data), d.scope?.(ctx.auth)))
                .returning({ version })) as { version: number }[]
              // Nothing matched: roll back what beforeWrite wrote (a new customer) too.
              if (!row) throw NOTHING_WRITTEN
              const all = { ...changes, ...changedFields(before, more) }
              Object.assign(all, await d.afterWrite?.(tx, recordId, form as z.output<TForm>, ctx, { before, changes: all, afterCommit }))
              await audit({
                action: 'update',
                entity: d.entity,
                recordId,
                changes: all,
                comment: d.comment.updated?.(all, before) ?? changesComment(all),
              })
              return row.version
            })
            .catch((err: unknown) => {
              if (err === NOTHING_WRITTEN) return null
              throw err
            })
          if (next === null) return conflictOrMissing(recordId, ctx)
          return ok(reply, { recordId, version: next }, m.updated)
        })
      },
    )
  }

  if (contract.remove && d.active) {
    const active = d.active
    const activeKey = Object.entries(getTableColumns(d.table)).find(([, c]) => c === active)?.[0]
    if (!activeKey) throw new Error(`${d.entity}: the active column is not a column of its table`)
    const kit: RecordKit<TRow, TForm> = {
      d: d as RecordKit<TRow, TForm>['d'],
      m,
      idSchema,
      activeKey,
      versionKey,
      version,
      find,
      ctxOf,
      current,
      conflictOrMissing,
      need,
    }
    registerRemove(fastify, contract.remove.path, kit)
    if (contract.restore) registerRestore(fastify, contract.restore.path, kit)
  }
}
