import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { indiaMidnight } from '../../../shared/india-day'
import type { Database } from '../../db/client'
import { callLogs, users } from '../../db/schema'
import { countOf, generatedRangeOf } from '../../db/seed/bulk'
import { hashes, MOBILE_BASE, pick } from '../../db/seed/bulk-sql'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from '../../db/seed/names'
import { SIMS } from '../../db/seed/phone'
import type { BulkSeed, BulkSeedOptions } from '../../db/seed/step'

/** Calls are spread over the 395 days up to now (a year's dashboard range and a month more). */
export const CALL_SPAN_DAYS = 395

/** The relative number of calls in each hour of the day in India: a morning and an afternoon peak, almost none at night. */
export const CALL_HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 11, 12, 10, 8, 9, 10, 11, 10, 8, 6, 4, 2, 1, 0] as const
const HOURS = CALL_HOUR_WEIGHTS.flatMap((w, hour) => Array.from({ length: w }, () => String(hour)))

/** The users whose company phone's calls are kept (as POST /user/calllogs shows them): active workers and scc users. */
const PHONE_USERS = ['worker', 'scc'] as const

/** The hash offset of a run's seed (kept small: the hashes multiply 32-bit constants by n + offset in bigint). */
const saltOf = (seed: number) => 400_000_000 + (Math.abs(Math.trunc(seed)) % 100_000) * 1000

interface CallRefs {
  owners: readonly string[]
  nowSec: number
  today: number
  salt: number
  /** The generated customers' series numbers, whose mobile numbers most calls are with; null: other numbers only. */
  range: { lo: number; hi: number } | null
}

/**
 * Calls with serials first … last, each on one of the owners' phones (its SIM mostly the phone's own): 42 % incoming,
 * 38 % outgoing, 15 % missed and 5 % rejected (the dashboard counts the last two as missed), answered ones 8 s to 15 min
 * (mostly short), missed ones 0 s. A day of the span (half of Sunday's calls moved to the days before it), an hour by CALL_HOUR_WEIGHTS and a
 * millisecond within it; none after now. Three in four with a generated customer's number, the rest with other
 * mobiles; formatted as phones store them (+91 98450 12345, 09845012345, 9845012345); a third with a contact's name.
 * The device's rows are unique per (phone, instant, number): a repeat is skipped (ON CONFLICT DO NOTHING) and made up
 * by the next serials. Answers the rows added.
 */
export function insertCallsSql(first: number, last: number, r: CallRefs): string {
  const owners = `ARRAY[${r.owners.map((id) => `'${id}'`).join(',')}]::uuid[]`
  const customer = r.range
    ? `WHEN g.h3 % 100 < 75 THEN (${MOBILE_BASE} + ${r.range.lo} + (g.h4::bigint * 2097152 + g.h5) % ${r.range.hi - r.range.lo + 1})::text`
    : ''
  return `
WITH ins AS (
INSERT INTO call_logs (user_id, name, number, call_type, duration, sim_display_name, timestamp, created_at)
SELECT c.owner, c.name,
  CASE WHEN c.g1 % 100 < 40 THEN '+91 ' || substr(c.digits, 1, 5) || ' ' || substr(c.digits, 6) WHEN c.g1 % 100 < 55 THEN '0' || c.digits
    ELSE c.digits END,
  c.call_type, c.duration, c.sim, c.at, least(to_timestamp(${r.nowSec}), c.at + (c.duration + 1 + c.g2 % 60) * interval '1 second')
FROM (
  SELECT b.*, CASE WHEN b.at0 > to_timestamp(${r.nowSec}) THEN b.at0 - interval '1 day' ELSE b.at0 END AS at,
    CASE WHEN b.call_type IN ('incoming', 'outgoing') THEN 8 + (b.g0 % 1000) * (b.g0 % 1000) / 1120 ELSE 0 END AS duration
  FROM (
    SELECT h.*, g.h0 AS g0, g.h1 AS g1, g.h2 AS g2,
      (${owners})[1 + h.h0 % ${r.owners.length}] AS owner,
      CASE WHEN h.h1 % 10 < 9 THEN ${pick(SIMS, `h.h0 % ${r.owners.length}`)} ELSE ${pick(SIMS, 'h.h1 / 10')} END AS sim,
      CASE WHEN h.h2 % 100 < 42 THEN 'incoming' WHEN h.h2 % 100 < 80 THEN 'outgoing' WHEN h.h2 % 100 < 95 THEN 'missed'
        ELSE 'rejected' END AS call_type,
      to_timestamp(d.day + ${pick(HOURS, 'h.h5')}::int * 3600 + h.h6 % 3600 + (h.h7 % 1000) / 1000.0) AS at0,
      CASE ${customer} ELSE (7 + g.h4 % 3)::text || lpad(((g.h5::bigint * 2097152 + g.h6) % 1000000000)::text, 9, '0') END AS digits,
      CASE WHEN g.h7 % 100 < 35 THEN ${pick([...MALE_NAMES, ...FEMALE_NAMES], 'g.h6')} || ' ' || ${pick(LAST_NAMES, 'g.h7 / 100')} END AS name
    FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
    CROSS JOIN LATERAL (SELECT ${hashes(`s.n + ${r.salt}`)}) h
    CROSS JOIN LATERAL (SELECT ${hashes(`s.n + ${r.salt + 50_000_000}`)}) g
    CROSS JOIN LATERAL (SELECT ${r.today} - (h.h3 % ${CALL_SPAN_DAYS}) * 86400 AS day0) d0
    CROSS JOIN LATERAL (SELECT CASE WHEN ((d0.day0 + 19800) / 86400 + 4) % 7 = 0 AND h.h4 % 2 = 0
      THEN d0.day0 - (1 + h.h4 / 2 % 6) * 86400 ELSE d0.day0 END AS day) d
    OFFSET 0
  ) b
) c
ON CONFLICT DO NOTHING
RETURNING 1)
SELECT count(*)::int AS n FROM ins`
}

/**
 * `npm run seed -- --calls N`: N call logs on the company phones of the active workers and scc users, the calls the
 * dashboard's Call Status chart counts (call_logs: call_type, timestamp). Serials continue from the calls already
 * there, so a second run adds others; the same database, day, count and seed give the same calls, whatever the batch
 * size. Each batch is one statement, so its own transaction.
 */
export async function generateCalls(database: Database, opts: BulkSeedOptions): Promise<{ rows: number; phones: number }> {
  const { db } = database
  const { count: total, batch } = opts
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('calls must be a whole number ≥ 0')
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('batch must be a whole number ≥ 1')
  if (total === 0) return { rows: 0, phones: 0 }
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.userType, PHONE_USERS), eq(users.active, true)))
    .orderBy(asc(users.mobileNo))
  if (owners.length === 0) throw new Error('No workers or scc users to log calls for: seed the demo data first')
  const nowSec = Math.floor(opts.now.getTime() / 1000)
  const refs: CallRefs = {
    owners: owners.map((o) => o.id),
    nowSec,
    today: indiaMidnight(nowSec),
    salt: saltOf(opts.seed),
    range: await generatedRangeOf(database),
  }
  let serial = Number((await db.select({ n: count() }).from(callLogs))[0]?.n ?? 0) + 1
  opts.onProgress?.(0, total)
  let done = 0
  for (let idle = 0; done < total;) {
    const size = Math.min(batch, total - done)
    const added = await countOf(database, insertCallsSql(serial, serial + size - 1, refs))
    serial += size
    done += added
    // Every call of a batch a repeat, three times over: something else is wrong.
    idle = added === 0 ? idle + 1 : 0
    if (idle > 3) throw new Error(`Call logs: batches up to serial ${serial - 1} added nothing`)
    opts.onProgress?.(done, total)
  }
  return { rows: done, phones: owners.length }
}

export const bulkCalls: BulkSeed = {
  option: 'calls',
  description: 'call logs to add on the workers’ and scc users’ phones over the last 13 months (incoming, outgoing, missed)',
  defaultBatch: 50_000,
  async run(database, opts) {
    const result = await generateCalls(database, opts)
    return { rows: result.rows, summary: `on ${result.phones.toLocaleString('en-US')} phones` }
  },
}
