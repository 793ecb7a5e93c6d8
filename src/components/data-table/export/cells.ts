import {
  DASH,
  fieldValue,
  formatDateTime,
  formatDay,
  formatDuration,
  joinList,
  mapped,
  personName,
  plainText,
  toBoolean,
} from '../formatters'

/** How an exported column turns a row's value into a cell; the same text as the table shows. */
export type ExportKind = 'text' | 'number' | 'date' | 'day' | 'boolean' | 'list' | 'duration' | 'person' | 'map'

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

export type CellValue = string | number | null

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
    case 'date':
      return blankDash(formatDateTime(value))
    case 'day':
      return blankDash(formatDay(value))
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
