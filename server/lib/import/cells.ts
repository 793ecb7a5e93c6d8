import { headerKey, IMPORT_MESSAGES as IM, type ImportColumn } from '../../../shared/api/import'
import { calendarDayToIndiaSeconds } from '../../../shared/india-day'
import { isSafeText } from '../../../shared/input-safety'
import type { SheetCell } from '../spreadsheet'

/**
 * From a sheet's cells to a form's input, by the template's column kinds: what the form would have received had the
 * row been typed into it (texts, rupees as text, days as Unix seconds, yes/no as booleans, list values as their keys).
 * A cell that cannot be read as its kind gets the kind's message; the form's schema checks the rest.
 */

/** Excel's day 0 (1899-12-30, in the 1900 date system, which counts a 29 February 1900 that never was). */
const EXCEL_EPOCH_DAYS = -25_569

/** The Unix seconds of the midnight (India) of a calendar day; null when the day does not exist. */
function dayToSeconds(year: number, month: number, day: number): number | null {
  if (year < 1900 || year > 9999) return null
  return calendarDayToIndiaSeconds(year, month, day) ?? null
}

/** dd/MM/yyyy (or dd-MM-yyyy, dd.MM.yyyy), yyyy-MM-dd (a date cell), or an Excel serial day number. */
export function readDay(cell: SheetCell): number | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null
    const days = Math.floor(cell) + EXCEL_EPOCH_DAYS
    const d = new Date(days * 86_400_000)
    return dayToSeconds(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
  }
  if (typeof cell !== 'string') return null
  const s = cell.trim()
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (m) return dayToSeconds(Number(m[1]), Number(m[2]), Number(m[3]))
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s)
  if (m) return dayToSeconds(Number(m[3]), Number(m[2]), Number(m[1]))
  return null
}

const YES = new Set(['yes', 'y', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0'])

function readYesNo(cell: SheetCell): boolean | null {
  if (typeof cell === 'boolean') return cell
  const s = String(cell).trim().toLowerCase()
  if (YES.has(s)) return true
  if (NO.has(s)) return false
  return null
}

/** A number cell as the text a person would have typed: whole or with its decimals, never in exponent form. */
function numberText(n: number): string | null {
  if (!Number.isFinite(n)) return null
  if (Number.isInteger(n)) return Math.abs(n) < 1e21 ? BigInt(n).toString() : null
  // Spreadsheets store 85000.1 as the nearest double: its shortest decimal form, never rounded to fewer decimals
  // (12.345 stays 12.345, and the form's rules refuse it where two decimals are the most).
  const text = String(Number(n.toPrecision(15)))
  return /e/i.test(text) ? null : text
}

/** An amount cell as rupee text with two decimals when it was a number. */
function moneyText(cell: SheetCell): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0 || Math.abs(cell * 100 - Math.round(cell * 100)) > 1e-6) return null
    return cell.toFixed(2)
  }
  return String(cell).trim()
}

export interface CellProblem {
  key: string
  message: string
}

const isBlank = (cell: SheetCell | undefined) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')

/**
 * A row's form input (keyed by the columns' keys; blank cells left out) and the cells that could not be read. `at`
 * gives a column's cell in the row.
 */
export function rowInput(
  columns: readonly ImportColumn[],
  at: (column: ImportColumn) => SheetCell | undefined,
): { input: Record<string, unknown>; problems: CellProblem[] } {
  const input: Record<string, unknown> = {}
  const problems: CellProblem[] = []
  for (const column of columns) {
    const cell = at(column)
    if (isBlank(cell)) continue
    const value = cell as Exclude<SheetCell, null>
    const problem = (message: string) => problems.push({ key: column.key, message })
    // NUL, other control characters and lone surrogates: nothing a form takes, and PostgreSQL refuses some of them.
    if (typeof value === 'string' && !isSafeText(value)) {
      problem(IM.invalidCharacters)
      continue
    }
    switch (column.kind) {
      case 'text':
        input[column.key] = typeof value === 'number' ? (numberText(value) ?? String(value)) : String(value).trim()
        break
      case 'money': {
        const text = moneyText(value)
        if (text === null) problem(IM.invalidAmount)
        else input[column.key] = text
        break
      }
      case 'percent':
        // "5%" as a percentage-formatted cell reads, or as typed.
        input[column.key] = typeof value === 'number' ? (numberText(value) ?? String(value)) : String(value).trim().replace(/\s*%$/, '')
        break
      case 'date': {
        const seconds = readDay(value)
        if (seconds === null) problem(IM.invalidDate)
        else input[column.key] = seconds
        break
      }
      case 'boolean': {
        const yes = readYesNo(value)
        if (yes === null) problem(IM.invalidYesNo)
        else input[column.key] = yes
        break
      }
      case 'enum': {
        const wanted = headerKey(String(value))
        const found = column.values?.find((v) => headerKey(v) === wanted)
        if (found === undefined) problem(IM.invalidChoice)
        else input[column.key] = found
        break
      }
    }
  }
  return { input, problems }
}

/**
 * Which sheet column each template column is in, from the header row: a header matches a column's header or its key
 * without case, spaces or punctuation ("Customer mobile *", "customerMobileNo"). Unknown headers are ignored; the
 * first of two equal headers wins. Answers the positions and the required columns that are missing.
 */
export function mapHeaders(
  columns: readonly ImportColumn[],
  header: readonly SheetCell[],
): { position: Map<string, number>; missing: string[] } {
  const byName = new Map<string, ImportColumn>()
  for (const c of columns) {
    byName.set(headerKey(c.header), c)
    byName.set(headerKey(c.key), c)
  }
  const position = new Map<string, number>()
  header.forEach((cell, index) => {
    if (cell === null) return
    const column = byName.get(headerKey(String(cell)))
    if (column && !position.has(column.key)) position.set(column.key, index)
  })
  const missing = columns.filter((c) => c.required && !position.has(c.key)).map((c) => c.header)
  return { position, missing }
}

export { isBlank }
