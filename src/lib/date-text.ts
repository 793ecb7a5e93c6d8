/**
 * The one date format of the console (spec 000 section 9: dd/MM/yyyy, times 24-hour) for the text that is typed and
 * shown in the date fields, and the values the forms keep, which stay those of the native inputs the fields replace:
 * a day as `yyyy-MM-dd`, a day and time as `yyyy-MM-ddTHH:mm` (the datetime-local text). Plain functions, no React.
 */

/** The day part of every value: `yyyy-MM-dd`. */
export type DayValue = string
/** A day and time: `yyyy-MM-ddTHH:mm`. */
export type DateTimeValue = string

/** Years a field takes (four digits, as typed; the native inputs' half-typed 0002 or 0202 never counts). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 9999

const pad = (n: number) => String(n).padStart(2, '0')

/** Whether y-m-d is a day of the calendar (no 31 February, no month 13) within the years taken. */
function isRealDay(y: number, m: number, d: number): boolean {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return false
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** Whether h:mm is a time of a 24-hour clock (00:00 to 23:59; 24:00 is not). */
function isRealTime(h: number, min: number): boolean {
  return h >= 0 && h <= 23 && min >= 0 && min <= 59
}

const dayValue = (y: number, m: number, d: number): DayValue => `${y}-${pad(m)}-${pad(d)}`

// Typed text: day and month with one or two digits, a four-digit year; hours one or two digits, minutes two.
const DAY_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const TIME_TEXT = /^(\d{1,2}):(\d{2})$/
const DATE_TIME_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/
// Values.
const DAY_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/

/**
 * Typed `dd/MM/yyyy` → the `yyyy-MM-dd` value; '' for blank text; null when it is not a real day in that format
 * (31/02/2026, 2026-03-01, 1/3/26 are all null: nothing is guessed or rolled over).
 */
export function parseDayText(text: string): DayValue | null {
  const s = text.trim()
  if (s === '') return ''
  const m = DAY_TEXT.exec(s)
  if (!m) return null
  const d = Number(m[1])
  const mo = Number(m[2])
  const y = Number(m[3])
  return isRealDay(y, mo, d) ? dayValue(y, mo, d) : null
}

/** Typed `HH:mm` (24-hour) → `HH:mm`; null for anything else (24:00, 9:5, 7pm). */
export function parseTimeText(text: string): string | null {
  const m = TIME_TEXT.exec(text.trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  return isRealTime(h, min) ? `${pad(h)}:${pad(min)}` : null
}

/** Typed `dd/MM/yyyy HH:mm` → the `yyyy-MM-ddTHH:mm` value; '' for blank text; null when not a real day and time. */
export function parseDateTimeText(text: string): DateTimeValue | null {
  const s = text.trim()
  if (s === '') return ''
  const m = DATE_TIME_TEXT.exec(s)
  if (!m) return null
  const d = Number(m[1])
  const mo = Number(m[2])
  const y = Number(m[3])
  const h = Number(m[4])
  const min = Number(m[5])
  if (!isRealDay(y, mo, d) || !isRealTime(h, min)) return null
  return `${dayValue(y, mo, d)}T${pad(h)}:${pad(min)}`
}

/** The parts of a `yyyy-MM-dd` value (or the day of a date-time value); null when it is not a real day. */
function valueParts(value: string): { y: number; m: number; d: number; h: number; min: number } | null {
  const dt = DATE_TIME_VALUE.exec(value)
  const m = dt ?? DAY_VALUE.exec(value)
  if (!m) return null
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  const h = dt ? Number(dt[4]) : 0
  const min = dt ? Number(dt[5]) : 0
  if (!isRealDay(y, mo, d) || !isRealTime(h, min)) return null
  return { y, m: mo, d, h, min }
}

/** A `yyyy-MM-dd` value → `dd/MM/yyyy`; '' for an empty or invalid value. */
export function formatDayText(value: string): string {
  const p = DAY_VALUE.test(value) ? valueParts(value) : null
  return p ? `${pad(p.d)}/${pad(p.m)}/${p.y}` : ''
}

/** A `yyyy-MM-ddTHH:mm` value (seconds ignored) → `dd/MM/yyyy HH:mm`; '' for an empty or invalid value. */
export function formatDateTimeText(value: string): string {
  const p = DATE_TIME_VALUE.test(value) ? valueParts(value) : null
  return p ? `${pad(p.d)}/${pad(p.m)}/${p.y} ${pad(p.h)}:${pad(p.min)}` : ''
}

/** The day (`yyyy-MM-dd`) of a day or date-time value; '' when it is neither. */
export function dayOfValue(value: string): DayValue {
  const p = valueParts(value)
  return p ? dayValue(p.y, p.m, p.d) : ''
}

/** The `HH:mm` of a date-time value; '' for a plain day or an invalid value. */
export function timeOfValue(value: string): string {
  const p = DATE_TIME_VALUE.test(value) ? valueParts(value) : null
  return p ? `${pad(p.h)}:${pad(p.min)}` : ''
}

/** A local Date at the start of a value's day (for the calendar); undefined for an empty or invalid value. */
export function dateOfValue(value: string): Date | undefined {
  const p = valueParts(value)
  return p ? new Date(p.y, p.m - 1, p.d) : undefined
}

/** A local Date's day as `yyyy-MM-dd`. */
export function dayValueOf(date: Date): DayValue {
  return dayValue(date.getFullYear(), date.getMonth() + 1, date.getDate())
}

/** Why a typed text is refused: not a date (or time) in the format, or outside the field's min / max. */
export type DateTextProblem = 'format' | 'beforeMin' | 'afterMax'

export type DateTextResult = { ok: true; value: string } | { ok: false; problem: DateTextProblem }

/**
 * Reads a field's text: `withTime` takes `dd/MM/yyyy HH:mm`, else `dd/MM/yyyy`. `min` / `max` are values of the same
 * kind (a plain day bounds a date-time by its day), inclusive. Blank text is the empty value.
 */
export function readDateText(
  text: string,
  { withTime = false, min, max }: { withTime?: boolean; min?: string; max?: string } = {},
): DateTextResult {
  const value = withTime ? parseDateTimeText(text) : parseDayText(text)
  if (value === null) return { ok: false, problem: 'format' }
  if (value === '') return { ok: true, value }
  if (min && compareValues(value, min) < 0) return { ok: false, problem: 'beforeMin' }
  if (max && compareValues(value, max) > 0) return { ok: false, problem: 'afterMax' }
  return { ok: true, value }
}

/**
 * Orders two values; a plain day compared with a date-time compares their days only. The formats sort as text, so
 * this is a string comparison of the common prefix.
 */
export function compareValues(a: string, b: string): number {
  const n = a.length === 10 || b.length === 10 ? 10 : Math.max(a.length, b.length)
  const x = a.slice(0, n)
  const y = b.slice(0, n)
  return x < y ? -1 : x > y ? 1 : 0
}

/** A value shown as the text of its field (`dd/MM/yyyy` or `dd/MM/yyyy HH:mm`). */
export function formatValueText(value: string, withTime: boolean): string {
  return withTime ? formatDateTimeText(value) : formatDayText(value)
}

/** A day picked in the calendar as the field's value: the day, with the time `time` (else 00:00) for a date-time field. */
export function valueOfPickedDay(date: Date, withTime: boolean, time: string): string {
  const day = dayValueOf(date)
  return withTime ? `${day}T${parseTimeText(time) ?? '00:00'}` : day
}
