import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users, vehicleMakes, vehicleModels } from '../../db/schema'
import { countOf, generatedRangeOf } from '../../db/seed/bulk'
import { DEMO_ACCOUNTS } from '../../db/seed/roles'
import type { BulkSeed, BulkSeedOptions } from '../../db/seed/step'
import { insertDrivesSql, placeCountSql, type DriveRefs } from './bulk-seed-sql'
import { DAY_SECONDS, todayInIndia } from './drive-data'
import { testDrives } from './schema'

/** Drives are on the 395 days before today (a year's dashboard range and a month more), never today or later. */
export const SPAN_DAYS = 395

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * A stride near P / φ with no factor in common with P, so n ↦ n × stride mod P visits every place once per P serials; of
 * the candidates near P / φ, the one whose first serials reach the most days (a stride's rounding can make its multiples
 * bunch: 39194 for 63,415 places reaches 173 of 394 days with 5,000 drives, 39193 all of them).
 */
export function strideFor(places: number, days: number): number {
  const centre = Math.max(1, Math.round(places * 0.6180339887))
  const perDay = Math.max(1, Math.ceil(places / days))
  const probe = Math.min(places, days * 4)
  let best = { stride: 1, reach: 0 }
  for (let k = 0; k < 64; k++) {
    const s = centre + (k % 2 ? -1 : 1) * Math.ceil(k / 2)
    if (s < 1 || s >= places || gcd(s, places) !== 1) continue
    const reached = new Set<number>()
    for (let n = 1; n <= probe; n++) reached.add(Math.floor(((n * s) % places) / perDay))
    if (reached.size > best.reach) best = { stride: s, reach: reached.size }
  }
  return best.stride
}

/** The hash offset of a run's seed (kept small: the hashes multiply 32-bit constants by n + offset in bigint). */
export const saltOf = (seed: number) => 300_000_000 + (Math.abs(Math.trunc(seed)) % 100_000) * 1000

/** The account's id by mobile number, or null. */
async function idOf(database: Database, mobileNo: string): Promise<string | null> {
  const [u] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, mobileNo))
  return u?.id ?? null
}

/**
 * `npm run seed -- --testdrives N`: N test drives over the generated customers (`--users`), into the slots of the active
 * test-drive configurations on the 395 days before today (insertDrivesSql: every slot gets drives in proportion to its
 * limit, never over it while N is at most the span's places), with vehicle models, franchise partners and workers of the
 * drive's centre. Serials continue from the drives already there, so a second run adds others; the same database, day,
 * count and seed give the same drives, whatever the batch size. Each batch is one statement, so its own transaction.
 */
export async function generateTestDrives(database: Database, opts: BulkSeedOptions): Promise<{ rows: number; places: number }> {
  const { db } = database
  const { count: total, batch } = opts
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('testdrives must be a whole number ≥ 0')
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('batch must be a whole number ≥ 1')
  if (total === 0) return { rows: 0, places: 0 }
  const range = await generatedRangeOf(database)
  if (!range) throw new Error('No generated customers to book test drives for: add some with --users first')
  const nowSec = Math.floor(opts.now.getTime() / 1000)
  const today = todayInIndia(opts.now)
  const firstDay = today - SPAN_DAYS * DAY_SECONDS
  const lastDay = today - DAY_SECONDS
  const places = await countOf(database, placeCountSql(firstDay, lastDay))
  if (places === 0) throw new Error('No test-drive slots to book: seed the demo data (or configure a branch) first')
  const demo = (t: string) => DEMO_ACCOUNTS.find((a) => a.userType === t)?.mobileNo ?? ''
  const [firstAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.mobileNo))
    .limit(1)
  const admin = (await idOf(database, demo('admin'))) ?? firstAdmin?.id
  if (!admin) throw new Error('No admin account to book the drives as: seed the demo data first')
  const partners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'scp'), eq(users.active, true)))
    .orderBy(asc(users.mobileNo))
  const models = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name))
  const salt = saltOf(opts.seed)
  const refs: DriveRefs = {
    firstDay,
    lastDay,
    places,
    stride: strideFor(places, SPAN_DAYS),
    shift: salt % places,
    salt,
    nowSec,
    models: models.map((m) => m.id),
    partners: partners.map((p) => p.id),
    admin,
    technician: (await idOf(database, demo('worker'))) ?? '00000000-0000-0000-0000-000000000000',
    lo: range.lo,
    hi: range.hi,
  }
  // Serials continue from a count of the drives already there, so a second run takes the next places.
  const offset = Number((await db.select({ n: count() }).from(testDrives))[0]?.n ?? 0)
  opts.onProgress?.(0, total)
  let done = 0
  while (done < total) {
    const size = Math.min(batch, total - done)
    const a = offset + done + 1
    const added = await countOf(database, insertDrivesSql(a, a + size - 1, refs))
    if (added !== size)
      throw new Error(`Test drives ${a}–${a + size - 1}: ${added} of ${size} added (customers or slots changed meanwhile?)`)
    done += size
    opts.onProgress?.(done, total)
  }
  return { rows: done, places }
}

export const bulkTestDrives: BulkSeed = {
  option: 'testdrives',
  description: 'test drives to add over the generated customers and the configured slots of the last 13 months (needs --users)',
  defaultBatch: 20_000,
  async run(database, opts) {
    const result = await generateTestDrives(database, opts)
    return { rows: result.rows, summary: `into ${result.places.toLocaleString('en-US')} places of the last ${SPAN_DAYS} days` }
  },
}
