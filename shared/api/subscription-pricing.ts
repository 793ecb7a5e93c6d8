import { percentToBasisPoints } from './booking-money'

/**
 * The price of a subscription (issue 20), one place for both sides; integers only (paise, and percentages as hundredths
 * of a percent), every rounding half up:
 * - plan total T = price + tax, tax = round(price × taxPercent / 100);
 * - plan discount D1 = round(T × discountPercent / 100);
 * - the coupon applies to the bill after the plan's own discount, B = T − D1: coupon discount
 *   D2 = min(round(B × couponPercent / 100), maxDiscount), only when B ≥ minBill (else 0);
 * - amount paid = T − D1 − D2, never below 0.
 * Range and expiry of a recharge:
 * - expiry = recharge time + plan.days days;
 * - rechargeKm = plan.mileage; a rider whose latest unexpired recharge for the same vehicle still has range keeps it on
 *   top: remainingMileage = plan.mileage + leftover, and that older recharge's remainingMileage becomes 0 (carried over).
 */

export const DAY_MS = 86_400_000

/** A percentage as text ('18', '12.5', '0.25') → hundredths of a percent (1 % = 100); null when not 0–100 with two decimals. */
export const percentHundredths = (text: string | number): number | null => percentToBasisPoints(String(text))

/** round(amount × hundredths / 10 000), half up, exact (BigInt). */
export function percentOf(amountPaise: number, hundredths: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new Error('amountPaise must be a whole number ≥ 0')
  if (!Number.isInteger(hundredths) || hundredths < 0 || hundredths > 10_000) throw new Error('hundredths must be 0–10000')
  const n = BigInt(amountPaise) * BigInt(hundredths)
  return Number((n * 2n + 10_000n) / 20_000n)
}

/** The tax on a plan's price, paise. */
export const planTaxPaise = (pricePaise: number, taxHundredths: number): number => percentOf(pricePaise, taxHundredths)

/** What a coupon gives (the discount module's terms): its percent, the most it takes off, the least bill it applies to. */
export interface CouponTerms {
  percentHundredths: number
  maxDiscountPaise: number
  minBillPaise: number
}

/** D2: the coupon's discount on this bill (the bill after the plan's own discount), 0 under the minimum bill. */
export function couponDiscountPaise(billPaise: number, c: CouponTerms): number {
  if (billPaise < c.minBillPaise) return 0
  return Math.min(percentOf(billPaise, c.percentHundredths), Math.max(0, c.maxDiscountPaise), billPaise)
}

export interface PlanMoney {
  /** price + tax, paise (the plan's totalPaise). */
  totalPaise: number
  /** The plan's own discount, hundredths of a percent. */
  discountHundredths: number
}

export interface SubscriptionPrice {
  planTotalPaise: number
  planDiscountPaise: number
  /** T − D1: what a coupon applies to. */
  billPaise: number
  couponDiscountPaise: number
  amountPaise: number
}

/** The plan's part of the price: T, D1 and the bill a coupon applies to (no coupon yet). */
export function planPrice(plan: PlanMoney): SubscriptionPrice {
  const planDiscount = percentOf(plan.totalPaise, plan.discountHundredths)
  const bill = Math.max(0, plan.totalPaise - planDiscount)
  return { planTotalPaise: plan.totalPaise, planDiscountPaise: planDiscount, billPaise: bill, couponDiscountPaise: 0, amountPaise: bill }
}

/** The price with a coupon's discount (computed by the coupon's owner on `billPaise`); the amount never below 0. */
export function withCoupon(price: SubscriptionPrice, couponDiscount: number): SubscriptionPrice {
  const d2 = Math.max(0, Math.min(couponDiscount, price.billPaise))
  return { ...price, couponDiscountPaise: d2, amountPaise: Math.max(0, price.planTotalPaise - price.planDiscountPaise - d2) }
}

/** The whole rule with the coupon's terms known (the unit test's and the preview's view of it). */
export function subscriptionPrice(plan: PlanMoney, coupon?: CouponTerms | null): SubscriptionPrice {
  const p = planPrice(plan)
  return coupon ? withCoupon(p, couponDiscountPaise(p.billPaise, coupon)) : p
}

/** When a recharge made at `atMs` expires: plan.days days later. */
export const expiryOf = (atMs: number, days: number): Date => new Date(atMs + days * DAY_MS)

/** The range of a new recharge: the plan's km plus what the rider's latest unexpired recharge still had (to 0.1 km). */
export function rangeAfterRecharge(planMileage: number, leftover: number | null | undefined): number {
  const kept = leftover && leftover > 0 ? leftover : 0
  return Math.round((planMileage + kept) * 10) / 10
}
