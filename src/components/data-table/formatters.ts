/**
 * The text of the table's special cells (spec 001 section 2 "Special cells", section 9 date display). Plain
 * functions without React or translations: the export worker formats the same way as the table. Labels that need
 * translating (call status, user types, yes/no) are passed in.
 *
 * The one formatter of a day (`formatDay`) and of a moment (`formatDateTime`, `formatDateMinutes`, `formatClock`) on
 * every screen: always the business's clock, India, whatever the browser's zone (docs/dates.md). A unit test
 * (tests/unit/date-formatters-only.test.ts) refuses any other date formatting in the client.
 */
import { dayToIndiaSeconds, indiaClock, type IndiaClock } from '@shared/india-day'

/** Shown for an unset or zero date and for missing values. */
export const DASH = '-'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Unix seconds (or an ISO text, a `yyyy-MM-dd` day — its midnight in India —, or a Date) as a Date; null for unset,
 * zero or invalid values.
 */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null
  let date: Date
  if (typeof value === 'number') date = new Date(value * 1000)
  else if (typeof value === 'string' && /^\d+$/.test(value)) date = new Date(Number(value) * 1000)
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const seconds = dayToIndiaSeconds(value)
    if (seconds === undefined) return null
    date = new Date(seconds * 1000)
  } else if (typeof value === 'string') date = new Date(value)
  else if (value instanceof Date) date = value
  else return null
  return Number.isNaN(date.getTime()) ? null : date
}

/** A value's wall clock in India; null when unset, zero or invalid. */
export function clockOf(value: unknown): IndiaClock | null {
  const d = toDate(value)
  return d ? indiaClock(d.getTime()) : null
}

const dayText = (c: IndiaClock) => `${pad(c.day)}/${pad(c.month)}/${c.year}`

/** dd/MM/yyyy HH:mm:ss in India; '-' when unset or 0. */
export function formatDateTime(value: unknown): string {
  const c = clockOf(value)
  return c ? `${dayText(c)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : DASH
}

/** dd/MM/yyyy HH:mm (24-hour) in India; '-' when unset or 0. */
export function formatDateMinutes(value: unknown): string {
  const c = clockOf(value)
  return c ? `${dayText(c)} ${pad(c.hour)}:${pad(c.minute)}` : DASH
}

/** dd/mm/yyyy of the day in India; '-' when unset or 0. */
export function formatDay(value: unknown): string {
  const c = clockOf(value)
  return c ? dayText(c) : DASH
}

/** HH:mm (24-hour) in India, or HH:mm:ss with `seconds`; '-' when unset or 0. */
export function formatClock(value: unknown, { seconds = false }: { seconds?: boolean } = {}): string {
  const c = clockOf(value)
  if (!c) return DASH
  return seconds ? `${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` : `${pad(c.hour)}:${pad(c.minute)}`
}

/** dd-MM-yyyy of the day in India, for file names (`Users_20-11-2026.xlsx`). */
export function fileDate(d: Date): string {
  const c = indiaClock(d.getTime())
  return `${pad(c.day)}-${pad(c.month)}-${c.year}`
}

/** The export's file name: the page name plus the current date (spec 001 section 7 "Export"). */
export function exportFileName(pageName: string, now: Date): string {
  const safe =
    pageName
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Export'
  return `${safe}_${fileDate(now)}.xlsx`
}

/** A duration in seconds as `Xmin:YYsec` (75 → 1min:15sec; spec 001 section 2's crmDuration). */
export function formatDuration(seconds: unknown): string {
  const n = typeof seconds === 'number' ? seconds : typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : NaN
  if (!Number.isFinite(n) || n < 0) return DASH
  const whole = Math.floor(n)
  return `${Math.floor(whole / 60)}min:${pad(whole % 60)}sec`
}

/** A list shown comma-joined, each item through `labels` when given (spec 001 section 2's marketingSource). */
export function joinList(value: unknown, labels?: Readonly<Record<string, string>>): string {
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined && v !== '').map((v) => (labels ? mapped(v, labels) : String(v)))
    return items.length > 0 ? items.join(', ') : DASH
  }
  return value === null || value === undefined || value === '' ? DASH : String(value)
}

/** The first and last name of a person object (spec 001 section 2's crmAssignedTo). */
export function personName(value: unknown): string {
  if (!value || typeof value !== 'object') return DASH
  const { fname, lname } = value as { fname?: unknown; lname?: unknown }
  const text = [fname, lname].filter((p) => typeof p === 'string' && p.trim()).join(' ')
  return text || DASH
}

/** A value through a label map (an enum's labels); unknown values as they are, missing ones as '-'. */
export function mapped(value: unknown, labels: Readonly<Record<string, string>>): string {
  if (value === null || value === undefined || value === '') return DASH
  const key = String(value)
  return labels[key] ?? key
}

/** A boolean (or 'true'/'false', 1/0) as true/false; null when it is neither. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (value === 1 || value === 'true' || value === '1') return true
  if (value === 0 || value === 'false' || value === '0') return false
  return null
}

/** Plain text of any other value; '-' for nothing. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return DASH
  if (typeof value === 'object') {
    const title = (value as { title?: unknown; name?: unknown }).title ?? (value as { name?: unknown }).name
    return typeof title === 'string' ? title : DASH
  }
  return String(value)
}

/**
 * Row tint by status (spec 001 section 2): 'Booked' or empty green, 'Completed' orange, anything else none. Stored
 * values are compared without case ('booked', the bookings' stage keys, is Booked).
 */
export function statusTone(status: unknown): 'green' | 'orange' | null {
  if (status === null || status === undefined || status === '') return 'green'
  const key = typeof status === 'string' ? status.toLowerCase() : ''
  if (key === 'booked') return 'green'
  if (key === 'completed') return 'orange'
  return null
}

/** Digits grouped the Indian way: the last three, then pairs (12345678 → '1,23,45,678'). */
function indianGroups(whole: string): string {
  if (whole.length <= 3) return whole
  const head = whole.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`
}

/**
 * Integer paise as rupees: ₹ with Indian digit grouping and two decimals (12345650 → '₹1,23,456.50', a negative
 * amount '-₹…'); '-' for no amount. Integer arithmetic only, so no rounding.
 */
export function formatMoney(paise: unknown): string {
  const n = typeof paise === 'number' ? paise : typeof paise === 'string' && /^-?\d+$/.test(paise.trim()) ? Number(paise) : NaN
  if (!Number.isSafeInteger(n)) return DASH
  const abs = Math.abs(n)
  const text = `₹${indianGroups(String(Math.floor(abs / 100)))}.${pad(abs % 100)}`
  return n < 0 ? `-${text}` : text
}

/** Reads a field by a dotted path (`estimateData.estimateUrl`). */
export function fieldValue(row: unknown, path: string): unknown {
  let cur: unknown = row
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined
    cur = (cur as Record<string, unknown>)[part]
  }
  return cur
}
