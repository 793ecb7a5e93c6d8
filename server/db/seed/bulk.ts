import { and, eq, gte, lte, max, min, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { users } from '../schema'
import { insertNotificationsSql, insertTripsSql, insertUsersSql, MOBILE_BASE, MOBILE_MAX_N } from './bulk-sql'

export type BulkPhase = 'users' | 'trips' | 'notifications'

export interface BulkOptions {
  /** Customers to add. */
  users?: number
  /** Trips and notifications to add, spread over all generated customers. */
  trips?: number
  notifications?: number
  /** Rows per INSERT statement (default 50,000). */
  batch?: number
  now?: Date
  onProgress?: (phase: BulkPhase, done: number, total: number) => void
}

export interface BulkResult {
  users: number
  trips: number
  notifications: number
  /** The mobile numbers of the customers added by this run. */
  firstMobile: string | null
  lastMobile: string | null
}

export const DEFAULT_BATCH = 50_000

const generatedRange = and(
  gte(users.mobileNo, String(MOBILE_BASE + 1)),
  lte(users.mobileNo, String(MOBILE_BASE + MOBILE_MAX_N)),
  eq(sql`length(${users.mobileNo})`, 10),
)

/** The series numbers already used by generated customers (their mobile numbers minus MOBILE_BASE), or null. */
export async function generatedRangeOf(database: Database): Promise<{ lo: number; hi: number } | null> {
  const [row] = await database.db
    .select({ lo: min(users.mobileNo), hi: max(users.mobileNo) })
    .from(users)
    .where(generatedRange)
  if (!row?.lo || !row.hi) return null
  return { lo: Number(row.lo) - MOBILE_BASE, hi: Number(row.hi) - MOBILE_BASE }
}

export async function countOf(database: Database, statement: string): Promise<number> {
  const res = (await database.db.execute(sql.raw(statement))) as unknown as { rows: Array<{ n: number | string }> }
  return Number(res.rows[0]?.n ?? 0)
}

/**
 * Adds generated customers (and optionally trips and notifications) in batches computed inside the
 * database. Mobile numbers continue after the highest generated one, so runs never collide.
 */
export async function generateBulk(database: Database, opts: BulkOptions): Promise<BulkResult> {
  const batch = opts.batch ?? DEFAULT_BATCH
  const nowSec = Math.floor((opts.now ?? new Date()).getTime() / 1000)
  const want = { users: opts.users ?? 0, trips: opts.trips ?? 0, notifications: opts.notifications ?? 0 }
  for (const [k, v] of Object.entries(want)) if (!Number.isSafeInteger(v) || v < 0) throw new Error(`${k} must be a whole number ≥ 0`)
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('batch must be a whole number ≥ 1')
  const result: BulkResult = { users: 0, trips: 0, notifications: 0, firstMobile: null, lastMobile: null }

  if (want.users > 0) {
    const start = ((await generatedRangeOf(database))?.hi ?? 0) + 1
    const end = start + want.users - 1
    if (end > MOBILE_MAX_N) throw new Error(`Not enough generated mobile numbers left: ${MOBILE_MAX_N - start + 1} remain`)
    opts.onProgress?.('users', 0, want.users)
    for (let a = start; a <= end; a += batch) {
      const b = Math.min(end, a + batch - 1)
      await database.exec(insertUsersSql(a, b, nowSec))
      result.users += b - a + 1
      opts.onProgress?.('users', result.users, want.users)
    }
    result.firstMobile = String(MOBILE_BASE + start)
    result.lastMobile = String(MOBILE_BASE + end)
  }

  for (const phase of ['trips', 'notifications'] as const) {
    const total = want[phase]
    if (total === 0) continue
    const range = await generatedRangeOf(database)
    if (!range) throw new Error(`No generated customers to attach ${phase} to: add some with --users first`)
    // Series numbers continue from a count of the rows already there, so re-runs pick different users.
    const offset = await countOf(database, `SELECT count(*)::int AS n FROM ${phase}`)
    const build = phase === 'trips' ? insertTripsSql : insertNotificationsSql
    opts.onProgress?.(phase, 0, total)
    for (let done = 0; done < total;) {
      const size = Math.min(batch, total - done)
      const a = offset + done + 1
      result[phase] += await countOf(database, build(a, a + size - 1, range.lo, range.hi, nowSec))
      done += size
      opts.onProgress?.(phase, done, total)
    }
  }
  return result
}
