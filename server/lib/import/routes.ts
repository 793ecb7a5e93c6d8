import multipart from '@fastify/multipart'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as IM,
  importCommitted,
  importPreview,
  type ImportColumn,
  type ImportPreview,
  type ImportRefusal,
} from '../../../shared/api/import'
import type { Button, Screen } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { answer, envelope, ok } from '../../http'
import { isUniqueViolation } from '../db-errors'
import { streamNdjson } from '../ndjson'
import type { RecordContext } from '../record-types'
import { WriteRefused } from '../records'
import { readSpreadsheet, SpreadsheetRefused } from '../spreadsheet'
import { isBlank, mapHeaders, rowInput } from './cells'

/** A data row of an uploaded sheet, as the checks leave it. */
export interface ImportRow<F> {
  /** Its number in the sheet (the header is row 1). */
  row: number
  /** The form input read from its cells. */
  input: Record<string, unknown>
  /** The form the schema made of it; null when the schema refused it. */
  form: F | null
  /** The first message of each column (by the column's key); none for a valid row. */
  messages: Map<string, string>
}

/** A row every check passed. */
export type ValidRow<F> = ImportRow<F> & { form: F }

export interface ImportDefinition<F> {
  screen: Screen
  /** The button the two calls need (default upload). */
  button?: Button
  /** The audit entity of the import's entry. */
  entity: string
  /** What the rows are, plural ("bookings"). */
  what: string
  tags: string[]
  calls: { preview: string; commit: string }
  columns: readonly ImportColumn[]
  /** The form's schema: the same the add call checks. */
  schema: z.ZodType<F>
  /** Form fields another column fills (vehicleModelId ← vehicleModel), for placing the schema's messages. */
  fieldColumns?: Readonly<Record<string, string>>
  /** A short label of a row for the preview (the customer and the number). */
  label: (input: Record<string, unknown>) => string
  /**
   * The checks beyond the schema, for all schema-valid rows at once (a query per kind of reference, never one per
   * row): adds messages (`row.messages.set(key, message)`) and may complete the forms (references found by name).
   */
  check: (rows: ImportRow<F>[], ctx: RecordContext) => Promise<void>
  /**
   * Saves the valid rows in the import's transaction, calling `saved` as batches go in; throws WriteRefused to refuse
   * the whole import (nothing is saved). Answers the import's audit entry.
   */
  save: (
    tx: Tx,
    rows: ValidRow<F>[],
    ctx: RecordContext,
    saved: (done: number) => Promise<void>,
  ) => Promise<{ changes: Record<string, unknown>; comment: string }>
  /** The message of a unique violation while saving (114): a row taken by someone else since the check. */
  duplicate: string
}

type Refused = { status: number; code: number; message: string; data?: Record<string, unknown> }

const refusedFile = (reason: ImportRefusal, status = 400): Refused => ({
  status,
  code: RC.BAD_INPUT,
  message: IM.invalidFile,
  data: { reason },
})

/** Reads the upload's one file part; 413 one byte over the limit (SECURITY.md item 17). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string } | Refused> {
  if (!request.isMultipart()) return { status: 400, code: RC.BAD_INPUT, message: IM.missingFile }
  let file: { bytes: Buffer; name: string; over: boolean } | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size <= IMPORT_LIMITS.maxFileBytes) chunks.push(chunk)
      }
      if (part.fieldname !== IMPORT_FILE_FIELD) continue
      const over = size > IMPORT_LIMITS.maxFileBytes || part.file.truncated
      file = { bytes: over ? Buffer.alloc(0) : Buffer.concat(chunks), name: part.filename.slice(0, 200), over }
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) return refusedFile('tooLarge', 413)
    request.log.debug({ err }, 'malformed multipart upload')
    return { status: 400, code: RC.BAD_INPUT, message: MESSAGES.BAD_INPUT }
  }
  if (!file || (!file.over && file.bytes.length === 0)) return { status: 400, code: RC.BAD_INPUT, message: IM.missingFile }
  if (file.over) return refusedFile('tooLarge', 413)
  return file
}

/** Sheets read at once on this server: reading is synchronous work, so more at once only makes each slower. */
let reading: Promise<unknown> = Promise.resolve()
/** Uploads waiting for their turn; more are refused (429/112) rather than held in memory. */
let waiting = 0
const MAX_WAITING = 4
const BUSY = new Error('busy')

/** Reads a sheet after the ones before it, so a few large uploads cannot take the event loop by turns. */
function readOneAtATime(bytes: Buffer) {
  if (waiting >= MAX_WAITING) return Promise.reject(BUSY)
  waiting++
  const read = reading.then(() => readSpreadsheet(bytes)).finally(() => waiting--)
  reading = read.catch(() => undefined)
  return read
}

interface Checked<F> {
  rows: ImportRow<F>[]
  valid: ValidRow<F>[]
  preview: ImportPreview
}

/** The file read, every row checked: the rows, the valid ones and the preview; or why the file is refused. */
async function checkFile<F>(d: ImportDefinition<F>, bytes: Buffer, ctx: RecordContext): Promise<Checked<F> | Refused> {
  let sheet
  try {
    sheet = await readOneAtATime(bytes)
  } catch (err) {
    if (err instanceof SpreadsheetRefused) return refusedFile(err.reason)
    if (err === BUSY) return { status: 429, code: RC.THROTTLED, message: IM.busy }
    throw err
  }
  const [header = [], ...data] = sheet
  const { position, missing } = mapHeaders(d.columns, header)
  const hasData = data.some((cells) => cells.some((c) => !isBlank(c)))
  if (!hasData) return { status: 400, code: RC.BAD_INPUT, message: IM.noRows }
  if (missing.length > 0) return { status: 400, code: RC.BAD_INPUT, message: IM.missingColumns, data: { missing } }

  const headerOf = new Map<string, string>(d.columns.map((c) => [c.key, c.header]))
  for (const [field, column] of Object.entries(d.fieldColumns ?? {})) headerOf.set(field, headerOf.get(column) ?? column)
  const rows: ImportRow<F>[] = []
  data.forEach((cells, index) => {
    if (!cells.some((c) => !isBlank(c))) return
    const { input, problems } = rowInput(d.columns, (c) => {
      const at = position.get(c.key)
      return at === undefined ? undefined : cells[at]
    })
    const messages = new Map<string, string>()
    for (const p of problems) if (!messages.has(p.key)) messages.set(p.key, p.message)
    const parsed = d.schema.safeParse(input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? d.columns[0]!.key)
        if (!messages.has(key)) messages.set(key, issue.message)
      }
    }
    rows.push({ row: index + 2, input, form: parsed.success && messages.size === 0 ? parsed.data : null, messages })
  })
  await d.check(
    rows.filter((r) => r.form !== null),
    ctx,
  )
  const valid = rows.filter((r): r is ValidRow<F> => r.form !== null && r.messages.size === 0)
  const invalidRows = rows.filter((r) => r.form === null || r.messages.size > 0)
  const preview: ImportPreview = {
    rows: rows.length,
    valid: valid.length,
    invalidTotal: invalidRows.length,
    invalid: invalidRows.slice(0, IMPORT_LIMITS.maxListedInvalid).map((r) => ({
      row: r.row,
      label: d.label(r.input),
      messages: [...r.messages].map(([key, message]) => ({ column: headerOf.get(key) ?? key, message })),
    })),
  }
  return { rows, valid, preview }
}

const isRefused = <T extends object>(v: T | Refused): v is Refused => 'status' in v && 'code' in v
const sendRefused = (reply: FastifyReply, r: Refused) => reply.code(r.status).send({ responseCode: r.code, message: r.message, ...r.data })

/** A line of the commit's stream. */
const line = (value: object) => `${JSON.stringify(value)}\n`

/**
 * The two calls of a module's spreadsheet import (issue 16), under its screen's upload button:
 * - POST `calls.preview` (multipart, one `file`): reads the sheet with our own reader (server/lib/spreadsheet: entry
 *   count and uncompressed size checked before inflating, no macros or external links, at most 10,000 rows), checks
 *   every row with the form's schema and the module's checks, writes nothing, and answers the preview.
 * - POST `calls.commit` (the same body): checks the file again and saves every valid row in one transaction with one
 *   audit entry, streaming NDJSON progress lines and, last, the answer (or an error line: nothing was saved).
 * A refused file answers 400 (413 over the size limit) with 110 and the spec's message, and changes nothing.
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
        if (isRefused(upload)) return sendRefused(reply, upload)
        const checked = await checkFile(d, upload.bytes, ctxOf(request))
        if (isRefused(checked)) return sendRefused(reply, checked)
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
        if (isRefused(upload)) return sendRefused(reply, upload)
        const ctx = ctxOf(request)
        const checked = await checkFile(d, upload.bytes, ctx)
        if (isRefused(checked)) return sendRefused(reply, checked)
        if (checked.valid.length === 0) return answer(reply, RC.BAD_INPUT, IM.noValidRows, checked.preview)
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
                if (!locked.rows[0]?.locked) throw new WriteRefused({ code: RC.THROTTLED, message: IM.running })
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
              if (err instanceof WriteRefused) {
                await out.write(line({ responseCode: err.refusal.code, message: err.refusal.message }))
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
