import { indiaMidnight } from '../../shared/india-day'

/**
 * Days as the server keeps them: a day is the Unix seconds of its midnight in India (shared/india-day.ts), stored in a
 * timestamp column as that instant: the tickets' day of resolving and Hold Till, the service requests' requested day,
 * the vehicle models' manufactured date.
 */

/** The India day (Unix seconds of its midnight) holding the instant `seconds`. */
export const dayOf = indiaMidnight

/** A day (Unix seconds) as the timestamp columns keep it, or null. */
export const dateOfDay = (day: number | undefined | null): Date | null =>
  day === undefined || day === null ? null : new Date(dayOf(day) * 1000)

/** A person's name for audit comments: first and last name. */
export const nameOf = (p: { fname: string; lname: string | null }) => [p.fname, p.lname].filter(Boolean).join(' ')
