import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { CallType } from '../../../shared/api/user-activity'
import { createdAt, id, updatedAt, version } from '../columns'
import { users } from './core'

/** What users do and receive: notifications, plans and recharges, trips, a worker's contacts and call logs. */

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    notificationType: varchar('notification_type', { length: 40 }).notNull().default('normal'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Recharge plans (issue 20): km for a number of days. Money in integer paise; the tax and total are computed by the
 * server from price and tax percent when saved. A plan some active subscription bought is never repriced: changing
 * its price or mileage makes a new version (`replacesPlanId`) and retires this one, so old subscriptions keep what
 * they bought.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Range bought, km. */
    mileage: integer('mileage').notNull(),
    /** How long the range lasts after the recharge, days. */
    days: integer('days').notNull(),
    /** The last day the plan is sold (midnight in India); null: no end. */
    validTill: timestamp('valid_till', { withTimezone: true }),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull().default(0),
    /** price + tax: the recharge tab's `paymentSplit.total` for a recharge at full price. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    replacesPlanId: uuid('replaces_plan_id').references((): AnyPgColumn => plans.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_money_check', sql`${t.pricePaise} >= 0 AND ${t.taxPaise} >= 0 AND ${t.totalPaise} = ${t.pricePaise} + ${t.taxPaise}`),
    check('plans_range_check', sql`${t.mileage} > 0 AND ${t.days} > 0`),
  ],
)

/**
 * Subscriptions (recharge records, issue 20): one purchase of a plan by one rider for one vehicle. `amountPaise` is
 * what was paid (the plan's total less the plan's discount and the coupon's); a payment is recorded once
 * (`paymentRefId` unique).
 */
export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    vehicleNo: varchar('vehicle_no', { length: 20 }),
    odometer: doublePrecision('odometer'),
    remainingMileage: doublePrecision('remaining_mileage'),
    /** The km this recharge bought (the plan's mileage when bought). */
    rechargeKm: integer('recharge_km'),
    odometerAt: doublePrecision('odometer_at'),
    isVehicleRecharged: boolean('is_vehicle_recharged').notNull().default(false),
    orderId: varchar('order_id', { length: 64 }),
    paymentRefId: varchar('payment_ref_id', { length: 64 }),
    /** The plan's total when bought, the discounts off it (plan percent, coupon) and what was paid; paise. */
    planTotalPaise: bigint('plan_total_paise', { mode: 'number' }),
    planDiscountPaise: bigint('plan_discount_paise', { mode: 'number' }).notNull().default(0),
    couponDiscountPaise: bigint('coupon_discount_paise', { mode: 'number' }).notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    couponId: uuid('coupon_id'),
    couponCode: varchar('coupon_code', { length: 15 }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.createdAt),
    index('recharges_created_idx').on(t.createdAt),
    index('recharges_plan_idx').on(t.planId),
    uniqueIndex('recharges_payment_ref_unique').on(t.paymentRefId).where(sql`${t.paymentRefId} IS NOT NULL`),
    check('recharges_money_check', sql`${t.amountPaise} >= 0 AND ${t.planDiscountPaise} >= 0 AND ${t.couponDiscountPaise} >= 0`),
  ],
)

export const trips = pgTable(
  'trips',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    avgMovingSpeed: doublePrecision('avg_moving_speed'),
    avgMovingSpeedGps: doublePrecision('avg_moving_speed_gps'),
    avgSpeed: doublePrecision('avg_speed'),
    avgSpeedGps: doublePrecision('avg_speed_gps'),
    maxSpeed: doublePrecision('max_speed'),
    maxSpeedGps: doublePrecision('max_speed_gps'),
    altitudeMax: doublePrecision('altitude_max'),
    altitudeMin: doublePrecision('altitude_min'),
    maxAmpsBattery: doublePrecision('max_amps_battery'),
    maxAmpsMotors: doublePrecision('max_amps_motors'),
    wattHoursTotal: doublePrecision('watt_hours_total'),
    wattHoursRegenTotal: doublePrecision('watt_hours_regen_total'),
    distance: doublePrecision('distance'),
    distanceGps: doublePrecision('distance_gps'),
    fault: varchar('fault', { length: 100 }),
    durationSeconds: integer('duration_seconds'),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_user_idx').on(t.userId, t.dateTime)],
)

/**
 * The phone contacts of a worker or scc user (their company phone's address book, spec 000 section 7,
 * POST /user/contacts). `phones` as the device reported them; the contacts call matches them by digits.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 200 }).notNull(),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_user_name_idx').on(t.userId, t.name, t.id)],
)

/**
 * The call log of a worker's or scc user's phone, one row per call. Written by the live device socket
 * (issue 6), which may send the same calls again: the unique index makes
 * `insert … on conflict do nothing` idempotent. `number_key` (the number's last 10 digits, so +91 and a
 * leading 0 do not matter) is computed by the database; the per-contact filter uses it.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 200 }),
    number: varchar('number', { length: 32 }).notNull(),
    numberKey: varchar('number_key', { length: 10 }).generatedAlwaysAs(sql`right(regexp_replace(number, '[^0-9]', '', 'g'), 10)`),
    callType: varchar('call_type', { length: 10 }).notNull().$type<CallType>(),
    duration: integer('duration').notNull().default(0),
    simDisplayName: varchar('sim_display_name', { length: 100 }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('call_logs_user_time_idx').on(t.userId, t.timestamp.desc(), t.number),
    index('call_logs_user_number_idx').on(t.userId, t.numberKey, t.timestamp.desc()),
    check('call_logs_type_check', sql`${t.callType} in ('incoming', 'outgoing', 'missed', 'rejected')`),
    check('call_logs_duration_check', sql`${t.duration} >= 0`),
  ],
)
