/**
 * Days as the server keeps them: the Unix seconds of a day's midnight in India (no daylight saving), shown and typed
 * as the date field's yyyy-MM-dd. The one place for India's day, on both sides: the forms that send days (test
 * drives, tickets, service requests, vehicle models), the server's day rules, the spreadsheet reader and the seeds.
 */

/** India's offset from UTC (no daylight saving). */
export const IST_SECONDS = 330 * 60
export const DAY_SECONDS = 86_400
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const pad = (n: number) => String(n).padStart(2, '0')

/** The India day (Unix seconds of its midnight) holding the instant `seconds`. */
export const indiaMidnight = (seconds: number): number => Math.floor((seconds + IST_SECONDS) / DAY_SECONDS) * DAY_SECONDS - IST_SECONDS

/** The Unix seconds of the midnight in India of a calendar day; undefined when the day does not exist. */
export function calendarDayToIndiaSeconds(year: number, month: number, day: number): number | undefined {
  const at = new Date(Date.UTC(year, month - 1, day))
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined
  return at.getTime() / 1000 - IST_SECONDS
}

/** yyyy-MM-dd → the Unix seconds of that day's midnight in India; undefined when blank or not a real day. */
export function dayToIndiaSeconds(day: string): number | undefined {
  const m = DAY.exec(day.trim())
  return m ? calendarDayToIndiaSeconds(Number(m[1]), Number(m[2]), Number(m[3])) : undefined
}

/** Unix seconds → the yyyy-MM-dd of that moment in India; '' for none. */
export function indiaSecondsToDay(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  const d = new Date((seconds + IST_SECONDS) * 1000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Today in India as yyyy-MM-dd. */
export const todayInIndia = (now = Date.now()) => indiaSecondsToDay(Math.floor(now / 1000))

/** A moment's wall clock in India: the one source of the day, hour and minute every screen and export shows. */
export interface IndiaClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall clock in India at `ms` (milliseconds since the epoch), whatever the browser's or the server's zone. */
export function indiaClock(ms: number): IndiaClock {
  const d = new Date(ms + IST_SECONDS * 1000)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  }
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** A day and time in India as `yyyy-MM-ddTHH:mm` (a date-time field's value) → Unix seconds; undefined when not real. */
export function indiaDateTimeToSeconds(value: string): number | undefined {
  const m = DATE_TIME.exec(value.trim())
  if (!m) return undefined
  const midnight = calendarDayToIndiaSeconds(Number(m[1]), Number(m[2]), Number(m[3]))
  const h = Number(m[4])
  const min = Number(m[5])
  const s = m[6] === undefined ? 0 : Number(m[6])
  if (midnight === undefined || h > 23 || min > 59 || s > 59) return undefined
  return midnight + h * 3600 + min * 60 + s
}

/** Unix seconds → the `yyyy-MM-ddTHH:mm` of that moment in India (a date-time field's value); '' for none. */
export function indiaSecondsToDateTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  const c = indiaClock(seconds * 1000)
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`
}

/** The last second of a `yyyy-MM-dd` day in India (a range's end includes its whole day); undefined when not real. */
export function dayEndToIndiaSeconds(day: string): number | undefined {
  const start = dayToIndiaSeconds(day)
  return start === undefined ? undefined : start + DAY_SECONDS - 1
}
