import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscountFormInput } from '../../shared/api/discount'
import { indiaMidnight } from '../../shared/india-day'
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/api/subscription'
import { recharges } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { subWorld, type SubWorld } from './support/subscription'

let serial = 0

/**
 * Subscriptions with a discount coupon (issue 20): the coupon applies to the bill after the plan's own discount, is
 * redeemed in the add's transaction through the discount module's port, and a refusal ('Invalid coupon') writes
 * nothing. The coupons are made through the discount module's own call.
 */
describe.each(testDatabases)('subscriptions with a coupon on $name', (tdb) => {
  let w: SubWorld
  let plan: string
  const coupon = async (over: Partial<DiscountFormInput> = {}) => {
    const today = indiaMidnight(Math.floor(w.h.clock.now().getTime() / 1000))
    const code = `SUB${++serial}T${Date.now() % 10000}`
    const r = await w.admin.post('/api/admin/discount/add', {
      code,
      title: `Subscription test coupon ${serial}`,
      couponType: 'general',
      percent: '10',
      minBill: '500',
      maxDiscount: '100',
      startAt: today - 86_400,
      endAt: today + 30 * 86_400,
      attemptsPerUser: 5,
      eligibleUserIds: [],
      active: true,
      ...over,
    } satisfies DiscountFormInput)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return { code, id: r.body.recordId as string }
  }
  const invalid = (r: { status: number; body: Record<string, unknown> }) =>
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.invalidCoupon])
  const rechargesOf = (userId: string) => w.h.database.db.select().from(recharges).where(eq(recharges.userId, userId))

  beforeAll(async () => {
    w = await subWorld(tdb)
    // ₹1,000 + 18 % = ₹1,180; 12.5 % off = ₹147.50 → the bill a coupon applies to: ₹1,032.50.
    plan = await w.plan({ pricePaise: 100_000, taxPercent: '18', taxPaise: 18_000, discountPercent: '12.5', mileage: 800, days: 30 })
  })
  afterAll(() => w.h.close())

  it('prices with the coupon on the bill after the plan discount, capped at its maximum, and redeems it', async () => {
    const rider = await w.rider()
    const c = await coupon({ percent: '10', maxDiscount: '100' })
    const quote = await w.post('/quote', { userId: rider.id, planId: plan, couponCode: ` ${c.code.toLowerCase()} ` })
    // 10 % of ₹1,032.50 = ₹103.25, capped at ₹100.
    expect(quote.body).toMatchObject({
      planTotal: 118_000,
      planDiscount: 14_750,
      couponDiscount: 10_000,
      amount: 93_250,
      coupon: M.couponApplied,
    })
    const id = await w.add({ userId: rider.id, planId: plan, couponCode: c.code.toLowerCase(), paymentRefId: `pay_C_${serial}` })
    expect(await w.details(id)).toMatchObject({
      planTotal: 118_000,
      planDiscount: 14_750,
      couponDiscount: 10_000,
      amount: 93_250,
      couponCode: c.code,
    })
    const uncapped = await coupon({ percent: '5', maxDiscount: '1000' })
    const id2 = await w.add({ userId: (await w.rider()).id, planId: plan, couponCode: uncapped.code })
    // 5 % of ₹1,032.50 = ₹51.625 → ₹51.63.
    expect(await w.details(id2)).toMatchObject({ couponDiscount: 5_163, amount: 98_087 })
    const used = await w.admin.post('/api/admin/discount/details', { recordId: c.id })
    expect(used.body.coupon).toMatchObject({ appliedUsers: 1, discountedAmount: 10_000 })
  })

  it('lets one of two adds at once take a coupon with one attempt left; the other is Invalid coupon and writes nothing', async () => {
    const rider = await w.rider()
    const c = await coupon({ attemptsPerUser: 1 })
    const both = await Promise.all([
      w.post('/add', { userId: rider.id, planId: plan, couponCode: c.code, paymentRefId: `pay_RACE_A_${serial}` }),
      w.post('/add', { userId: rider.id, planId: plan, couponCode: c.code, paymentRefId: `pay_RACE_B_${serial}` }),
    ])
    expect(both.map((r) => r.body.responseCode).sort()).toEqual([109, 110])
    invalid(both.find((r) => r.body.responseCode !== 109)!)
    const rows = await rechargesOf(rider.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.couponCode).toBe(c.code)
    const used = await w.admin.post('/api/admin/discount/details', { recordId: c.id })
    expect(used.body.coupon).toMatchObject({ appliedUsers: 1 })
    // The attempt is spent; the refused add's payment reference was not recorded and is free for a purchase without it.
    invalid(await w.post('/add', { userId: rider.id, planId: plan, couponCode: c.code }))
    const loserRef = both[0]!.body.responseCode === 109 ? `pay_RACE_B_${serial}` : `pay_RACE_A_${serial}`
    expect((await w.post('/add', { userId: rider.id, planId: plan, paymentRefId: loserRef })).body.responseCode).toBe(109)
  })

  it('refuses an eligible coupon for another rider, an unknown coupon and a bill under the minimum; nothing written', async () => {
    const mine = await w.rider()
    const other = await w.rider()
    const c = await coupon({ couponType: 'eligible', eligibleUserIds: [mine.id] })
    const q = await w.post('/quote', { userId: other.id, planId: plan, couponCode: c.code })
    expect(q.body).toMatchObject({ responseCode: 109, coupon: M.invalidCoupon, couponDiscount: 0, amount: 103_250 })
    invalid(await w.post('/add', { userId: other.id, planId: plan, couponCode: c.code, paymentRefId: 'pay_ELIGIBLE_X' }))
    invalid(await w.post('/add', { userId: other.id, planId: plan, couponCode: 'NOSUCHCODE' }))
    const high = await coupon({ minBill: '2000' })
    invalid(await w.post('/add', { userId: other.id, planId: plan, couponCode: high.code }))
    expect(await rechargesOf(other.id)).toHaveLength(0)
    // The refused payment reference was not recorded: it can be used now.
    expect((await w.post('/add', { userId: other.id, planId: plan, paymentRefId: 'pay_ELIGIBLE_X' })).body.responseCode).toBe(109)
    const id = await w.add({ userId: mine.id, planId: plan, couponCode: c.code })
    expect(await w.details(id)).toMatchObject({ couponCode: c.code, couponDiscount: 10_000 })
  })
})
