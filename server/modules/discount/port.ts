import { and, eq, sql } from 'drizzle-orm'
import { percentToBasisPoints } from '../../../shared/api/booking-money'
import { couponDiscountPaise, couponValidity } from '../../../shared/api/discount.table'
import type { Tx } from '../../audit/transact'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/core'
import type { CouponAsk, CouponPort, CouponQuote, CouponUse } from '../../lib/coupons'
import { couponEligibleUsers, couponRedemptions, coupons, couponUses } from './schema'

type Reader = Db | Tx

/** A coupon as the port reads it. */
async function couponByCode(db: Reader, code: string, lock: boolean) {
  const q = db
    .select({
      id: coupons.id,
      code: coupons.code,
      couponType: coupons.couponType,
      percent: coupons.percent,
      minBillPaise: coupons.minBillPaise,
      maxDiscountPaise: coupons.maxDiscountPaise,
      startAt: coupons.startAt,
      endAt: coupons.endAt,
      attemptsPerUser: coupons.attemptsPerUser,
      active: coupons.active,
    })
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .limit(1)
  // FOR SHARE: redemptions go on side by side, while a change of the coupon (deactivation, new days or attempts)
  // waits for them to commit, and they for it.
  const [row] = lock ? await q.for('share') : await q
  return row ?? null
}
type Coupon = NonNullable<Awaited<ReturnType<typeof couponByCode>>>

/**
 * Whether a coupon applies to this rider and bill now, and the quote if it does: active, between the start of its
 * start day and the end of its end day, the rider an active customer (and made eligible for an eligible coupon), the
 * bill at least the minimum, and (when `used` is given) an attempt left. Every refusal is the same null.
 */
async function quoteOf(db: Reader, c: Coupon | null, ask: CouponAsk, now: Date, used: number | null): Promise<CouponQuote | null> {
  if (!c || !c.active) return null
  if (!Number.isSafeInteger(ask.billPaise) || ask.billPaise < 0) return null
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (couponValidity(c.startAt.getTime() / 1000, c.endAt.getTime() / 1000, nowSeconds) !== 'running') return null
  if (ask.billPaise < c.minBillPaise) return null
  if (used !== null && used >= c.attemptsPerUser) return null
  const hundredths = percentToBasisPoints(c.percent)
  if (hundredths === null) return null
  const [rider] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ask.userId), eq(users.userType, 'user'), eq(users.active, true)))
    .limit(1)
  if (!rider) return null
  if (c.couponType === 'eligible') {
    const [eligible] = await db
      .select({ userId: couponEligibleUsers.userId })
      .from(couponEligibleUsers)
      .where(and(eq(couponEligibleUsers.couponId, c.id), eq(couponEligibleUsers.userId, ask.userId)))
      .limit(1)
    if (!eligible) return null
  }
  return { couponId: c.id, code: c.code, discountPaise: couponDiscountPaise(ask.billPaise, hundredths, c.maxDiscountPaise) }
}

/** How many times the rider has used the coupon. */
async function usedBy(db: Reader, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: couponUses.used })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)))
  return row?.used ?? 0
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The coupon port of this app (server/lib/coupons.ts), on the app's clock:
 * - quote: reads the coupon, the rider, the eligibility and the rider's uses; null when it would not apply.
 * - redeem (in the caller's transaction): the coupon row read FOR SHARE (its rules cannot change until the caller
 *   commits), the same checks, then the rider's use counter raised by one only while below the attempts per user (one
 *   INSERT … ON CONFLICT DO UPDATE … WHERE used < attempts: of two transactions racing for the last attempt the second
 *   waits for the first and then finds no attempt left), then the redemption row. Null, and nothing written, when it
 *   does not apply.
 */
export function createCouponPort(clock: Clock): CouponPort {
  return {
    async quote(db, ask) {
      if (!UUID.test(ask.userId)) return null
      const c = await couponByCode(db, ask.code, false)
      if (!c) return null
      return quoteOf(db, c, ask, clock.now(), await usedBy(db, c.id, ask.userId))
    },

    async redeem(tx: Tx, use: CouponUse) {
      if (!UUID.test(use.userId)) return null
      const c = await couponByCode(tx, use.code, true)
      const quote = await quoteOf(tx, c, use, clock.now(), null)
      if (!c || !quote) return null
      const counted = await tx
        .insert(couponUses)
        .values({ couponId: c.id, userId: use.userId, used: 1 })
        .onConflictDoUpdate({
          target: [couponUses.couponId, couponUses.userId],
          set: { used: sql`${couponUses.used} + 1` },
          setWhere: sql`${couponUses.used} < ${c.attemptsPerUser}`,
        })
        .returning({ used: couponUses.used })
      if (counted.length === 0) return null
      await tx.insert(couponRedemptions).values({
        couponId: c.id,
        userId: use.userId,
        refType: use.refType,
        refId: use.refId,
        billPaise: use.billPaise,
        discountPaise: quote.discountPaise,
        createdById: use.actorId ?? null,
        createdAt: clock.now(),
      })
      return quote
    },
  }
}
