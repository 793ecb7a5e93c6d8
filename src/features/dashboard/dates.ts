import { defaultRange, type DayId, type GraphType } from '@shared/api/dashboard'
import { calendarDayToIndiaSeconds, dayToIndiaSeconds, IST_SECONDS, indiaSecondsToDay } from '@shared/india-day'
import { changeEnd, changeStart, isCompleteDay, type DateRangeValue } from '@/lib/date-range'
import type { SecondsRange } from './api'

/**
 * The dashboards' dates, without React: the default range (spec 001 section 9), the palette's presets, the date rule
 * (spec 001 section 5) for ranges arriving in the address, and the texts of the charts' buckets. Days are India days
 * written `yyyy-MM-dd` (the shared date field's value); the calls take the Unix seconds of their midnights.
 */

export const DATE_PRESETS = ['last7', 'thisMonth', 'thisYear'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

const pad = (n: number) => String(n).padStart(2, '0')

/** The India calendar day of an instant (ms) as year, month (1-12) and day. */
function indiaParts(nowMs: number): { y: number; m: number; d: number } {
  const at = new Date(nowMs + IST_SECONDS * 1000)
  return { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() }
}

/** Spec 001 section 9: the first day of this month to the 28th of the next month (India days). */
export function defaultDays(nowMs: number): DateRangeValue {
  const r = defaultRange(Math.floor(nowMs / 1000))
  return { start: indiaSecondsToDay(r.startDate), end: indiaSecondsToDay(r.endDate) }
}

/** A preset's range: the last 7 days through today, this calendar month, or this calendar year. */
export function presetDays(preset: DatePreset, nowMs: number): DateRangeValue {
  const { y, m, d } = indiaParts(nowMs)
  switch (preset) {
    case 'last7': {
      const today = calendarDayToIndiaSeconds(y, m, d)!
      return { start: indiaSecondsToDay(today - 6 * 86_400), end: indiaSecondsToDay(today) }
    }
    case 'thisMonth': {
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
      return { start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(last)}` }
    }
    case 'thisYear':
      return { start: `${y}-01-01`, end: `${y}-12-31` }
  }
}

/**
 * The range a screen shows for the days in its address: each side that is a real day is kept, the other falls back to
 * the default; a pair breaking the date rule (start after end) gives the default whole.
 */
export function rangeOrDefault(start: string | undefined, end: string | undefined, nowMs: number): DateRangeValue {
  const d = defaultDays(nowMs)
  const s = start && isCompleteDay(start) ? start : undefined
  const e = end && isCompleteDay(end) ? end : undefined
  if (!s && !e) return d
  const range = { start: s ?? (e! < d.start ? e! : d.start), end: e ?? (s! > d.end ? s! : d.end) }
  return range.start <= range.end ? range : d
}

/** Spec 001 section 5 for one side's change: the new range, or which message refuses it. */
export function changeDay(range: DateRangeValue, side: 'start' | 'end', day: string) {
  return side === 'start' ? changeStart(range, day) : changeEnd(range, day)
}

/** The days as the calls take them: the Unix seconds of each day's midnight in India. */
export function daysToSeconds(range: DateRangeValue): SecondsRange {
  const out: SecondsRange = {}
  const s = dayToIndiaSeconds(range.start)
  const e = dayToIndiaSeconds(range.end)
  if (s !== undefined) out.startDate = s
  if (e !== undefined) out.endDate = e
  return out
}

/** The Unix ms of the start of a result's `_id` day (month and year groupings start on their first day). */
export function dayIdMs(id: DayId): number {
  return (calendarDayToIndiaSeconds(id.year, id.month ?? 1, id.day ?? 1) ?? 0) * 1000
}

/** A result's `_id` as text: dd/MM/yyyy, MM/yyyy or yyyy. */
export function dayIdText(id: DayId): string {
  if (id.month === null) return String(id.year)
  if (id.day === null) return `${pad(id.month)}/${id.year}`
  return `${pad(id.day)}/${pad(id.month)}/${id.year}`
}

/** A call bucket's start (Unix seconds) as text fitting its grouping, in India time. */
export function bucketText(at: number, graphType: GraphType): string {
  const t = new Date((at + IST_SECONDS) * 1000)
  const day = `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}`
  switch (graphType) {
    case 'Hour':
      return `${day} ${pad(t.getUTCHours())}:00`
    case 'Day':
    case 'Week':
      return `${day}/${t.getUTCFullYear()}`
    case 'Month':
      return `${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`
    case 'Year':
      return String(t.getUTCFullYear())
  }
}

/** A booking-count period's start (Unix seconds) as text: dd/MM/yyyy, MM/yyyy or yyyy (India). */
export function periodText(at: number, unit: 'day' | 'month' | 'year'): string {
  return bucketText(at, unit === 'day' ? 'Day' : unit === 'month' ? 'Month' : 'Year')
}

/** dd/MM/yyyy of a day value, for summaries. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-')
  return y && m && d ? `${d}/${m}/${y}` : ''
}
