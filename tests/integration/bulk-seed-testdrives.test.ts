import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DRIVE_MOVES, TEST_DRIVE_STATUSES, testDriveForm } from '../../shared/api/testdrive'
import { minutesToSlotTime } from '../../shared/api/testdrive-config'
import type { Database } from '../../server/db/client'
import { parseSeedArgs, seedUsage } from '../../server/db/seed/args'
import { generateBulk } from '../../server/db/seed/bulk'
import { MOBILE_BASE } from '../../server/db/seed/bulk-sql'
import { seedSteps } from '../../server/db/seed/steps.gen'
import { generateTestDrives, SPAN_DAYS, strideFor } from '../../server/modules/testdrive/bulk-seed'
import { DAY_SECONDS, todayInIndia, weekDayOf } from '../../server/modules/testdrive/drive-data'
import { testDriveSlotDays } from '../../server/modules/testdrive/schema'
import { oneDatabase, testDatabases } from './support/databases'
import { SEED_TIME } from './support/seed-recipe'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

/** `npm run seed -- --testdrives N` (issue 22's benchmark data), on both databases. */

const N = 1200
const MORE = 300
const SEED = 5151

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The generated customers' drives (theirs are the bulk ones: the demo books for demo customers only). */
const bulkOnly = sql`t.customer_mobile_no >= ${String(MOBILE_BASE)} AND t.customer_mobile_no <= ${String(MOBILE_BASE + 999_999_999)}`

/** Each bulk drive with what it refers to: its slot, configuration, customer, worker and partner. */
const joined = (database: Database) =>
  rows<Record<string, string | number | null>>(
    database,
    sql`SELECT t.*, extract(epoch FROM t.booking_date)::bigint AS day, extract(epoch FROM t.created_at)::bigint AS created,
          s.day AS slot_day, s.start_min, s.end_min, s.capacity, s.config_id AS slot_config, c.branch_id AS config_branch,
          c.scu_id AS config_scu, u.fname, u.lname, u.mobile_no, u.user_type AS customer_type,
          w.user_type AS worker_type, w.scu_id AS worker_scu, w.mobile_no AS worker_mobile, f.user_type AS partner_type,
          (SELECT count(*) FROM test_drive_slots o WHERE o.config_id = s.config_id AND o.day = s.day AND o.start_min <= s.start_min
            AND o.removed_at IS NULL)::int AS expected_slot_no
        FROM test_drives t JOIN test_drive_slots s ON s.id = t.slot_id JOIN test_drive_configs c ON c.id = t.config_id
        JOIN users u ON u.id = t.customer_id LEFT JOIN users w ON w.id = t.worker_id LEFT JOIN users f ON f.id = t.franchise_id
        WHERE ${bulkOnly}`,
  )

/** The most drives any slot has on a day beyond its limit (0 or less: none over). */
const overLimit = async (database: Database) =>
  (
    await rows<{ over: number | null }>(
      database,
      sql`SELECT max(g.n - s.capacity)::int AS over FROM (
            SELECT t.slot_id, t.booking_date, count(*) AS n FROM test_drives t WHERE ${bulkOnly} GROUP BY 1, 2) g
          JOIN test_drive_slots s ON s.id = g.slot_id`,
    )
  )[0]!.over

describe.each(testDatabases)('bulk test drives on $name', (tdb) => {
  let h: Harness
  let placesBefore: number

  beforeAll(async () => {
    h = await startHarness(tdb)
    await generateBulk(h.database, { users: 500, now: h.clock.now() })
    placesBefore = (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(testDriveSlotDays))[0]!.n
    // Batches of 500: several statements and a short last one.
    const result = await generateTestDrives(h.database, { count: N, batch: 500, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(N)
    expect(result.places).toBeGreaterThan(N + MORE)
  })
  afterAll(() => h.close())

  it('adds N drives for the generated customers, each as the module stores one', async () => {
    const list = await joined(h.database)
    expect(list).toHaveLength(N)
    const today = todayInIndia(h.clock.now())
    const problems = list.flatMap((r) => {
      const day = Number(r.day)
      const form = testDriveForm.safeParse({
        branchId: r.branch_id,
        bookingDate: day,
        slotId: r.slot_id,
        customerMobileNo: r.customer_mobile_no,
        customerFname: r.customer_fname,
        customerLname: r.customer_lname ?? '',
        vehicleModelId: r.vehicle_model_id ?? '',
        remarks: r.remarks ?? '',
      })
      const wrong = [
        !form.success && `form: ${form.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        !(TEST_DRIVE_STATUSES as readonly unknown[]).includes(r.status) && `status ${r.status}`,
        (r.slot_config !== r.config_id || r.config_branch !== r.branch_id || r.config_scu !== r.scu_id) && 'slot, config, branch',
        weekDayOf(day) !== Number(r.slot_day) && 'weekday',
        (r.start_at !== minutesToSlotTime(Number(r.start_min)) || r.end_at !== minutesToSlotTime(Number(r.end_min))) && 'times',
        Number(r.slot_no) !== Number(r.expected_slot_no) && 'slot number',
        (day >= today || day < today - SPAN_DAYS * DAY_SECONDS) && 'day outside the span',
        Number(r.created) >= day + Number(r.start_min) * 60 && 'booked after the slot',
        (r.status === 'rescheduled') !== (r.reschedule_date !== null) && 'reschedule date',
        r.feedback_rating !== null && r.status !== 'completed' && 'feedback',
        (r.customer_type !== 'user' || r.fname !== r.customer_fname || r.mobile_no !== r.customer_mobile_no) && 'customer',
        r.worker_id !== null &&
          (r.worker_type !== 'worker' || r.worker_scu !== r.scu_id || r.worker_mobile === ACCOUNTS.technician) &&
          'worker',
        r.franchise_id !== null && (r.partner_type !== 'scp' || r.created_by_id !== r.franchise_id) && 'partner',
      ].filter(Boolean)
      return wrong.length ? [`${r.id}: ${wrong.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('mixes the outcomes and spreads the drives over the year, the centres and the staff', async () => {
    const list = await joined(h.database)
    const by = (k: string) => new Set(list.map((r) => r[k]))
    expect(by('status')).toEqual(new Set(TEST_DRIVE_STATUSES))
    expect(list.filter((r) => r.status === 'completed').length).toBeGreaterThan(N / 2)
    // Every status is one the module's moves reach from booked.
    expect([...by('status')].every((s) => s === 'booked' || TEST_DRIVE_MOVES.booked.includes(s as never))).toBe(true)
    const months = new Set(list.map((r) => new Date(Number(r.day) * 1000).toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(13)
    expect(by('branch_id').size).toBeGreaterThan(10)
    expect(by('customer_id').size).toBeGreaterThan(300)
    expect(list.filter((r) => r.worker_id !== null).length).toBeGreaterThan(N / 4)
    expect(list.filter((r) => r.franchise_id !== null).length).toBeGreaterThan(N / 8)
    expect(list.filter((r) => r.vehicle_model_id !== null).length).toBeGreaterThan(N / 2)
  })

  it('keeps every slot within its limit on every day, and takes no bookable place', async () => {
    expect(await overLimit(h.database)).toBeLessThanOrEqual(0)
    const places = (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(testDriveSlotDays))[0]!.n
    expect(places).toBe(placesBefore)
  })

  it('lists them through the module’s list call', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const answer = await admin.call('POST', '/api/admin/testdrive/all', { page: 0, pageSize: 10 })
    expect(answer.status).toBe(200)
    const [all] = await rows<{ n: number }>(h.database, sql`SELECT count(*)::int AS n FROM test_drives`)
    expect(answer.body.filterRecords).toBe(all!.n)
  })

  it('continues on a second run: the next places, still within the limits', async () => {
    const before = await joined(h.database)
    const result = await generateTestDrives(h.database, { count: MORE, batch: 128, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(MORE)
    const after = await joined(h.database)
    expect(after).toHaveLength(N + MORE)
    const old = new Set(before.map((r) => r.id))
    expect(after.filter((r) => !old.has(r.id))).toHaveLength(MORE)
    expect(await overLimit(h.database)).toBeLessThanOrEqual(0)
  })
})

describe('bulk test drives are deterministic', () => {
  it('makes the same drives from the same database, day, count and seed, whatever the batch size', async () => {
    // The seeded demo data (one copy per run, support/seed-recipe.ts) is the same database for both runs.
    const NOW = SEED_TIME
    const snapshot = async (batch: number) => {
      const { database, dispose } = await oneDatabase[0]!.openSeeded()
      try {
        await generateBulk(database, { users: 300, now: NOW })
        await generateTestDrives(database, { count: 250, batch, now: NOW, seed: SEED })
        return await rows<Record<string, unknown>>(
          database,
          sql`SELECT b.name AS branch, t.start_at, t.end_at, t.slot_no, t.booking_date::text, t.status, t.customer_mobile_no,
                t.remarks, t.feedback_rating, t.feedback_text, m.name AS model, w.mobile_no AS worker, f.mobile_no AS partner,
                t.created_at::text, t.updated_at::text, t.reschedule_date::text
              FROM test_drives t JOIN branches b ON b.id = t.branch_id LEFT JOIN vehicle_models m ON m.id = t.vehicle_model_id
              LEFT JOIN users w ON w.id = t.worker_id LEFT JOIN users f ON f.id = t.franchise_id
              WHERE ${bulkOnly} ORDER BY t.booking_date, b.name, t.start_at, t.created_at, t.customer_mobile_no`,
        )
      } finally {
        await dispose()
      }
    }
    const [a, b] = [await snapshot(250), await snapshot(60)]
    expect(a).toHaveLength(250)
    expect(b).toEqual(a)
  })

  it('spreads the serials over the days with a stride prime to the places', () => {
    for (const places of [1, 2, 7, 1000, 63_415, 250_000]) {
      const stride = strideFor(places, SPAN_DAYS)
      const seen = new Set(Array.from({ length: places }, (_, n) => (n * stride) % places))
      expect(seen.size).toBe(places)
    }
  })

  it('is offered on the command line as --testdrives', () => {
    const options = seedSteps.flatMap((s) => (s.bulk ? [s.bulk] : []))
    expect(parseSeedArgs(['--testdrives', '200_000', '--users=5'], options)).toMatchObject({ users: 5, bulk: { testdrives: 200_000 } })
    expect(seedUsage(options)).toMatch(/--testdrives N/)
  })
})
