import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import type { CallType } from '../../../shared/api/user-activity'
import { createdAt, id, updatedAt } from '../columns'
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

export const plans = pgTable('plans', {
  id: id(),
  title: varchar('title', { length: 200 }).notNull(),
  mileage: integer('mileage').notNull(),
  days: integer('days').notNull(),
  price: doublePrecision('price').notNull(),
  discountPercent: doublePrecision('discount_percent').notNull().default(0),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

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
    odometer: doublePrecision('odometer'),
    remainingMileage: doublePrecision('remaining_mileage'),
    odometerAt: doublePrecision('odometer_at'),
    isVehicleRecharged: boolean('is_vehicle_recharged').notNull().default(false),
    orderId: varchar('order_id', { length: 64 }),
    paymentRefId: varchar('payment_ref_id', { length: 64 }),
    amount: doublePrecision('amount').notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recharges_user_idx').on(t.userId, t.createdAt)],
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
