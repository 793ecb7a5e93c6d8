import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as IM,
  type ImportColumn,
  type ImportPreview,
  type ImportRefusal,
} from '../../../shared/api/import'
import type { Button, Screen } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { Refused, unavailable } from '../../http'
import type { RecordContext } from '../record-types'
import { readsAsText, SpreadsheetRefused } from '../spreadsheet'
import { ReaderBusy, ReaderFailed, readSpreadsheetOffThread } from '../upload-reader'
import { isBlank, rowInput } from './cells'
import { findHeader, headerRows } from './header'

/**
 * The spreadsheet import's definition and its checks (routes.ts serves them): reading the uploaded file, reading the
 * sheet (in the upload reader's threads, off the event loop), mapping its headers and checking every row by the form's
 * schema and the module.
 */

/** A data row of an uploaded sheet, as the checks leave it. */
export interface ImportRow<F> {
  /** Its number in the sheet (1 is the first row; the header is one of the settings' header rows). */
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
   * Saves the valid rows in the import's transaction, calling `saved` as batches go in; throws a refusal (refuse) to refuse
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

/** Refuses the upload: 400/110 (or `status`) with the message and more fields. */
function refused(message: string, data?: Record<string, unknown>, status = 400): never {
  throw new Refused(status === 429 ? RC.THROTTLED : RC.BAD_INPUT, message, data, status)
}

/** Refuses a file that cannot be read as a sheet (or is too large, 413), with the reason. */
export function refusedFile(reason: ImportRefusal, status = 400): never {
  return refused(IM.invalidFile, { reason }, status)
}

/** The names of the files read as CSV text. */
const CSV_NAME = /\.csv$/i

/** An uploaded file: its bytes, its name (cut to 200 characters) and whether that name (whole) ends in .csv. */
export interface Upload {
  bytes: Buffer
  name: string
  csv: boolean
}

/** Reads the upload's one file part; refused 413 one byte over the limit (SECURITY.md item 17). */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) refused(IM.missingFile)
  let file: (Upload & { over: boolean }) | null = null
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
      file = { bytes: over ? Buffer.alloc(0) : Buffer.concat(chunks), name: part.filename.slice(0, 200), csv: CSV_NAME.test(part.filename), over }
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) refusedFile('tooLarge', 413)
    request.log.debug({ err }, 'malformed multipart upload')
    refused(MESSAGES.BAD_INPUT)
  }
  if (!file || (!file.over && file.bytes.length === 0)) refused(IM.missingFile)
  if (file.over) refusedFile('tooLarge', 413)
  return file
}

/**
 * Reads a sheet in the upload reader's threads (server/lib/upload-reader; SECURITY.md item 36), so no upload holds
 * the event loop: 429/112 when too many wait already, 503/113 with Retry-After when none was free in time, and a
 * reader thread that failed on the file (out of memory, too long) refuses it as malformed.
 */
async function readSheet(bytes: Buffer, ctx: RecordContext) {
  try {
    return await readSpreadsheetOffThread(bytes)
  } catch (err) {
    if (err instanceof SpreadsheetRefused) refusedFile(err.reason)
    if (err instanceof ReaderBusy) return err.reason === 'full' ? refused(IM.busy, undefined, 429) : unavailable()
    if (err instanceof ReaderFailed) {
      ctx.request.log.warn({ err }, 'spreadsheet reader failed on an upload')
      refusedFile('malformed')
    }
    throw err
  }
}

interface Checked<F> {
  rows: ImportRow<F>[]
  valid: ValidRow<F>[]
  preview: ImportPreview
}

/**
 * The file read, every row checked: the rows, the valid ones and the preview; refused (thrown) when the file is. Text is
 * read as CSV only from a file named .csv: text under any other name (a text file renamed .xlsx) is not a spreadsheet
 * and is refused with the spec's message, not read as a sheet of one column (issue 35).
 */
export async function checkFile<F>(d: ImportDefinition<F>, upload: Pick<Upload, 'bytes' | 'csv'>, ctx: RecordContext): Promise<Checked<F>> {
  const { bytes } = upload
  if (!upload.csv && readsAsText(bytes)) refusedFile('notSpreadsheet')
  const sheet = await readSheet(bytes, ctx)
  // The header: searched between the organisation settings' header start and end rows (issue 21); data follows it.
  const { index: headerIndex, position, missing } = findHeader(d.columns, sheet, await headerRows(ctx.db))
  const data = sheet.slice(headerIndex + 1)
  const hasData = data.some((cells) => cells.some((c) => !isBlank(c)))
  if (!hasData) refused(IM.noRows)
  if (missing.length > 0) refused(IM.missingColumns, { missing })

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
    rows.push({ row: headerIndex + index + 2, input, form: parsed.success && messages.size === 0 ? parsed.data : null, messages })
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
