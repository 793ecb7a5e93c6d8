/**
 * Days as the server keeps them: the Unix seconds of a day's midnight in India (no daylight saving), shown and typed
 * as the date field's yyyy-MM-dd. One place for every screen that sends such days (test drives, tickets).
 */

/** India's offset from UTC. */
const IST_SECONDS = 330 * 60
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-MM-dd → the Unix seconds of that day's midnight in India; undefined when blank or not a real day. */
export function dayToIndiaSeconds(day: string): number | undefined {
  const m = DAY.exec(day.trim())
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const at = new Date(Date.UTC(y, mo - 1, d))
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return undefined
  return at.getTime() / 1000 - IST_SECONDS
}

/** Unix seconds → the yyyy-MM-dd of that moment in India; '' for none. */
export function indiaSecondsToDay(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  const d = new Date((seconds + IST_SECONDS) * 1000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Today in India as yyyy-MM-dd. */
export const todayInIndia = (now = Date.now()) => indiaSecondsToDay(Math.floor(now / 1000))
