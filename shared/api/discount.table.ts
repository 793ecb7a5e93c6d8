import { z } from 'zod'
import { DAY_SECONDS } from '../india-day'
import { tableContract } from './contract'
import { COUPON_TYPES, COUPON_VALIDITIES, type CouponValidity, discountTableQuery } from './discount.query'

export * from './discount.query'

/** A rider made eligible for a coupon, as rows and details give it. */
export const eligibleUserRow = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable(), mobileNo: z.string() })
export type EligibleUserRow = z.infer<typeof eligibleUserRow>

/**
 * A coupon as the table, the export and the details call give it: money in integer paise, the percentage as text
 * ('10', '12.5'), the start and end as days (the Unix seconds of their midnight in India; the coupon runs from the start
 * of its start day to the end of its end day). Read-only, from the redemptions: the riders who used it, the bills it
 * applied to and the discount it gave (paise).
 */
export const discountRow = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  couponType: z.enum(COUPON_TYPES),
  percent: z.string(),
  minBill: z.number().int(),
  maxDiscount: z.number().int(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  validity: z.enum(COUPON_VALIDITIES),
  attemptsPerUser: z.number().int(),
  eligibleUsers: z.array(eligibleUserRow),
  /** The eligible riders as 'name (mobile)', for the table's list cell and the export. */
  eligibleUserNames: z.array(z.string()),
  appliedUsers: z.number().int(),
  appliedAmount: z.number().int(),
  discountedAmount: z.number().int(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type DiscountRow = z.infer<typeof discountRow>

export const discountTableContract = tableContract({
  list: '/discount/all',
  export: '/discount/export',
  row: discountRow,
  query: discountTableQuery,
})

/** Where a coupon with these days stands at `nowSeconds`: it runs from its start day's midnight to its end day's end. */
export function couponValidity(startAt: number, endAt: number, nowSeconds: number): CouponValidity {
  if (nowSeconds < startAt) return 'upcoming'
  return nowSeconds < endAt + DAY_SECONDS ? 'running' : 'expired'
}

/**
 * The discount a coupon gives on a bill (paise): the percentage (hundredths of a percent) of the bill rounded half up
 * to the paisa, at most the maximum discount and never more than the bill. Integers only (bill × 10⁴ stays below
 * 2⁵³ for any bill the form takes).
 */
export function couponDiscountPaise(billPaise: number, percentHundredths: number, maxDiscountPaise: number): number {
  const raw = Math.floor((billPaise * percentHundredths + 5_000) / 10_000)
  return Math.max(0, Math.min(raw, maxDiscountPaise, billPaise))
}
