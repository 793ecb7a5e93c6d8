import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { CouponType } from '../../../shared/api/discount.query'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { users } from '../../db/schema/core'

/**
 * The discount module's tables. A coupon's code is kept as typed and is unique case aside among every coupon ever made
 * (the unique index on upper(code): a redemption's code never means two coupons, and two saves at once get 114). The
 * start and end are days (their midnight in India); the coupon runs to the end of its end day. Money in paise, the
 * percentage numeric(5,2).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar('code', { length: 15 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    couponType: varchar('coupon_type', { length: 8 }).notNull().$type<CouponType>(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    minBillPaise: bigint('min_bill_paise', { mode: 'number' }).notNull().default(0),
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    attemptsPerUser: integer('attempts_per_user').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`),
    index('coupons_created_idx').on(t.createdAt, t.id),
    index('coupons_updated_idx').on(t.updatedAt, t.id),
    index('coupons_end_idx').on(t.endAt, t.id),
    check('coupons_percent_check', sql`${t.percent} > 0 AND ${t.percent} <= 100`),
    check('coupons_money_check', sql`${t.minBillPaise} >= 0 AND ${t.maxDiscountPaise} >= 0`),
    check('coupons_days_check', sql`${t.startAt} < ${t.endAt}`),
    check('coupons_attempts_check', sql`${t.attemptsPerUser} >= 1`),
    check('coupons_type_check', sql`${t.couponType} IN ('general', 'eligible')`),
  ],
)

/** The riders an eligible coupon is for. */
export const couponEligibleUsers = pgTable(
  'coupon_eligible_users',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_eligible_users_user_idx').on(t.userId)],
)

/**
 * How many times each rider has used each coupon: the counter the database raises only while below the coupon's
 * attempts per user (server/modules/discount/port.ts), so two redemptions racing for the last attempt cannot both win.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), check('coupon_uses_used_check', sql`${t.used} >= 0`)],
)

/** Each use of a coupon: by whom, for which record (a subscription or a booking, once each), the bill and the discount. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    refType: varchar('ref_type', { length: 12 }).notNull().$type<'subscription' | 'booking'>(),
    refId: uuid('ref_id').notNull(),
    billPaise: bigint('bill_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_ref_idx').on(t.refType, t.refId),
    check('coupon_redemptions_money_check', sql`${t.billPaise} >= 0 AND ${t.discountPaise} >= 0 AND ${t.discountPaise} <= ${t.billPaise}`),
    check('coupon_redemptions_ref_check', sql`${t.refType} IN ('subscription', 'booking')`),
  ],
)
