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
