import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/client'
import { migrationsBefore, rawDatabases, type RawDatabase } from './support/raw-migrations'

/** Plans as the double-precision columns held them: rupees (some not exact in binary) and a discount percent. */
const OLD_PLANS = [
  { title: 'Weekly', mileage: 120, days: 7, price: 249, discount: 0, paise: 24_900, discountText: '0.00' },
  { title: 'Half rupee', mileage: 900, days: 30, price: 1499.5, discount: 5, paise: 149_950, discountText: '5.00' },
  { title: 'Paise', mileage: 1500, days: 30, price: 2199.99, discount: 12.5, paise: 219_999, discountText: '12.50' },
  { title: 'Binary', mileage: 10, days: 1, price: 0.1 + 0.2, discount: 33.33, paise: 30, discountText: '33.33' },
  { title: 'Large', mileage: 2700, days: 90, price: 99_999.99, discount: 100, paise: 9_999_999, discountText: '100.00' },
]

/** Recharges of those plans as paid: at the plan's price, below it (its discount), above it (0 discount), a binary sum. */
const OLD_RECHARGES = [
  { plan: 'Weekly', amount: 249, paise: 24_900 },
  { plan: 'Half rupee', amount: 1424.53, paise: 142_453 },
  { plan: 'Paise', amount: 1924.99, paise: 192_499 },
  { plan: 'Paise', amount: 2500, paise: 250_000 },
  { plan: 'Binary', amount: 0.1 + 0.1 + 0.1, paise: 30 },
  { plan: 'Large', amount: 0, paise: 0 },
]

/**
 * Issue 20 "Done when": the money migration (0011_plans_money) keeps every existing value. The database is migrated to
 * just before it, plans and recharges are stored in double-precision rupees, the rest of the migrations run, and every
 * value is compared: paise = rupees × 100 exactly, a plan's total its price (no tax before), a recharge's amount kept,
 * its plan total and recharge km learnt from its plan, the plan's discount the difference (never below 0).
 */
describe.each(rawDatabases('plans_money'))('the plans money migration on $name', ({ open }) => {
  let db: RawDatabase
  let oldMigrations: string
  beforeAll(async () => {
    db = await open()
    oldMigrations = migrationsBefore('0011_plans_money')
  })
  afterAll(async () => {
    await db?.close()
    fs.rmSync(oldMigrations, { recursive: true, force: true })
  })

  it('keeps every plan and recharge value, in paise', async () => {
    await db.migrate(oldMigrations)
    const [rider] = await db.query<{ id: string }>(
      `INSERT INTO users (user_type, fname, mobile_no) VALUES ('user', 'Rider', '9100000009') RETURNING id`,
    )
    const planIds = new Map<string, string>()
    for (const p of OLD_PLANS) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO plans (title, mileage, days, price, discount_percent, description, active) VALUES ($1, $2, $3, $4, $5, 'old', true) RETURNING id`,
        [p.title, p.mileage, p.days, p.price, p.discount],
      )
      planIds.set(p.title, row!.id)
    }
    const rechargeIds: string[] = []
    for (const r of OLD_RECHARGES) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO recharges (user_id, plan_id, odometer, remaining_mileage, odometer_at, amount, expire_at, payment_ref_id)
         VALUES ($1, $2, 1234.5, 88.8, 1000.25, $3, now() + interval '3 days', $4) RETURNING id`,
        [rider!.id, planIds.get(r.plan), r.amount, `pay_${rechargeIds.length}`],
      )
      rechargeIds.push(row!.id)
    }
    // What the columns held before, as the database reads them.
    const before = await db.query<{ id: string; price: number }>('SELECT id, price FROM plans ORDER BY title')
    expect(before.find((p) => p.id === planIds.get('Binary'))!.price).toBeCloseTo(0.3, 12)

    await db.migrate(migrationsFolder())

    const stored = await db.query<{
      id: string
      title: string
      mileage: number
      days: number
      price_paise: string
      tax_percent: string
      tax_paise: string
      total_paise: string
      discount_percent: string
      description: string
      active: boolean
      version: number
      replaces_plan_id: string | null
      valid_till: unknown
    }>('SELECT * FROM plans')
    expect(stored).toHaveLength(OLD_PLANS.length)
    for (const p of OLD_PLANS) {
      const row = stored.find((s) => s.id === planIds.get(p.title))!
      expect(
        { ...row, price_paise: Number(row.price_paise), tax_paise: Number(row.tax_paise), total_paise: Number(row.total_paise) },
        p.title,
      ).toMatchObject({
        title: p.title,
        mileage: p.mileage,
        days: p.days,
        price_paise: p.paise,
        tax_percent: '0.00',
        tax_paise: 0,
        total_paise: p.paise,
        discount_percent: p.discountText,
        description: 'old',
        active: true,
        version: 1,
        replaces_plan_id: null,
        valid_till: null,
      })
    }
    const plansColumns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'plans' AND column_name = 'price'`,
    )
    expect(plansColumns).toHaveLength(0)

    const recharged = await db.query<{
      id: string
      plan_id: string
      odometer: number
      remaining_mileage: number
      odometer_at: number
      amount_paise: string
      plan_total_paise: string
      plan_discount_paise: string
      coupon_discount_paise: string
      recharge_km: number
      payment_ref_id: string
    }>('SELECT * FROM recharges')
    expect(recharged).toHaveLength(OLD_RECHARGES.length)
    OLD_RECHARGES.forEach((r, i) => {
      const row = recharged.find((x) => x.id === rechargeIds[i])!
      const plan = OLD_PLANS.find((p) => p.title === r.plan)!
      expect(
        {
          ...row,
          amount_paise: Number(row.amount_paise),
          plan_total_paise: Number(row.plan_total_paise),
          plan_discount_paise: Number(row.plan_discount_paise),
          coupon_discount_paise: Number(row.coupon_discount_paise),
        },
        `${r.plan} ${r.amount}`,
      ).toMatchObject({
        plan_id: planIds.get(r.plan),
        odometer: 1234.5,
        remaining_mileage: 88.8,
        odometer_at: 1000.25,
        amount_paise: r.paise,
        plan_total_paise: plan.paise,
        plan_discount_paise: Math.max(0, plan.paise - r.paise),
        coupon_discount_paise: 0,
        recharge_km: plan.mileage,
        payment_ref_id: `pay_${i}`,
      })
    })
    // The constraints the migration adds hold for the migrated rows: total = price + tax is enforced from now on.
    await expect(db.query(`UPDATE plans SET total_paise = total_paise + 1 WHERE id = $1`, [planIds.get('Weekly')])).rejects.toThrow()
  })
})
