import { eq } from 'drizzle-orm'
import { percentHundredths, planPrice } from '../../../shared/api/subscription-pricing'
import type { Db } from '../client'
import { plans, recharges, users } from '../schema'
import type { SeededCustomer } from './customers'
import { DAY_MS, insertChunked, type Rng } from './prng'
import { OWN_BATTERY_TYPE } from './vehicles'

/** Recharge plans, measured in km. */
// prettier-ignore
export const PLANS = [
  { title: 'Weekly Saver', mileage: 120, days: 7, pricePaise: 24900, taxPaise: 0, totalPaise: 24900, discountPercent: '0', description: '120 km for a week of short city rides.' },
  { title: 'Monthly Basic', mileage: 500, days: 30, pricePaise: 89900, taxPaise: 0, totalPaise: 89900, discountPercent: '0', description: '500 km over 30 days for light commuters.' },
  { title: 'Monthly Plus', mileage: 900, days: 30, pricePaise: 149900, taxPaise: 0, totalPaise: 149900, discountPercent: '5', description: '900 km over 30 days for daily office commutes.' },
  { title: 'Monthly Commuter Max', mileage: 1500, days: 30, pricePaise: 219900, taxPaise: 0, totalPaise: 219900, discountPercent: '10', description: '1,500 km over 30 days for delivery riders.' },
  { title: 'Quarterly Pro', mileage: 2700, days: 90, pricePaise: 399900, taxPaise: 0, totalPaise: 399900, discountPercent: '12', description: '2,700 km over 90 days, best value.' },
  { title: 'Festive Offer 600', mileage: 600, days: 30, pricePaise: 79900, taxPaise: 0, totalPaise: 79900, discountPercent: '0', description: 'Diwali offer (ended).', active: false },
] as const

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export async function seedPlans(db: Db, now: Date) {
  return db
    .insert(plans)
    .values(PLANS.map((p) => ({ ...p, createdAt: new Date(now.getTime() - 600 * DAY_MS), updatedAt: now })))
    .returning({
      id: plans.id,
      title: plans.title,
      mileage: plans.mileage,
      days: plans.days,
      totalPaise: plans.totalPaise,
      discountPercent: plans.discountPercent,
      active: plans.active,
    })
}

type Plan = Awaited<ReturnType<typeof seedPlans>>[number]

/** The plan's part of a recharge's price (the subscriptions' pricing rule, shared/api/subscription-pricing.ts). */
const priceOf = (plan: Plan) =>
  planPrice({ totalPaise: Number(plan.totalPaise), discountHundredths: percentHundredths(plan.discountPercent) ?? 0 })

/** The customer's odometer at a moment, assuming steady riding since joining. */
export function odometerAt(c: SeededCustomer, at: number, now: number): number {
  const span = Math.max(1, now - c.createdAt.getTime())
  const f = Math.min(1, Math.max(0, (at - c.createdAt.getTime()) / span))
  return Math.round((c.odometerStart + (c.odometer - c.odometerStart) * f) * 10) / 10
}

/**
 * A few recharges for most customers who do not own their battery, walking back from the latest one;
 * a customer mostly sticks to one plan.
 */
export async function seedRecharges(db: Db, rng: Rng, now: Date, customers: SeededCustomer[], allPlans: Plan[]): Promise<number> {
  const live = allPlans.filter((p) => p.active)
  // Each recharge is for the customer's vehicle (the number on the customer's record).
  const vehicles = new Map(
    (await db.select({ id: users.id, vehicleNo: users.vehicleNo }).from(users).where(eq(users.userType, 'user'))).map((u) => [
      u.id,
      u.vehicleNo,
    ]),
  )
  const rows: (typeof recharges.$inferInsert)[] = []
  const t0 = now.getTime()
  for (const c of customers) {
    if (c.vehicleType === OWN_BATTERY_TYPE || !rng.chance(0.85)) continue
    const favourite = rng.pick(live)
    let at = t0 - rng.int(0, 25) * DAY_MS - rng.int(0, 86_399) * 1000
    const count = rng.int(1, 6)
    let plan = favourite
    for (let k = 0; k < count && at > c.createdAt.getTime(); k++) {
      const expireAt = at + plan.days * DAY_MS
      const startOdo = odometerAt(c, at, t0)
      const nowOdo = odometerAt(c, Math.min(expireAt, t0), t0)
      const used = nowOdo - startOdo
      const remaining = Math.max(0, Math.round((plan.mileage - used) * 10) / 10)
      const price = priceOf(plan)
      rows.push({
        userId: c.id,
        planId: plan.id,
        vehicleNo: vehicles.get(c.id) ?? null,
        odometerAt: startOdo,
        odometer: nowOdo,
        remainingMileage: expireAt < t0 ? Math.min(remaining, Math.round(plan.mileage * rng.float(0, 0.15))) : remaining,
        isVehicleRecharged: k > 0 || rng.chance(0.9),
        orderId: `order_${rng.chars(14, ALNUM)}`,
        paymentRefId: `pay_${rng.chars(14, ALNUM)}`,
        rechargeKm: plan.mileage,
        planTotalPaise: price.planTotalPaise,
        planDiscountPaise: price.planDiscountPaise,
        amountPaise: price.amountPaise,
        expireAt: new Date(expireAt),
        createdAt: new Date(at),
        updatedAt: new Date(Math.min(t0, at + rng.int(60, 3600) * 1000)),
      })
      // The previous recharge: one plan period earlier, sometimes with a gap.
      plan = rng.chance(0.7) ? favourite : rng.pick(allPlans)
      at -= plan.days * DAY_MS + rng.int(0, 12) * DAY_MS + rng.int(0, 86_399) * 1000
    }
  }
  await insertChunked(rows, 1000, (chunk) => db.insert(recharges).values(chunk))
  return rows.length
}
