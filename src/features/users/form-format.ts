import { normaliseVehicleNo } from '@shared/api/users'
import { todayInIndia } from '@shared/india-day'

/** The user form's formats: the vehicle number as displayed, and dates between the date inputs and Unix seconds. */

/** Upper-case, non-alphanumerics removed, grouped 2-2-2-4 ('ka-01ab1234' → 'KA 01 AB 1234'); longer input keeps its tail in the last group. */
export function formatVehicleNo(raw: string): string {
  const v = normaliseVehicleNo(raw)
  const groups = [v.slice(0, 2), v.slice(2, 4), v.slice(4, 6), v.slice(6)]
  return groups.filter(Boolean).join(' ')
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A yyyy-mm-dd date as Unix seconds at UTC midnight; undefined when blank or not a date. */
export function dateToUnix(date: string): number | undefined {
  const m = DATE.exec(date.trim())
  if (!m) return undefined
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const d = new Date(ms)
  if (d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return undefined
  return Math.floor(ms / 1000)
}

/** Unix seconds as the yyyy-mm-dd of a date input (UTC, as stored); '' for none. */
export function unixToDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  return new Date(seconds * 1000).toISOString().slice(0, 10)
}

/** Full years from a yyyy-mm-dd birth date to `now` (as the server derives age); null for none or a future date. */
export function ageFrom(dob: string, now: Date = new Date()): number | null {
  const s = dateToUnix(dob)
  if (s === undefined) return null
  const d = new Date(s * 1000)
  if (d.getTime() > now.getTime()) return null
  let age = now.getUTCFullYear() - d.getUTCFullYear()
  const m = now.getUTCMonth() - d.getUTCMonth()
  if (m < 0 || (m === 0 && now.getUTCDate() < d.getUTCDate())) age--
  return Math.max(0, age)
}

/** Today in India as yyyy-mm-dd: the latest date of birth the picker offers. */
export const todayDate = (now: Date = new Date()) => todayInIndia(now.getTime())
