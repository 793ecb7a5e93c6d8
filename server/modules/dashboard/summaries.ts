import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dayIdColumns, type DayRow, rows, type Unit, ZONE } from './data'

/**
 * Reads of the dashboards' summaries (schema.ts: counts per India day or hour kept by triggers), for the figures of
 * an unscoped (admin) user: the same answers as counting the records, from a few thousand rows. Ranges are the
 * requests' [from, to), whole India days, so they fall on the summaries' day and hour boundaries.
 */

type Range = { from: number; to: number }

/** India's local time of an instant (Unix seconds), as the summaries' hours hold it. */
const local = (seconds: number): SQL => sql`(to_timestamp(${seconds}::float8) AT TIME ZONE ${ZONE})`

/** The summaries' days within a range. */
const daysWithin = (r: Range): SQL => sql`day >= ${local(r.from)}::date AND day < ${local(r.to)}::date`

/** All-time totals for the new dashboard's cards: riders registered, trips, and recharges by plan. */
export async function summaryTotals(db: Db) {
  const [[users], [trips], plans] = await Promise.all([
    rows<{ n: string }>(db, sql`SELECT coalesce(sum(users), 0) AS n FROM dashboard_user_days`),
    rows<{ n: string }>(db, sql`SELECT coalesce(sum(trips), 0) AS n FROM dashboard_trip_days`),
    rows<{ id: string; title: string; n: string; paid: string }>(
      db,
      sql`SELECT p.id, p.title, g.n, g.paid FROM (
            SELECT plan_id, sum(recharges) AS n, sum(amount_paise) AS paid FROM dashboard_recharge_days
            GROUP BY 1 HAVING sum(recharges) <> 0) g JOIN plans p ON p.id = g.plan_id ORDER BY g.n DESC, p.title`,
    ),
  ])
  return { users: users?.n ?? '0', trips: trips?.n ?? '0', plans }
}

/** The Vehicles card's riders with a vehicle number, by vehicle type ('' for none), most first. */
export const summaryVehicleTypes = (db: Db) =>
  rows<{ vehicle_type: string; n: string }>(
    db,
    sql`SELECT vehicle_type, sum(vehicles) AS n FROM dashboard_user_days GROUP BY 1 HAVING sum(vehicles) <> 0 ORDER BY 2 DESC, 1`,
  )

/** The Unix seconds of an India-local bucket `b` (fixed +05:30, as data.ts's bucketOf: cheaper than the zone's rules). */
const startOf = sql.raw(`date_part('epoch', b) - 19800`)

/**
 * The Call Status chart from the hourly summary: the same rows as counting call_logs by `unit`. By hour, the summary's
 * rows as they are (a year holds up to 8,760; no grouping), coarser units summed.
 */
export function summaryCalls(db: Db, unit: Unit, r: Range) {
  const range = sql`hour >= ${local(r.from)} AND hour < ${local(r.to)}`
  return rows<{ at: number; incoming: number; outgoing: number; missed: number }>(
    db,
    unit === 'hour'
      ? sql`SELECT ${startOf} AS at, incoming::int AS incoming, outgoing::int AS outgoing, missed::int AS missed
            FROM (SELECT hour AS b, * FROM dashboard_call_hours WHERE ${range} AND incoming + outgoing + missed > 0) g ORDER BY b`
      : sql`SELECT ${startOf} AS at, incoming, outgoing, missed FROM (
              SELECT date_trunc(${sql.raw(`'${unit}'`)}, hour) AS b, sum(incoming)::int8 AS incoming, sum(outgoing)::int8 AS outgoing,
                sum(missed)::int8 AS missed
              FROM dashboard_call_hours WHERE ${range} GROUP BY 1 HAVING sum(incoming) + sum(outgoing) + sum(missed) > 0) g ORDER BY b`,
  )
}

/** The day summaries a series can read: its table, count column and summed amount column. */
const DAY_SUMMARIES = {
  users: { table: 'dashboard_user_days', count: 'users', amount: '0' },
  trips: { table: 'dashboard_trip_days', count: 'trips', amount: 'km' },
  recharges: { table: 'dashboard_recharge_days', count: 'recharges', amount: 'amount_paise' },
} as const
export type DaySummary = keyof typeof DAY_SUMMARIES

/**
 * A day series (riders registered, trips and km, recharges and amount) from its summary: the rows daySeries answers
 * for an unscoped user (`_id` columns, count and amount, days with a record only).
 */
export function summaryDaySeries(db: Db, which: DaySummary, r: Range) {
  const s = DAY_SUMMARIES[which]
  return rows<DayRow & { count: string; amount: string }>(
    db,
    sql`SELECT ${dayIdColumns('day')}, count, amount FROM (
          SELECT day::timestamp AS b, sum(${sql.raw(s.count)}) AS count, coalesce(sum(${sql.raw(s.amount)}), 0) AS amount
          FROM ${sql.raw(s.table)} WHERE ${daysWithin(r)} GROUP BY 1 HAVING sum(${sql.raw(s.count)}) <> 0) g ORDER BY b`,
  )
}
