import { bigint, date, doublePrecision, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/**
 * The dashboards' summaries (issue 22's benchmark): counts kept by the database itself, so the company-wide figures
 * of a year, or of all time, read a few thousand rows instead of millions. Statement-level triggers on the source
 * tables keep them exact (insert, update, delete and truncate; migration 0001_summary_triggers, which also fills them
 * from what is there). Days and hours are India's (Asia/Kolkata, no daylight saving: an hour or a day of India is
 * exactly one bucket). Only the unscoped (admin) figures read them; scoped users' figures are counted from the
 * records, which their scope narrows.
 */

/**
 * Riders (users with user type `user`) registered per India day and vehicle type ('' for none), and how many of them
 * have a vehicle number (the Vehicles card).
 */
export const dashboardUserDays = pgTable(
  'dashboard_user_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 100 }).notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
    vehicles: bigint('vehicles', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.vehicleType] })],
)

/** Trips per India day of their date_time, with the km ridden (distance, null as 0). */
export const dashboardTripDays = pgTable('dashboard_trip_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  trips: bigint('trips', { mode: 'number' }).notNull().default(0),
  km: doublePrecision('km').notNull().default(0),
})

/** Recharges (subscriptions) per India day of their creation and plan, with the amount paid. */
export const dashboardRechargeDays = pgTable(
  'dashboard_recharge_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    planId: uuid('plan_id').notNull(),
    recharges: bigint('recharges', { mode: 'number' }).notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.planId] })],
)

/** Phone calls per India hour (a local timestamp) of their timestamp: incoming, outgoing, missed (missed and rejected). */
export const dashboardCallHours = pgTable('dashboard_call_hours', {
  hour: timestamp('hour', { withTimezone: false }).primaryKey(),
  incoming: bigint('incoming', { mode: 'number' }).notNull().default(0),
  outgoing: bigint('outgoing', { mode: 'number' }).notNull().default(0),
  missed: bigint('missed', { mode: 'number' }).notNull().default(0),
})
