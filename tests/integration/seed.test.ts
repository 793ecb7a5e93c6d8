import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../server/auth/passwords'
import { ManualClock } from '../../server/clock'
import { openDatabase, type Database } from '../../server/db/client'
import { branches, serviceCentres, users } from '../../server/db/schema'
import { parseSeedArgs } from '../../server/db/seed/args'
import { generateBulk } from '../../server/db/seed/bulk'
import { seedDemo, seedDemoIfEmpty } from '../../server/db/seed/demo'
import { renderBar } from '../../server/db/seed/progress'
import { testDatabases } from './support/databases'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/roles'

const NOW = new Date('2026-06-15T06:30:00Z')
const DAY = 86_400_000

/** Rows of a raw query, the same way on both drivers (node-postgres answers bigint as text, so cast in SQL). */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const res = (await db.db.execute(query)) as unknown as { rows: T[] }
  return res.rows
}
async function one<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query)
  return row!
}

describe.each(testDatabases)('demo seed and bulk generator on $name', (target) => {
  let database: Database
  let cleanup: () => Promise<void>
  const clock = new ManualClock(NOW)

  beforeAll(async () => {
    ;({ database, dispose: cleanup } = await target.open())
    expect(await seedDemoIfEmpty(database.db, clock)).toBe(true)
  })
  afterAll(async () => {
    await cleanup?.()
  })

  it('seeds only an empty database', async () => {
    expect(await seedDemoIfEmpty(database.db, clock)).toBe(false)
  })

  it('keeps the five sign-in accounts with their roles and the demo password', async () => {
    const accounts = await rows<{
      mobile_no: string
      user_type: string
      is_super_admin: boolean
      role: string
      password_hash: string
      status: string
    }>(
      database,
      sql`select u.mobile_no, u.user_type, u.is_super_admin, r.name as role, u.password_hash, u.status
          from users u join roles r on r.id = u.role_id where u.mobile_no like '90000000%' order by u.mobile_no`,
    )
    expect(accounts.map((a) => [a.mobile_no, a.user_type, a.role, a.is_super_admin])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.mobileNo, a.userType, a.role, a.isSuperAdmin]),
    )
    expect(accounts.every((a) => a.status === 'approved')).toBe(true)
    expect(await verifyPassword(DEMO_PASSWORD, accounts[0]!.password_hash)).toBe(true)
    expect(new Set(accounts.map((a) => a.password_hash)).size).toBe(1)
    const supers = await one<{ n: number }>(database, sql`select count(*)::int as n from users where is_super_admin`)
    expect(supers.n).toBe(1)
  })

  it('has service centres around Bangalore with 2–4 branches each', async () => {
    const centres = await rows<{ title: string; latitude: number; longitude: number; mobile_no: string; email: string; branches: number }>(
      database,
      sql`select c.title, c.latitude, c.longitude, c.mobile_no, c.email, count(b.id)::int as branches
          from service_centres c left join branches b on b.scu_id = c.id group by c.id order by c.title`,
    )
    expect(centres.length).toBeGreaterThanOrEqual(6)
    expect(centres.length).toBeLessThanOrEqual(8)
    for (const c of centres) {
      expect(c.branches).toBeGreaterThanOrEqual(2)
      expect(c.branches).toBeLessThanOrEqual(4)
      expect(c.latitude).toBeGreaterThan(12.5)
      expect(c.latitude).toBeLessThan(13.5)
      expect(c.longitude).toBeGreaterThan(77)
      expect(c.longitude).toBeLessThan(78)
      expect(c.mobile_no).toMatch(/^\d{10}$/)
      expect(c.email).toContain('@')
    }
  })

  it('puts the scc account and the technician in the first centre', async () => {
    const all = await database.db.select().from(users)
    const scc = all.find((u) => u.mobileNo === '9000000004')!
    const tech = all.find((u) => u.mobileNo === '9000000005')!
    const [centre] = await database.db
      .select()
      .from(serviceCentres)
      .where(sql`${serviceCentres.id} = ${scc.scuId}`)
    expect(centre?.title).toMatch(/Koramangala/)
    expect(tech.scuId).toBe(scc.scuId)
    const [branch] = await database.db
      .select()
      .from(branches)
      .where(sql`${branches.id} = ${tech.branchId}`)
    expect(branch?.scuId).toBe(scc.scuId)
    expect(tech.departments).toEqual(['kit', 'battery'])
    // Other staff: approved, with the demo password, scc and workers in a centre, workers in a branch of it.
    const staff = all.filter((u) => u.userType !== 'user')
    expect(staff.filter((u) => u.userType === 'admin').length).toBeGreaterThanOrEqual(4)
    expect(staff.filter((u) => u.userType === 'scp').length).toBeGreaterThanOrEqual(3)
    expect(staff.filter((u) => u.userType === 'worker').length).toBeGreaterThan(4)
    expect(new Set(staff.filter((u) => u.userType === 'scc').map((u) => u.scuId)).size).toBeGreaterThan(3)
    for (const u of staff) {
      expect(u.status).toBe('approved')
      expect(u.passwordHash).toBe(scc.passwordHash)
      expect(u.roleId).not.toBeNull()
      if (u.userType === 'scc' || u.userType === 'worker') expect(u.scuId).not.toBeNull()
    }
    const badBranches = await one<{ n: number }>(
      database,
      sql`select count(*)::int as n from users u join branches b on b.id = u.branch_id where b.scu_id <> u.scu_id`,
    )
    expect(badBranches.n).toBe(0)
  })

  it('has vehicle types, makes with 3–6 models, and ~300 customers riding them', async () => {
    const makes = await rows<{ name: string; models: number }>(
      database,
      sql`select m.name, count(v.id)::int as models from vehicle_makes m join vehicle_models v on v.make_id = m.id group by m.name`,
    )
    expect(makes.length).toBeGreaterThanOrEqual(6)
    for (const m of makes) expect(m.models).toBeGreaterThanOrEqual(3)
    for (const m of makes) expect(m.models).toBeLessThanOrEqual(6)
    const types = await rows<{ name: string }>(database, sql`select name from vehicle_types`)
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(['Own EPK plus battery', 'Own EPK', 'Subscription', 'Retrofit']))

    const customers = (await database.db.select().from(users)).filter((u) => u.userType === 'user')
    expect(customers.length).toBe(300)
    expect(new Set(customers.map((c) => c.mobileNo)).size).toBe(300)
    for (const c of customers) {
      expect(c.mobileNo).toMatch(/^[6-9]\d{9}$/)
      expect(c.mobileNo.startsWith('90000000')).toBe(false)
      expect(c.passwordHash).toBeNull()
      expect(c.vehicleNo).toMatch(/^KA\d{2}[A-Z]{2}\d{4}$/)
      expect(c.fname).toMatch(/^[A-Za-z ]+$/)
      expect(c.pin).toMatch(/^\d{6}$/)
      expect(c.odometer).toBeGreaterThanOrEqual(0)
      expect(c.batteryDetails?.batteryId).toBeTruthy()
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime())
      expect(c.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 19 * 31 * DAY)
    }
    expect(customers.filter((c) => c.status === 'approved').length).toBeGreaterThan(240)
    // Every customer's vehicle is in the lookups.
    const unknown = await one<{ n: number }>(
      database,
      sql`select count(*)::int as n from users u where u.user_type = 'user' and not exists (
            select 1 from vehicle_models v join vehicle_makes m on m.id = v.make_id where m.name = u.vehicle_make and v.name = u.vehicle_model)
          or (u.user_type = 'user' and u.vehicle_type not in (select name from vehicle_types))`,
    )
    expect(unknown.n).toBe(0)
  })

  it('links plans, recharges, trips and notifications to existing users', async () => {
    const counts = await one<{
      plans: number
      recharges: number
      recharge_users: number
      trips: number
      trip_users: number
      notes: number
    }>(
      database,
      sql`select (select count(*)::int from plans) as plans,
                 (select count(*)::int from recharges) as recharges, (select count(distinct user_id)::int from recharges) as recharge_users,
                 (select count(*)::int from trips) as trips, (select count(distinct user_id)::int from trips) as trip_users,
                 (select count(*)::int from notifications) as notes`,
    )
    expect(counts.plans).toBeGreaterThanOrEqual(4)
    expect(counts.plans).toBeLessThanOrEqual(6)
    expect(counts.recharge_users).toBeGreaterThan(100)
    expect(counts.recharges).toBeGreaterThan(counts.recharge_users)
    expect(counts.trip_users).toBeGreaterThan(150)
    expect(counts.trips).toBeGreaterThan(2 * counts.trip_users)
    const broken = await one<{ n: number }>(
      database,
      sql`select (select count(*)::int from recharges r left join users u on u.id = r.user_id and u.user_type = 'user'
                    left join plans p on p.id = r.plan_id where u.id is null or p.id is null
                    or r.expire_at <= r.created_at or r.amount_paise <= 0 or r.amount_paise <> r.plan_total_paise - r.plan_discount_paise - r.coupon_discount_paise or r.odometer < r.odometer_at or r.remaining_mileage < 0
                    or u.vehicle_type = 'Own EPK plus battery')
              + (select count(*)::int from trips t left join users u on u.id = t.user_id where u.id is null
                    or t.avg_speed > t.avg_moving_speed or t.avg_moving_speed > t.max_speed or t.altitude_max < t.altitude_min
                    or t.distance <= 0 or t.duration_seconds <= 0 or t.date_time > ${NOW.toISOString()}::timestamptz
                    or t.date_time < u.created_at or t.watt_hours_regen_total > t.watt_hours_total)
              + (select count(*)::int from notifications n left join users u on u.id = n.user_id where u.id is null) as n`,
    )
    expect(broken.n).toBe(0)
    const perAccount = await rows<{ mobile_no: string; total: number; unread: number }>(
      database,
      sql`select u.mobile_no, count(*)::int as total, count(*) filter (where not n.read)::int as unread
          from notifications n join users u on u.id = n.user_id where u.mobile_no like '90000000%' group by u.mobile_no`,
    )
    expect(perAccount).toHaveLength(5)
    for (const a of perAccount) {
      expect(a.total).toBeGreaterThanOrEqual(5)
      expect(a.unread).toBeGreaterThan(0)
      expect(a.unread).toBeLessThan(a.total)
    }
    const customerNotes = await one<{ n: number }>(
      database,
      sql`select count(distinct n.user_id)::int as n from notifications n join users u on u.id = n.user_id where u.user_type = 'user'`,
    )
    expect(customerNotes.n).toBeGreaterThan(50)
  })

  it('adds generated customers in batches, twice, without colliding mobile numbers', async () => {
    const before = await one<{ n: number }>(database, sql`select count(*)::int as n from users`)
    const first = await generateBulk(database, { users: 5000, batch: 2000, now: NOW })
    const second = await generateBulk(database, { users: 5000, batch: 3000, now: NOW })
    expect(first).toMatchObject({ users: 5000, firstMobile: '6000000001', lastMobile: '6000005000' })
    expect(second).toMatchObject({ users: 5000, firstMobile: '6000005001', lastMobile: '6000010000' })
    const after = await one<{ n: number; distinct_mobiles: number; generated: number; bad: number }>(
      database,
      sql`select count(*)::int as n, count(distinct mobile_no)::int as distinct_mobiles,
                 count(*) filter (where mobile_no like '6%')::int as generated,
                 count(*) filter (where mobile_no like '6%' and (user_type <> 'user' or password_hash is not null
                   or mobile_no !~ '^6[0-9]{9}$' or vehicle_no !~ '^KA[0-9]{2}[A-Z]{2}[0-9]{4}$' or fname is null or lname is null
                   or city is null or pin !~ '^[0-9]{6}$' or created_at > ${NOW.toISOString()}::timestamptz
                   or battery_details->>'batteryId' is null or vehicle_make is null))::int as bad
          from users`,
    )
    expect(after.n).toBe(before.n + 10_000)
    expect(after.distinct_mobiles).toBe(after.n)
    expect(after.generated).toBe(10_000)
    expect(after.bad).toBe(0)

    const extra = await generateBulk(database, { trips: 3000, notifications: 2000, batch: 1000, now: NOW })
    expect(extra).toMatchObject({ users: 0, trips: 3000, notifications: 2000 })
    const linked = await one<{ trips: number; notes: number }>(
      database,
      sql`select (select count(*)::int from trips t join users u on u.id = t.user_id where u.mobile_no like '6%') as trips,
                 (select count(*)::int from notifications n join users u on u.id = n.user_id where u.mobile_no like '6%') as notes`,
    )
    expect(linked).toEqual({ trips: 3000, notes: 2000 })
  })
})

describe('demo seed determinism', () => {
  it('seeds the same people and figures on every run', async () => {
    const snapshot = async () => {
      const database = await openDatabase({ dataDir: 'memory://' })
      try {
        await seedDemo(database.db, new ManualClock(NOW))
        return await rows<Record<string, unknown>>(
          database,
          sql`select u.mobile_no, u.fname, u.lname, u.vehicle_no, u.created_at::text, u.odometer,
                (select count(*)::int from trips t where t.user_id = u.id) as trips,
                (select coalesce(sum(r.amount_paise), 0)::bigint::text from recharges r where r.user_id = u.id) as paid
              from users u order by u.mobile_no`,
        )
      } finally {
        await database.close()
      }
    }
    const [a, b] = [await snapshot(), await snapshot()]
    expect(a.length).toBeGreaterThan(300)
    expect(b).toEqual(a)
  })
})

describe('seed command line', () => {
  it('parses options and refuses bad ones', () => {
    expect(parseSeedArgs(['--', '--users', '1000000', '--batch=20000'])).toMatchObject({ users: 1_000_000, batch: 20_000, help: false })
    expect(parseSeedArgs(['--users', '1_000', '--trips', '5', '--notifications=7'])).toMatchObject({
      users: 1000,
      trips: 5,
      notifications: 7,
    })
    expect(parseSeedArgs(['--help']).help).toBe(true)
    expect(() => parseSeedArgs(['--users'])).toThrow(/needs a number/)
    expect(() => parseSeedArgs(['--users', '-5'])).toThrow(/whole number/)
    expect(() => parseSeedArgs(['--users', 'many'])).toThrow(/whole number/)
    expect(() => parseSeedArgs(['--batch', '0'])).toThrow(/at least 1/)
    expect(() => parseSeedArgs(['--frobnicate'])).toThrow(/Unknown option/)
  })

  it('draws a progress bar with percentage, rate and ETA', () => {
    const line = renderBar('users', 250_000, 1_000_000, 10, 20)
    expect(line).toContain('[#####---------------]')
    expect(line).toContain('25.0%')
    expect(line).toContain('25,000 rows/s')
    expect(line).toContain('ETA 30s')
  })
})
