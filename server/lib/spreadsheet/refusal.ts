import type { ImportRefusal } from '../../../shared/api/import'

/** One cell as read: text, a number, yes/no, or nothing. */
export type SheetCell = string | number | boolean | null

/** The bounds a file must keep to be read at all (IMPORT_LIMITS by default). */
export interface SheetLimits {
  /** Data rows, the header row not counted. */
  maxRows: number
  /** Entries in an xlsx's zip. */
  maxEntries: number
  /** Uncompressed bytes of all entries, as declared and as inflated. */
  maxUncompressedBytes: number
  /** Columns of a row. */
  maxColumns: number
  /** Characters of one cell. */
  maxCellChars: number
  /** Cells of the sheet (every cell element, empty or not; for CSV every field). */
  maxCells: number
  /** Shared strings of an xlsx. */
  maxSharedStrings: number
  /** Characters of all the shared strings, and of all the cells' texts. */
  maxTextChars: number
}

/** The file is not read: why, in the words of the import's answer. The only error the reader throws. */
export class SpreadsheetRefused extends Error {
  constructor(
    readonly reason: ImportRefusal,
    options?: ErrorOptions,
  ) {
    super(`Spreadsheet refused: ${reason}`, options)
    this.name = 'SpreadsheetRefused'
  }
}

export function refuse(reason: ImportRefusal): never {
  throw new SpreadsheetRefused(reason)
}
