/**
 * Days as the server keeps them: a day is the Unix seconds of its midnight in India (no daylight saving), stored in a
 * timestamp column as that instant. The tickets' day of resolving and Hold Till and the service requests' requested
 * day use it (the browser's side: src/lib/india-day.ts).
 */

/** India's offset from UTC (no daylight saving). */
const IST_SECONDS = 330 * 60
const DAY_SECONDS = 86_400

/** The India day (Unix seconds of its midnight) holding the instant `seconds`. */
export const dayOf = (seconds: number): number => Math.floor((seconds + IST_SECONDS) / DAY_SECONDS) * DAY_SECONDS - IST_SECONDS

/** A day (Unix seconds) as the timestamp columns keep it, or null. */
export const dateOfDay = (day: number | undefined | null): Date | null =>
  day === undefined || day === null ? null : new Date(dayOf(day) * 1000)

/** A person's name for audit comments: first and last name. */
export const nameOf = (p: { fname: string; lname: string | null }) => [p.fname, p.lname].filter(Boolean).join(' ')
