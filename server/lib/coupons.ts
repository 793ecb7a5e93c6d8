import type { Tx } from '../audit/transact'
import type { Db } from '../db/client'

/**
 * Discount coupons as other modules use them (issue 20): the discount module owns the coupons and their redemptions,
 * and registers this port when the app starts; a module that prices something with a coupon (subscriptions, bookings)
 * asks the port, so server modules never import each other.
 */

/** What applying a coupon gives: the coupon and the discount on this bill (paise, never more than the bill). */
export interface CouponQuote {
  couponId: string
  code: string
  discountPaise: number
}

export interface CouponAsk {
  /** As typed: matched case-insensitively, surrounding spaces ignored. */
  code: string
  /** The rider the coupon is for (a user of type user). */
  userId: string
  /** The bill before the coupon, paise. */
  billPaise: number
}

/** What a redemption is for: the record that used the coupon. */
export interface CouponUse extends CouponAsk {
  refType: 'subscription' | 'booking'
  refId: string
  actorId?: string | null
}

export interface CouponPort {
  /**
   * The discount this coupon would give this rider on this bill now, or null when it would not apply: unknown,
   * inactive, not started or ended, not eligible, under the minimum bill, or the rider's attempts used. Reads only.
   */
  quote(db: Db | Tx, ask: CouponAsk): Promise<CouponQuote | null>
  /**
   * Redeems the coupon in the caller's transaction, the database deciding the attempts (two redemptions racing for
   * the last attempt: one wins). Null when it does not apply (as `quote`); the caller then answers 'Invalid coupon'
   * and rolls back.
   */
  redeem(tx: Tx, use: CouponUse): Promise<CouponQuote | null>
}

const ports = new WeakMap<object, CouponPort>()

/** Called once by the discount module for its app's database. */
export function registerCouponPort(db: Db, port: CouponPort): void {
  ports.set(db, port)
}

/** The coupon port of this app's database (throws when the discount module is not loaded: a wiring error). */
export function couponPort(db: Db): CouponPort {
  const port = ports.get(db)
  if (!port) throw new Error('the discount module has not registered its coupon port')
  return port
}
