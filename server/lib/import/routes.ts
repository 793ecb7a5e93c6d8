import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import { IMPORT_LIMITS, IMPORT_MESSAGES as IM, importCommitted, importPreview } from '../../../shared/api/import'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse, Refused } from '../../http'
import { isUniqueViolation } from '../db-errors'
import { streamNdjson } from '../ndjson'
import type { RecordContext } from '../record-types'
import { checkFile, readUpload, type ImportDefinition } from './check'

export type { ImportDefinition, ImportRow, ValidRow } from './check'

/** A line of the commit's stream. */
const line = (value: object) => `${JSON.stringify(value)}\n`

/**
 * The two calls of a module's spreadsheet import (issue 16), under its screen's upload button:
 * - POST `calls.preview` (multipart, one `file`): reads the sheet with our own reader (server/lib/spreadsheet: entry
 *   count and uncompressed size checked before inflating, no macros or external links, at most 10,000 rows), checks
 *   every row with the form's schema and the module's checks, writes nothing, and answers the preview.
 * - POST `calls.commit` (the same body): checks the file again and saves every valid row in one transaction with one
 *   audit entry, streaming NDJSON progress lines and, last, the answer (or an error line: nothing was saved).
 * A refused file answers 400 (413 over the size limit) with 110 and the spec's message, and changes nothing: one that is
 * not a spreadsheet (an image, random bytes, text not named .csv) among them, with reason notSpreadsheet.
 */
export function registerImportRoutes<F>(fastify: FastifyInstance, d: ImportDefinition<F>): void {
  const access = { screen: d.screen, button: d.button ?? 'upload' }
  const ctxOf = (request: FastifyRequest): RecordContext => ({
    request,
    auth: request.auth!,
    db: fastify.db,
    now: fastify.deps.clock.now(),
  })

  void fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes + 1, files: 1, fields: 4, parts: 6, fieldSize: 200, headerPairs: 50 },
      throwFileSizeLimit: false,
    })
    const app = scope.withTypeProvider<ZodTypeProvider>()

    app.post(
      d.calls.preview,
      {
        schema: {
          tags: d.tags,
          summary: `Check a spreadsheet of ${d.what} (multipart: file, xlsx or CSV) and answer each invalid row's messages; writes nothing`,
          consumes: ['multipart/form-data'],
          response: { 200: envelope.extend(importPreview.shape) },
        },
        config: { access },
      },
      async (request, reply) => {
        const upload = await readUpload(request)
        const checked = await checkFile(d, upload, ctxOf(request))
        return ok(reply, checked.preview)
      },
    )

    app.post(
      d.calls.commit,
      {
        schema: {
          tags: d.tags,
          summary: `Import the valid rows of a spreadsheet of ${d.what} in one transaction (NDJSON progress, then the answer)`,
          description:
            'Streams `{"phase":"checking"|"saving","done","total"}` lines, then the answer envelope with rows, valid, ' +
            'invalidTotal, invalid and imported; or a last error line (110, 114, 113, 124) and nothing is saved.',
          consumes: ['multipart/form-data'],
          response: { 200: envelope.extend(importCommitted.shape) },
        },
        config: { access },
      },
      async (request, reply) => {
        const upload = await readUpload(request)
        const ctx = ctxOf(request)
        const checked = await checkFile(d, upload, ctx)
        if (checked.valid.length === 0) refuse(RC.BAD_INPUT, IM.noValidRows, checked.preview)
        const total = checked.valid.length
        await streamNdjson(
          reply,
          async (out) => {
            await out.write(line({ phase: 'checking', done: checked.rows.length, total: checked.rows.length }))
            try {
              await fastify.transact(request, async (tx, audit) => {
                // One import at a time per user (a second Import while the first still runs, a retried request): the
                // database's advisory lock, held until this transaction ends.
                const locked = (await tx.execute(
                  sql`SELECT pg_try_advisory_xact_lock(hashtext(${`import:${ctx.auth.user.id}`})) AS locked`,
                )) as unknown as { rows: { locked: boolean }[] }
                if (!locked.rows[0]?.locked) refuse(RC.THROTTLED, IM.running)
                const entry = await d.save(tx, checked.valid, ctx, async (done) => {
                  await out.write(line({ phase: 'saving', done, total }))
                })
                await audit({
                  action: 'import',
                  entity: d.entity,
                  recordId: null,
                  changes: {
                    file: upload.name,
                    rows: checked.preview.rows,
                    imported: total,
                    invalid: checked.preview.invalidTotal,
                    ...entry.changes,
                  },
                  comment: entry.comment,
                })
              })
            } catch (err) {
              // The stream has begun: a refusal is its last line, not an answer of its own.
              if (err instanceof Refused) {
                await out.write(line(err.body()))
                return true
              }
              if (isUniqueViolation(err)) {
                await out.write(line({ responseCode: RC.DUPLICATE, message: d.duplicate }))
                return true
              }
              throw err
            }
            await out.write(line({ responseCode: RC.SUCCESS, message: IM.imported, ...checked.preview, imported: total }))
            return true
          },
          fastify.draining.streamsEnd,
        )
      },
    )
  })
}
