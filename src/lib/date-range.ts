/**
 * The date-range rule of spec 000 section 5: the start may not be after the end and the end may not precede the
 * start; a change that would break it is refused (the picker keeps start ≤ end) and the caller shows the toast.
 * Plain functions over the `yyyy-MM-dd` text of a date input, without React or translations.
 */
import { dayEndToIndiaSeconds, dayToIndiaSeconds } from '@shared/india-day'

/** A start/end pair as the values of two date inputs (`yyyy-MM-dd`); '' means open on that side. */
export interface DateRangeValue {
  start: string
  end: string
}

export const EMPTY_RANGE: DateRangeValue = { start: '', end: '' }

/** Why a change was refused; the picker maps it to 'Start date cannot be after end date' / 'End date cannot be before start date'. */
export type DateRangeRefusal = 'startAfterEnd' | 'endBeforeStart'

export type DateRangeChange = { ok: true; range: DateRangeValue } | { ok: false; reason: DateRangeRefusal }

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a real calendar day in `yyyy-MM-dd`; null for anything else (incomplete, 31 February…). */
function dayParts(value: string): { y: number; m: number; d: number } | null {
  const match = DAY.exec(value)
  if (!match) return null
  const y = Number(match[1])
  const m = Number(match[2])
  const d = Number(match[3])
  if (m < 1 || m > 12 || d < 1) return null
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  if (d > last) return null
  return { y, m, d }
}

/**
 * Whether a date input's value is a finished day worth applying. While a year is being typed a date input reports
 * 0002, 0020, 0202 before 2026; those (years before 1900) are drafts, not choices.
 */
export function isCompleteDay(value: string): boolean {
  const p = dayParts(value)
  return p !== null && p.y >= 1900 && p.y <= 9999
}

/** Sets the start; refused when it would fall after the end. An empty value clears the start. */
export function changeStart(range: DateRangeValue, start: string): DateRangeChange {
  if (start !== '' && range.end !== '' && start > range.end) return { ok: false, reason: 'startAfterEnd' }
  return { ok: true, range: { start, end: range.end } }
}

/** Sets the end; refused when it would fall before the start. An empty value clears the end. */
export function changeEnd(range: DateRangeValue, end: string): DateRangeChange {
  if (end !== '' && range.start !== '' && end < range.start) return { ok: false, reason: 'endBeforeStart' }
  return { ok: true, range: { start: range.start, end } }
}

/** Applies a change to one side. */
export function changeRange(range: DateRangeValue, side: 'start' | 'end', value: string): DateRangeChange {
  return side === 'start' ? changeStart(range, value) : changeEnd(range, value)
}

/** A day's midnight in India as Unix seconds (the business's day, whatever the browser's zone); undefined when invalid. */
export function dayStartSeconds(value: string): number | undefined {
  return dayParts(value) ? dayToIndiaSeconds(value) : undefined
}

/** The last second of a day in India as Unix seconds (the end of a range includes its whole day). */
export function dayEndSeconds(value: string): number | undefined {
  return dayParts(value) ? dayEndToIndiaSeconds(value) : undefined
}

/** The range as the Unix seconds the list calls take (`startDate`, `endDate`); open sides are left out. */
export function rangeToSeconds(range: DateRangeValue): { startDate?: number; endDate?: number } {
  const out: { startDate?: number; endDate?: number } = {}
  const startDate = dayStartSeconds(range.start)
  const endDate = dayEndSeconds(range.end)
  if (startDate !== undefined) out.startDate = startDate
  if (endDate !== undefined) out.endDate = endDate
  return out
}
