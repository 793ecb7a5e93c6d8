import { filters, tableQuery } from './contract'

/**
 * What the discount coupons table's address holds: its sort keys and filters, and the values they name. The route file
 * imports only this; the row and the contract are in ./discount.table.ts.
 */

/** A general coupon is for every rider; an eligible one only for the riders made eligible. */
export const COUPON_TYPES = ['general', 'eligible'] as const
export type CouponType = (typeof COUPON_TYPES)[number]

/** Where a coupon stands today: before its start day, between its start and end days, or after its end day. */
export const COUPON_VALIDITIES = ['upcoming', 'running', 'expired'] as const
export type CouponValidity = (typeof COUPON_VALIDITIES)[number]

/** The coupons table's sort keys and filters (coupon type, validity, active). */
export const discountTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'code', 'title', 'percent', 'startAt', 'endAt'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    couponType: filters.oneOf(COUPON_TYPES, 'couponType must be general or eligible'),
    validity: filters.oneOf(COUPON_VALIDITIES, 'validity must be upcoming, running or expired'),
  },
})
