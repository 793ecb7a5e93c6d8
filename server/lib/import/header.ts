import type { ImportColumn } from '../../../shared/api/import'
import type { Db } from '../../db/client'
import { organisationSettings } from '../option-lists'
import type { SheetCell } from '../spreadsheet'
import { mapHeaders } from './cells'

/** Where the header row is searched, as sheet row numbers (1 is the first row), both included. */
export interface HeaderRows {
  start: number
  end: number
}

/**
 * Without the options module: the header is searched in rows 1 and 2, so the templates (the header in row 1, data
 * from row 2) read as they always have. The options module's default settings are the same (1 and 2).
 */
export const DEFAULT_HEADER_ROWS: HeaderRows = { start: 1, end: 2 }

/** The organisation settings' header start and end rows (issue 21), read per import; the default without them. */
export async function headerRows(db: Pick<Db, 'execute'>): Promise<HeaderRows> {
  const settings = await organisationSettings(db)
  return settings ? { start: settings.headerStartRow, end: settings.headerEndRow } : DEFAULT_HEADER_ROWS
}

export interface FoundHeader {
  /** The header's index in the sheet (its row number less one); the data rows are the ones after it. */
  index: number
  position: Map<string, number>
  missing: string[]
}

/**
 * The header row of a sheet: the first row from `rows.start` to `rows.end` that names every required column; when none
 * does, the one that misses the fewest (the earliest of equals), whose missing columns the import reports.
 */
export function findHeader(columns: readonly ImportColumn[], sheet: readonly SheetCell[][], rows: HeaderRows): FoundHeader {
  let best: FoundHeader | null = null
  for (let row = rows.start; row <= Math.min(rows.end, sheet.length); row++) {
    const found = { index: row - 1, ...mapHeaders(columns, sheet[row - 1] ?? []) }
    if (found.missing.length === 0) return found
    if (!best || found.missing.length < best.missing.length) best = found
  }
  return best ?? { index: rows.start - 1, ...mapHeaders(columns, []) }
}
