import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'

/**
 * The table query every list call takes (spec 001 sections 3, 7 and 9; spec 000 section 9):
 * `keyword, page, pageSize, sortField, sortOrder, active, status, type, startDate, endDate, startAt, endAt`
 * plus the filters a module adds. `null` and `''` mean "not set" for every field, because the
 * generic table sends its whole default query (`status: ''`, `active: null`, …).
 *
 * - `page` is zero based (default 0); `pageSize` 1–1000 (default 10).
 * - `sortOrder` is the text 'true' or 'false' (booleans accepted): **'false' = descending** (the
 *   default, so the default createdAt sort shows the newest first), 'true' = ascending.
 * - Dates are Unix seconds; a range is inclusive at both ends; a start after its end is refused.
 */
export const PAGE_SIZE_MAX = 1000
export const PAGE_SIZE_DEFAULT = 10
export const KEYWORD_MAX = 200
/** Beyond this page the offset is meaningless for any table we keep (10⁷ pages). */
export const PAGE_MAX = 10_000_000
/** 9999-12-31T23:59:59Z: anything later is a mistake, not a date. */
export const UNIX_SECONDS_MAX = 253_402_300_799

export const LM = {
  page: 'page must be a whole number of at least 0',
  pageSize: `pageSize must be between 1 and ${PAGE_SIZE_MAX}`,
  sortField: 'Unknown sort field',
  sortOrder: "sortOrder must be 'true' (ascending) or 'false' (descending)",
  keyword: 'keyword must be text',
  keywordLong: `keyword must be at most ${KEYWORD_MAX} characters`,
  controlChars: 'The text contains characters that are not allowed',
  active: 'active must be true or false',
  text: 'The filter value must be text',
  date: 'Dates must be Unix seconds',
  dateRange: 'Start date can not be after end date',
  atRange: 'Start time can not be after end time',
} as const

/** null and '' are "not set". */
export const unset = (v: unknown) => (v === null || v === '' ? undefined : v)
const wholeNumberText = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** A whole number in [min, max], also given as digits in a string; one message for every way it can be wrong. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message)
}
const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess((v) => wholeNumberText(unset(v)), wholeNumber(message, min, max).optional())

/** Free text of a filter: trimmed, at most `max` characters, no control characters (PostgreSQL refuses NUL). */
export function filterText(max: number, message: string = LM.text) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((s) => !CONTROL.test(s), LM.controlChars)
}

/** true/false, also as the text 'true'/'false'. */
export const booleanish = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : unset(v)),
  z.boolean({ error: LM.active }).optional(),
)

export const unixSecondsField = optionalWhole(LM.date, 0, UNIX_SECONDS_MAX)

/** The generic part of the table query; `sortFields` is the module's whitelist. */
export function listQueryShape(sortFields: readonly string[], defaultSort: string) {
  const allowed = new Set(sortFields)
  return {
    keyword: z.preprocess(
      unset,
      z
        .string({ error: LM.keyword })
        .trim()
        // NFC, as names are stored (shared/validation.ts requiredPersonName): one name however it was typed.
        .normalize('NFC')
        .max(KEYWORD_MAX, LM.keywordLong)
        .refine((s) => !CONTROL.test(s), LM.controlChars)
        .optional(),
    ),
    page: z.preprocess((v) => wholeNumberText(unset(v)), wholeNumber(LM.page, 0, PAGE_MAX).default(0)),
    pageSize: z.preprocess((v) => wholeNumberText(unset(v)), wholeNumber(LM.pageSize, 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT)),
    sortField: z.preprocess(
      unset,
      z
        .string({ error: LM.sortField })
        .refine((s) => allowed.has(s), LM.sortField)
        .default(defaultSort),
    ),
    sortOrder: z.preprocess(
      (v) => (typeof v === 'boolean' ? String(v) : unset(v)),
      z.enum(['true', 'false'], { error: LM.sortOrder }).default('false'),
    ),
    active: booleanish,
    status: z.preprocess(unset, filterText(50).optional()),
    type: z.preprocess(unset, filterText(50).optional()),
    startDate: unixSecondsField,
    endDate: unixSecondsField,
    startAt: unixSecondsField,
    endAt: unixSecondsField,
  }
}

export interface GenericListQuery {
  keyword?: string | undefined
  page: number
  pageSize: number
  sortField: string
  sortOrder: 'true' | 'false'
  active?: boolean | undefined
  status?: string | undefined
  type?: string | undefined
  startDate?: number | undefined
  endDate?: number | undefined
  startAt?: number | undefined
  endAt?: number | undefined
}

/** Refuses a start after its end (both ranges). */
export function checkRanges(v: GenericListQuery, ctx: z.RefinementCtx): void {
  if (v.startDate !== undefined && v.endDate !== undefined && v.startDate > v.endDate) {
    ctx.addIssue({ code: 'custom', message: LM.dateRange, path: ['startDate'] })
  }
  if (v.startAt !== undefined && v.endAt !== undefined && v.startAt > v.endAt) {
    ctx.addIssue({ code: 'custom', message: LM.atRange, path: ['startAt'] })
  }
}

/** Escapes LIKE's wildcards so the keyword is matched literally (backslash is PostgreSQL's default escape). */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `text ILIKE '%keyword%'`, the keyword taken literally. */
export function containsText(text: SQL, keyword: string): SQL {
  return sql`${text} ILIKE ${likeContains(keyword)}`
}

/**
 * The digits of a keyword that is a phone number, or null: digits with optional spaces and dashes and an
 * optional +91 / 0091 country code (a 12-digit 91… is taken as +91 and a 10-digit number).
 */
export function phoneDigits(keyword: string): string | null {
  if (!/^\+?[\d\s-]+$/.test(keyword)) return null
  let digits = keyword.replace(/\D/g, '')
  if (keyword.trim().startsWith('+91') || (digits.length === 12 && digits.startsWith('91'))) digits = digits.slice(2)
  else if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4)
  return digits.length ? digits : null
}

/** The digit string right after every string that starts with `digits` ('98459' → '9846'), or null for all nines. */
function nextDigits(digits: string): string | null {
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') i--
  return i < 0 ? null : `${digits.slice(0, i)}${Number(digits[i]) + 1}`
}

/**
 * `column` starts with `digits`, as a range on the column's ordinary btree index ([digits, next) holds every
 * digit string with that prefix in any collation) with LIKE re-checking it. LIKE alone uses such an index
 * only under the C collation.
 */
export function digitPrefix(column: AnyPgColumn, digits: string): SQL {
  if (!/^\d+$/.test(digits)) throw new Error('digitPrefix takes digits only')
  const next = nextDigits(digits)
  const range = next === null ? sql`${column} >= ${digits}` : sql`${column} >= ${digits} AND ${column} < ${next}`
  return sql`(${range} AND ${column} LIKE ${`${digits}%`})`
}
