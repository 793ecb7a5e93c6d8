/**
 * Text of the cells of the user dialog's activity tables (notifications, recharges, trips, logs, call logs): plain
 * functions without React or translations, so they are unit-tested; units are symbols, not words.
 */
import { DASH, formatDateMinutes, formatDuration } from '@/components/data-table/formatters'

/** dd/MM/yyyy HH:mm in local time (spec 000 section 9); '-' when unset or 0. Takes Unix seconds or ISO text. */
export { formatDateMinutes }

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : null
  }
  return null
}

/**
 * One duration format in the whole product: spec 001 section 2's crmDuration, `Xmin:YYsec` (352 → 5min:52sec), for
 * call logs and trips alike ('-' when missing or negative).
 */
export { formatDuration }

/** A number with at most `digits` decimals and a unit ('12.5 km', '30 km/h'); '-' when missing. */
export function formatMeasure(value: unknown, unit: string, digits = 1): string {
  const n = toNumber(value)
  if (n === null) return DASH
  const factor = 10 ** digits
  const rounded = Math.round(n * factor) / factor
  const text = String(Object.is(rounded, -0) ? 0 : rounded)
  return unit ? `${text} ${unit}` : text
}

/** A measure and its GPS variant in one cell: '24.5 km/h (GPS 24.1 km/h)'; either side may be missing. */
export function formatWithGps(value: unknown, gps: unknown, unit: string, gpsLabel = 'GPS', digits = 1): string {
  const main = formatMeasure(value, unit, digits)
  const other = formatMeasure(gps, unit, digits)
  if (other === DASH) return main
  return `${main} (${gpsLabel} ${other})`
}

/** Plain text or '-' for nothing. */
export function textOrDash(value: unknown): string {
  if (value === null || value === undefined) return DASH
  const text = String(value).trim()
  return text === '' ? DASH : text
}

/** First and last name of the person who made a change; '-' when unknown (system or a removed account). */
export function operatorName(value: { fname?: string | null; lname?: string | null } | null | undefined): string {
  if (!value) return DASH
  const text = [value.fname, value.lname].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ')
  return text || DASH
}

/** The pager's text inputs: the last page index (zero-based) of a list with `pages` pages. */
export function lastPage(pages: number): number {
  return Math.max(0, Math.floor(pages) - 1)
}
