import { z } from 'zod'

/**
 * The spreadsheet import (issue 16's bulk booking upload, for every module that imports): the limits, the messages,
 * a template's columns and the two calls' answers. A module's import is two multipart POSTs with one `file` part:
 * `…/import/preview` checks every row and writes nothing; `…/import/commit` checks them again and saves every valid row
 * in one transaction, streaming its progress as NDJSON lines (`importProgressLine`) and ending with the answer line.
 */

export const IMPORT_LIMITS = {
  /** Data rows (the header row not counted). */
  maxRows: 10_000,
  /** The uploaded file's bytes; one more answers HTTP 413. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Entries in an xlsx's zip. */
  maxEntries: 64,
  /**
   * Uncompressed bytes of all the entries, as the zip's directory declares them and as inflated: 10,000 rows of the
   * widest template fit several times over, and what is inflated is scanned in well under a second or two.
   */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Columns of a row. */
  maxColumns: 200,
  /** Characters of one cell. */
  maxCellChars: 32_767,
  /**
   * Cells of a sheet (every `<c>`, empty or not) and shared strings of a workbook: 10,000 rows of the widest template
   * (48 columns) twice over. Counted while the XML is scanned, so a small file naming millions is refused early.
   */
  maxCells: 1_000_000,
  maxSharedStrings: 1_000_000,
  /** Characters of all the shared strings, and of all the cells' texts (a shared string counts at each cell using it). */
  maxTextChars: 16_000_000,
  /** Invalid rows the preview lists (their count is always whole). */
  maxListedInvalid: 1_000,
} as const

export const IMPORT_MESSAGES = {
  /** Spec 002 section 9: any file that is not a readable spreadsheet within the limits. */
  invalidFile: 'Invalid Excel file format, upload the proper file.',
  missingFile: 'Please choose a file to upload',
  noRows: 'The file has no rows to import',
  missingColumns: 'The file lacks required columns',
  noValidRows: 'No valid rows to import',
  imported: 'Rows imported successfully',
  failed: 'File upload failed, try later',
  invalidDate: 'Please enter a valid date (dd/MM/yyyy)',
  invalidYesNo: 'Please enter Yes or No',
  invalidChoice: 'Please choose one of the listed values',
  invalidAmount: 'Please enter a valid amount (up to two decimals)',
  invalidCharacters: 'This cell contains characters that are not allowed',
  busy: 'Another file is being read, please try again in a moment',
  running: 'An import of yours is still running; wait for it to finish',
} as const

/** Why a file was refused (the answer's `reason`; the message is always `invalidFile`). */
export const IMPORT_REFUSALS = [
  'notSpreadsheet',
  'tooLarge',
  'tooManyEntries',
  'tooLargeUncompressed',
  'macros',
  'externalLinks',
  'encrypted',
  'tooManyRows',
  'tooManyColumns',
  'tooManyCells',
  'tooMuchText',
  'malformed',
] as const
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number]

/** How a column's cells are read: the text as written, an amount, a percentage, a day, yes/no, one of a list. */
export const IMPORT_KINDS = ['text', 'money', 'percent', 'date', 'boolean', 'enum'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

/** A template column: the field it fills, its header (matched without case, spaces or punctuation), how it reads. */
export interface ImportColumn {
  key: string
  header: string
  kind: ImportKind
  required?: boolean
  /** For `enum`: the values it takes. */
  values?: readonly string[]
  /** The template's example row. */
  example: string
}

/** The multipart field of the uploaded file. */
export const IMPORT_FILE_FIELD = 'file'

/** One invalid row: its number in the sheet (the header is row 1), a short label, and each column's first message. */
export const importInvalidRow = z.object({
  row: z.number().int(),
  label: z.string(),
  messages: z.array(z.object({ column: z.string(), message: z.string() })),
})
export type ImportInvalidRow = z.infer<typeof importInvalidRow>

/** The preview (and the commit's last line): how many rows, how many valid, and the invalid ones. */
export const importPreview = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalidTotal: z.number().int(),
  invalid: z.array(importInvalidRow),
})
export type ImportPreview = z.infer<typeof importPreview>

/** The commit's answer: the preview of what it found and how many rows it saved. */
export const importCommitted = importPreview.extend({ imported: z.number().int() })
export type ImportCommitted = z.infer<typeof importCommitted>

/** A refused file's answer data. */
export const importRefused = z.object({ reason: z.enum(IMPORT_REFUSALS) })

/** A file without a required column: the missing headers. */
export const importMissingColumns = z.object({ missing: z.array(z.string()) })

/** A progress line of the commit's stream: rows checked or saved so far of the total. */
export const importProgressLine = z.object({ phase: z.enum(['checking', 'saving']), done: z.number().int(), total: z.number().int() })
export type ImportProgress = z.infer<typeof importProgressLine>

/** What follows a required column's header in a template ("Customer mobile *"); matching ignores it. */
export const REQUIRED_HEADER_MARK = ' *'

/** A header as it is matched: lower case, letters and digits only ("Customer mobile *" → "customermobile"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')
