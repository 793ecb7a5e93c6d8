import { describe, expect, it } from 'vitest'
import { rechargeRowOf, type SubscriptionRow } from '@shared/api/subscription.table'
import { subscriptionForm, subscriptionEditFields, riderBody, SUBSCRIPTION_MESSAGES as M } from '@shared/api/subscription'
import {
  DAY_MS,
  couponDiscountPaise,
  expiryOf,
  percentHundredths,
  percentOf,
  planPrice,
  planTaxPaise,
  rangeAfterRecharge,
  subscriptionPrice,
  withCoupon,
} from '@shared/api/subscription-pricing'

/** The pricing rule of issue 20 (shared/api/subscription-pricing.ts), rule by rule, integers only. */
describe('subscription pricing', () => {
  it('reads percentages as hundredths of a percent and rounds a percent of an amount half up, exactly', () => {
    expect(percentHundredths('18')).toBe(1800)
    expect(percentHundredths('12.5')).toBe(1250)
    expect(percentHundredths('0.25')).toBe(25)
    expect(percentHundredths('100.01')).toBeNull()
    expect(percentHundredths('-1')).toBeNull()
    expect(percentOf(10_325, 1000)).toBe(1033) // 1032.5 → up
    expect(percentOf(10_324, 1000)).toBe(1032) // 1032.4 → down
    expect(percentOf(99_999_999_999, 9999)).toBe(99_989_999_999) // beyond 2^53 in between: BigInt keeps it exact
    expect(() => percentOf(1.5, 100)).toThrow()
    expect(() => percentOf(100, 10_001)).toThrow()
  })

  it('tax = round(price × taxPercent / 100): the plan total T is price + tax', () => {
    expect(planTaxPaise(100_000, 1800)).toBe(18_000)
    expect(planTaxPaise(24_900, 1800)).toBe(4482)
    expect(planTaxPaise(33_333, 1250)).toBe(4167) // 4166.625 → 4167
    expect(planTaxPaise(1, 5000)).toBe(1) // 0.5 → 1
  })

  it('plan discount D1 = round(T × discountPercent / 100); the bill a coupon sees is T − D1', () => {
    expect(planPrice({ totalPaise: 118_000, discountHundredths: 1250 })).toEqual({
      planTotalPaise: 118_000,
      planDiscountPaise: 14_750,
      billPaise: 103_250,
      couponDiscountPaise: 0,
      amountPaise: 103_250,
    })
    expect(planPrice({ totalPaise: 149_900, discountHundredths: 500 }).planDiscountPaise).toBe(7495)
    expect(planPrice({ totalPaise: 149_901, discountHundredths: 500 }).planDiscountPaise).toBe(7495) // 7495.05
    expect(planPrice({ totalPaise: 89_900, discountHundredths: 0 }).amountPaise).toBe(89_900)
    expect(planPrice({ totalPaise: 50_000, discountHundredths: 10_000 }).amountPaise).toBe(0)
  })

  it('coupon discount D2 = min(round((T − D1) × couponPercent / 100), maxDiscount), only when T − D1 ≥ minBill', () => {
    const terms = { percentHundredths: 1000, maxDiscountPaise: 10_000, minBillPaise: 50_000 }
    expect(couponDiscountPaise(103_250, terms)).toBe(10_000) // 10 325 capped
    expect(couponDiscountPaise(80_000, terms)).toBe(8000)
    expect(couponDiscountPaise(50_000, terms)).toBe(5000) // at the minimum: applies
    expect(couponDiscountPaise(49_999, terms)).toBe(0) // under the minimum
    expect(couponDiscountPaise(103_250, { percentHundredths: 500, maxDiscountPaise: 100_000, minBillPaise: 0 })).toBe(5163) // 5162.5
  })

  it('the coupon applies to the bill after the plan discount, and the amount is T − D1 − D2, never below 0', () => {
    const plan = { totalPaise: 118_000, discountHundredths: 1250 }
    // On T it would be 11 800; on the bill 10 325 (no cap).
    expect(subscriptionPrice(plan, { percentHundredths: 1000, maxDiscountPaise: 1_000_000, minBillPaise: 0 })).toMatchObject({
      couponDiscountPaise: 10_325,
      amountPaise: 92_925,
    })
    // The minimum is compared with the bill, not with T: 118 000 ≥ 110 000 but 103 250 is not.
    expect(
      subscriptionPrice(plan, { percentHundredths: 1000, maxDiscountPaise: 1_000_000, minBillPaise: 110_000 }).couponDiscountPaise,
    ).toBe(0)
    expect(subscriptionPrice(plan, null)).toMatchObject({ couponDiscountPaise: 0, amountPaise: 103_250 })
    // A discount larger than the bill (another owner's number) never makes the amount negative.
    expect(withCoupon(planPrice(plan), 500_000)).toMatchObject({ couponDiscountPaise: 103_250, amountPaise: 0 })
    expect(withCoupon(planPrice(plan), -5)).toMatchObject({ couponDiscountPaise: 0, amountPaise: 103_250 })
    for (const v of Object.values(subscriptionPrice(plan, { percentHundredths: 333, maxDiscountPaise: 99_999, minBillPaise: 0 })))
      expect(Number.isInteger(v)).toBe(true)
  })

  it('expiry = the recharge time + plan.days days', () => {
    const at = Date.UTC(2026, 5, 1, 10, 0, 0)
    expect(expiryOf(at, 30).getTime()).toBe(at + 30 * DAY_MS)
    expect(expiryOf(at, 7).toISOString()).toBe('2026-06-08T10:00:00.000Z')
  })

  it('range: the plan km plus what the latest unexpired recharge still had; nothing carried from none or a negative', () => {
    expect(rangeAfterRecharge(800, 37.5)).toBe(837.5)
    expect(rangeAfterRecharge(800, 0)).toBe(800)
    expect(rangeAfterRecharge(800, null)).toBe(800)
    expect(rangeAfterRecharge(800, -3)).toBe(800)
    expect(rangeAfterRecharge(120, 0.1 + 0.2)).toBe(120.3)
  })
})

describe('subscription forms and rows', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  it('takes the rider, plan, optional coupon and payment; blank is none; no money is read', () => {
    const f = subscriptionForm.parse({ userId: id, planId: id, couponCode: '  ', orderId: '', odometerAt: '12.5', amount: 1 })
    expect(f).toEqual({
      userId: id,
      planId: id,
      couponCode: undefined,
      orderId: undefined,
      paymentRefId: undefined,
      odometerAt: 12.5,
      isVehicleRecharged: false,
    })
    const bad = subscriptionForm.safeParse({ userId: 'x', planId: '', couponCode: 'ab', odometerAt: '1.25', paymentRefId: 'a b' })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual(
      [M.couponCode, M.odometerAt, M.paymentRefId, M.selectPlan, M.selectRider].sort(),
    )
    expect(subscriptionEditFields.safeParse({ odometerAt: 2_000_000 }).success).toBe(false)
  })

  it('reads a rider query as a mobile number (+91 and a leading 0 aside) or a vehicle number', () => {
    expect(riderBody.parse({ query: '+91 98450 12345' }).query).toEqual({ mobileNo: '9845012345', vehicleNo: undefined })
    expect(riderBody.parse({ query: 'ka 05 mh 4821' }).query).toEqual({ mobileNo: undefined, vehicleNo: 'KA05MH4821' })
    expect(riderBody.safeParse({ query: '12345' }).success).toBe(false)
  })

  it('names a subscription row as the users screen’s recharge tab does', () => {
    const row = {
      _id: 'r',
      planTitle: 'Plan',
      planMileage: 500,
      amount: 84_905,
      remainingMileage: 12,
      odometer: 3,
      odometerAt: 1,
    } as SubscriptionRow
    expect(rechargeRowOf(row)).toMatchObject({ _id: 'r', subscribedPlan: { title: 'Plan', mileage: 500, paymentSplit: { total: 84_905 } } })
  })
})
