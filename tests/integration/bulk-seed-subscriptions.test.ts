import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ODOMETER_KM, subscriptionForm } from '../../shared/api/subscription'
import type { Database } from '../../server/db/client'
import { plans, recharges } from '../../server/db/schema'
import { parseSeedArgs, seedUsage } from '../../server/db/seed/args'
import { generateBulk } from '../../server/db/seed/bulk'
import { seedSteps } from '../../server/db/seed/steps.gen'
import { OWN_BATTERY_TYPE } from '../../server/db/seed/vehicles'
import { generateSubscriptions } from '../../server/modules/subscriptions/bulk-seed'
import { onSale, priceOfPlan } from '../../server/modules/subscriptions/pricing'
import { oneDatabase, testDatabases } from './support/databases'
import { SEED_TIME } from './support/seed-recipe'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

/** `npm run seed -- --subscriptions N`: recharges priced as the module prices them, on both databases. */

const N = 1500
const MORE = 500
const SEED = 7373
const DAY_MS = 86_400_000

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

type Recharge = typeof recharges.$inferSelect & {
  riderType: string
  riderActive: boolean
  riderVehicleType: string | null
  riderVehicleNo: string | null
}

/** The recharges with their riders: the bulk ones are those with a 15-character payment reference (the demo's have 14). */
async function rechargesOf(database: Database): Promise<Recharge[]> {
  const found = await rows<Record<string, unknown>>(
    database,
    sql`SELECT r.id, u.user_type, u.active, u.vehicle_type, u.vehicle_no FROM recharges r JOIN users u ON u.id = r.user_id`,
  )
  const riders = new Map(found.map((f) => [f.id as string, f]))
  return (await database.db.select().from(recharges)).map((r) => {
    const u = riders.get(r.id)!
    return {
      ...r,
      riderType: u.user_type as string,
      riderActive: u.active as boolean,
      riderVehicleType: u.vehicle_type as string | null,
      riderVehicleNo: u.vehicle_no as string | null,
    }
  })
}
const isBulk = (r: Recharge) => /^pay_[A-Za-z0-9]{15}$/.test(r.paymentRefId ?? '')

describe.each(testDatabases)('bulk subscriptions on $name', (tdb) => {
  let h: Harness
  let demoCount: number
  let bulk: Recharge[]

  beforeAll(async () => {
    h = await startHarness(tdb)
    await generateBulk(h.database, { users: 500, now: h.clock.now() })
    demoCount = (await rechargesOf(h.database)).length
    // Batches of 600: several statements and a short last one.
    const result = await generateSubscriptions(h.database, { count: N, batch: 600, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(N)
    bulk = (await rechargesOf(h.database)).filter(isBulk)
  })
  afterAll(() => h.close())

  it('adds N recharges with unique payment references, none of them the demo’s', async () => {
    const all = await rechargesOf(h.database)
    expect(all).toHaveLength(demoCount + N)
    expect(bulk).toHaveLength(N)
    expect(new Set(all.map((r) => r.paymentRefId)).size).toBe(all.length)
  })

  it('prices every recharge as the module does without a coupon, of a plan on sale, for a rider who may recharge', async () => {
    const now = h.clock.now()
    const byId = new Map((await h.database.db.select().from(plans)).map((p) => [p.id, p]))
    const problems = bulk.flatMap((r) => {
      const plan = byId.get(r.planId)!
      const price = priceOfPlan(plan)
      const form = subscriptionForm.safeParse({
        userId: r.userId,
        planId: r.planId,
        orderId: r.orderId,
        paymentRefId: r.paymentRefId,
        odometerAt: r.odometerAt,
        isVehicleRecharged: r.isVehicleRecharged,
      })
      const at = r.createdAt.getTime()
      const wrong = [
        !form.success && `form: ${form.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        !onSale(plan, now) && 'plan not on sale',
        (r.planTotalPaise !== price.planTotalPaise || r.planDiscountPaise !== price.planDiscountPaise) && 'plan price',
        (r.couponDiscountPaise !== 0 || r.couponId !== null || r.amountPaise !== price.amountPaise) && 'amount',
        (r.rechargeKm !== plan.mileage || r.expireAt?.getTime() !== at + plan.days * DAY_MS) && 'range or expiry',
        (r.riderType !== 'user' || !r.riderActive || r.riderVehicleType === OWN_BATTERY_TYPE) && 'rider',
        r.vehicleNo !== r.riderVehicleNo && 'vehicle',
        (at > now.getTime() || at < now.getTime() - 396 * DAY_MS || r.updatedAt < r.createdAt) && 'time',
        !(r.odometer! >= r.odometerAt! && r.odometer! <= MAX_ODOMETER_KM) && 'odometer',
        !(r.remainingMileage! >= 0 && r.remainingMileage! <= plan.mileage) && 'range left',
        !/^order_[A-Za-z0-9]{14}$/.test(r.orderId ?? '') && 'order id',
      ].filter(Boolean)
      return wrong.length ? [`${r.id}: ${wrong.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('spreads them over the plans, the riders and the year', () => {
    const plansUsed = new Set(bulk.map((r) => r.planId))
    expect(plansUsed.size).toBeGreaterThanOrEqual(5)
    expect(new Set(bulk.map((r) => r.userId)).size).toBeGreaterThan(150)
    const months = new Set(bulk.map((r) => r.createdAt.toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(12)
    // Bought 07:00–23:00 in India, but for a first recharge just after joining (or one just before now).
    const hours = bulk.map((r) => new Date(r.createdAt.getTime() + 330 * 60_000).getUTCHours())
    expect(hours.filter((x) => x >= 7 && x < 23).length / N).toBeGreaterThan(0.9)
    expect(bulk.filter((r) => r.isVehicleRecharged).length / N).toBeGreaterThan(0.8)
  })

  it('lists them through the module’s list call', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const answer = await admin.call('POST', '/api/admin/subscription/all', { page: 0, pageSize: 10 })
    expect(answer.status).toBe(200)
    expect(answer.body.filterRecords).toBe(demoCount + N)
  })

  it('continues on a second run with new payment references', async () => {
    const result = await generateSubscriptions(h.database, { count: MORE, batch: 200, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(MORE)
    const all = await rechargesOf(h.database)
    expect(all).toHaveLength(demoCount + N + MORE)
    expect(new Set(all.map((r) => r.paymentRefId)).size).toBe(all.length)
  })

  it('refuses to run without a plan on sale, adding nothing', async () => {
    await h.database.db.update(plans).set({ active: false }).where(eq(plans.active, true))
    await expect(generateSubscriptions(h.database, { count: 10, batch: 10, now: h.clock.now(), seed: SEED })).rejects.toThrow(
      /No plan on sale/,
    )
    expect(await rechargesOf(h.database)).toHaveLength(demoCount + N + MORE)
  })
})

describe('bulk subscriptions are deterministic', () => {
  it('makes the same recharges from the same database, day, count and seed, whatever the batch size', async () => {
    // The seeded demo data (one copy per run, support/seed-recipe.ts) is the same database for both runs.
    const NOW = SEED_TIME
    const snapshot = async (batch: number) => {
      const { database, dispose } = await oneDatabase[0]!.openSeeded()
      try {
        await generateBulk(database, { users: 200, now: NOW })
        await generateSubscriptions(database, { count: 600, batch, now: NOW, seed: SEED })
        return await rows<Record<string, unknown>>(
          database,
          sql`SELECT u.mobile_no, p.title, r.order_id, r.payment_ref_id, r.amount_paise::text, r.odometer_at, r.odometer, r.remaining_mileage,
                r.is_vehicle_recharged, r.created_at::text, r.expire_at::text
              FROM recharges r JOIN users u ON u.id = r.user_id JOIN plans p ON p.id = r.plan_id
              WHERE length(r.payment_ref_id) = 19 ORDER BY r.payment_ref_id`,
        )
      } finally {
        await dispose()
      }
    }
    const [a, b] = [await snapshot(600), await snapshot(170)]
    expect(a).toHaveLength(600)
    expect(b).toEqual(a)
  })

  it('is offered on the command line as --subscriptions', () => {
    const options = seedSteps.flatMap((s) => (s.bulk ? [s.bulk] : []))
    expect(parseSeedArgs(['--subscriptions', '500_000'], options)).toMatchObject({ bulk: { subscriptions: 500_000 } })
    expect(seedUsage(options)).toMatch(/--subscriptions N/)
  })
})
