import { IST_SECONDS } from '@shared/india-day'
import { DASH, fieldValue, formatDuration, joinList, mapped, personName, plainText, toBoolean, toDate } from '../formatters'

/** How an exported column turns a row's value into a cell; the same text as the table shows. */
export type ExportKind = 'text' | 'number' | 'date' | 'day' | 'boolean' | 'list' | 'duration' | 'person' | 'map' | 'money'

/** A column of the export as the worker receives it: plain data, labels already translated. */
export interface ExportColumn {
  /** Dotted path of the field in the row. */
  field: string
  header: string
  kind: ExportKind
  /** Column width in characters. */
  width?: number
  /** For 'map' and 'list' (value → label) and 'boolean' ('true' / 'false' → label). */
  labels?: Readonly<Record<string, string>>
  /** The text of an empty value (the table shows the same). */
  fallback?: string
}

/**
 * A date cell: the spreadsheet's serial day number of the India wall-clock time the table shows (so the sheet reads
 * the same dd/MM/yyyy HH:mm:ss as the cell), written with a date format; `day` for a date without its time.
 */
export class SheetDate {
  constructor(
    readonly serial: number,
    readonly day: boolean,
  ) {}
}

/**
 * A money cell: the rupee amount as a number (paise / 100), written with a number format that reads as the table
 * shows it (₹ with Indian digit grouping and two decimals), so the sheet can still sum it.
 */
export class SheetMoney {
  constructor(readonly rupees: number) {}
}

/** Integer paise as a money cell; null when it is not an amount. */
export function sheetMoney(value: unknown): SheetMoney | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN
  return Number.isSafeInteger(n) ? new SheetMoney(n / 100) : null
}

/** Text, a number, a date, money, or an empty cell. */
export type CellValue = string | number | null | SheetDate | SheetMoney

const DAY_MS = 86_400_000
/** The serial number of 1970-01-01 (spreadsheets count days from 1899-12-30). */
const UNIX_EPOCH_SERIAL = 25_569

/**
 * A table date (Unix seconds or ISO text) as a date cell of India's wall clock (as the table shows it, whatever the
 * browser's zone); null when unset, zero or invalid.
 */
export function sheetDate(value: unknown, day: boolean): SheetDate | null {
  const d = toDate(value)
  if (!d) return null
  const wallSeconds = Math.floor(d.getTime() / 1000) + IST_SECONDS
  const wall = day ? Math.floor(wallSeconds / 86_400) * DAY_MS : wallSeconds * 1000
  return new SheetDate(wall / DAY_MS + UNIX_EPOCH_SERIAL, day)
}

/** The cell of one row and column. Numbers stay numbers; a missing value is an empty cell. */
export function exportCell(row: unknown, column: ExportColumn): CellValue {
  const value = fieldValue(row, column.field)
  if (column.fallback !== undefined && (value === null || value === undefined || value === '')) return column.fallback
  switch (column.kind) {
    case 'number': {
      if (value === null || value === undefined || value === '') return null
      const n = typeof value === 'number' ? value : Number(value)
      return Number.isFinite(n) ? n : String(value)
    }
    case 'money':
      return sheetMoney(value)
    case 'date':
      return sheetDate(value, false)
    case 'day':
      return sheetDate(value, true)
    case 'boolean': {
      const b = toBoolean(value)
      return b === null ? null : (column.labels?.[String(b)] ?? String(b))
    }
    case 'list':
      return blankDash(joinList(value, column.labels))
    case 'duration':
      return blankDash(formatDuration(value))
    case 'person':
      return blankDash(personName(value))
    case 'map':
      return blankDash(mapped(value, column.labels ?? {}))
    case 'text':
      return blankDash(plainText(value))
  }
}

/** The table's dash for "nothing" is an empty cell in the sheet. */
function blankDash(text: string): string | null {
  return text === DASH ? null : text
}
