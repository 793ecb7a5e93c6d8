import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type DateRange, rangeInstants } from '../../../shared/api/dashboard'
import type { Db } from '../../db/client'
import { rowsOf } from '../../lib/list-count'
import { tableExists } from '../../lib/table-exists'
import type { RequestAuth } from '../../types'

/**
 * What the dashboard's reads share. The dashboard reads what every other module writes; modules do not import each
 * other's code, so their tables are read here by SQL name, and a module's table that is not there (the module left out)
 * counts as empty. Every figure is counted by the database (GROUP BY over days in India); nothing is counted here.
 */

/** The business's time zone: days, months and hours of the charts are India's. */
export const ZONE = sql.raw(`'Asia/Kolkata'`)

/** The optional modules' tables the dashboard reads. */
export type ModuleTable = 'bookings' | 'test_drives' | 'enquiries' | 'leads' | 'tickets' | 'service_requests'

/** Runs a statement and answers its rows. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query))
}

/** The module tables found so far, per database: a module's table, once there, stays (modules are not removed live). */
const found = new WeakMap<Db, Set<ModuleTable>>()

/** Whether a module's table exists (a query on a missing one would fail). Asked once per table after it is found. */
export async function present(db: Db, table: ModuleTable): Promise<boolean> {
  const known = found.get(db) ?? new Set<ModuleTable>()
  if (known.has(table)) return true
  const exists = await tableExists(db, table)
  if (exists) found.set(db, known.add(table))
  return exists
}

/** A number from the database (counts and sums arrive as text from bigint and numeric). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))

/** The instant range of a request's dates (the default range where a date is missing). */
export function instants(app: FastifyInstance, range: DateRange): { from: number; to: number } {
  return rangeInstants(range, Math.floor(app.deps.clock.now().getTime() / 1000))
}

/** `column` within [from, to). */
export const within = (column: SQL, r: { from: number; to: number }): SQL =>
  sql`${column} >= to_timestamp(${r.from}::float8) AND ${column} < to_timestamp(${r.to}::float8)`

const UNITS = { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' } as const
export type Unit = keyof typeof UNITS

/**
 * The India-local bucket (a timestamp without zone) of an instant column. India has kept +05:30 without daylight
 * saving since 1945, so the local time is the UTC time plus that offset: per row about twice as fast as applying the
 * zone's rules (`AT TIME ZONE 'Asia/Kolkata'`), which a year of a large business's rows feels (issue 22's benchmark).
 */
export const bucketOf = (column: SQL, unit: Unit): SQL =>
  sql`date_trunc(${sql.raw(`'${UNITS[unit]}'`)}, (${column} AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')`

/** The `_id {day, month, year}` columns of a bucket (`b`): day and month null where the grouping is coarser. */
export const dayIdColumns = (unit: 'day' | 'month' | 'year'): SQL =>
  sql.raw(
    `extract(year FROM b)::int AS year, ${unit === 'year' ? 'NULL::int' : 'extract(month FROM b)::int'} AS month, ` +
      `${unit === 'day' ? 'extract(day FROM b)::int' : 'NULL::int'} AS day`,
  )

export interface DayRow {
  year: number
  month: number | null
  day: number | null
}
export const dayIdOf = (r: DayRow) => ({ day: r.day, month: r.month, year: r.year })

/** The Unix seconds of a bucket's start in India. */
export const bucketStart = sql.raw(`extract(epoch FROM (b AT TIME ZONE 'Asia/Kolkata'))::float8`)

/*
 * Scopes (SECURITY.md item 14), as the modules that own the records scope their lists: a franchise partner (scp) sees
 * only their franchise's figures, a service centre user (scc) only their centre's, a worker only their own work; admins
 * everything (their role's permission decides which screens); customers nothing. Each is a condition on a table alias.
 */
type Who = RequestAuth['user']
const none = sql`false`
const all = sql`true`
const centre = (u: Who, column: string): SQL => (u.scuId ? sql`${sql.raw(column)} = ${u.scuId}::uuid` : none)

/** Bookings (alias b): scp their own (franchise_id), scc and workers their centre's. */
export function bookingScope(u: Who): SQL {
  if (u.userType === 'scp') return sql`b.franchise_id = ${u.id}::uuid`
  if (u.userType === 'scc' || u.userType === 'worker') return centre(u, 'b.scu_id')
  return u.userType === 'user' ? none : all
}

/** Test drives (alias t): workers those assigned to them, scc their centre's, scp those they booked. */
export function driveScope(u: Who): SQL {
  if (u.userType === 'worker') return sql`t.worker_id = ${u.id}::uuid`
  if (u.userType === 'scc') return centre(u, 't.scu_id')
  if (u.userType === 'scp') return sql`t.franchise_id = ${u.id}::uuid`
  return u.userType === 'user' ? none : all
}

/** Tickets and service requests (alias x): workers those assigned to them, scc their centre's, scp none. */
export function centreWorkScope(u: Who): SQL {
  if (u.userType === 'worker') return sql`x.assignee_id = ${u.id}::uuid`
  if (u.userType === 'scc') return centre(u, 'x.scu_id')
  return u.userType === 'scp' || u.userType === 'user' ? none : all
}

/**
 * Riders (users, alias u; their trips and recharges through it): scc and workers their centre's, scp the customers of
 * their own bookings (none without the bookings module).
 */
export function riderScope(u: Who, bookingsPresent: boolean): SQL {
  if (u.userType === 'scc' || u.userType === 'worker') return centre(u, 'u.scu_id')
  if (u.userType === 'scp') {
    return bookingsPresent
      ? sql`EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = u.id AND b.franchise_id = ${u.id}::uuid AND b.active)`
      : none
  }
  return u.userType === 'user' ? none : all
}

/** Whether a user sees every record (an admin): then no scope condition and no join to the users table is needed. */
export const unscoped = (u: Who): boolean => !['scc', 'worker', 'scp', 'user'].includes(u.userType)

/**
 * Riders' records (trips, recharges) by their `user_id` column, without a join to the users table: the same riders as
 * riderScope (scc and workers their centre's, scp the customers of their own bookings, admins all).
 */
export function riderRowScope(u: Who, bookingsPresent: boolean, userIdColumn: string): SQL {
  const column = sql.raw(userIdColumn)
  if (u.userType === 'scc' || u.userType === 'worker') {
    return u.scuId ? sql`${column} IN (SELECT ru.id FROM users ru WHERE ru.scu_id = ${u.scuId}::uuid)` : none
  }
  if (u.userType === 'scp') {
    return bookingsPresent
      ? sql`${column} IN (SELECT b.customer_id FROM bookings b WHERE b.franchise_id = ${u.id}::uuid AND b.active)`
      : none
  }
  return u.userType === 'user' ? none : all
}

/** Phone call logs by their `user_id` column: scc their centre staff's, scp and workers their own. */
export function callRowScope(u: Who, userIdColumn: string): SQL {
  const column = sql.raw(userIdColumn)
  if (u.userType === 'scc') return u.scuId ? sql`${column} IN (SELECT cu.id FROM users cu WHERE cu.scu_id = ${u.scuId}::uuid)` : none
  if (u.userType === 'scp' || u.userType === 'worker') return sql`${column} = ${u.id}::uuid`
  return u.userType === 'user' ? none : all
}

/** Enquiries and CRM leads belong to no franchise or centre: the company's staff only. */
export const companyScope = (u: Who): SQL => (u.userType === 'admin' ? all : none)

/** Service centres (alias sc) and branches (alias br): scc and workers their own centre only. */
export function stationScope(u: Who, column: 'sc.id' | 'br.scu_id'): SQL {
  if (u.userType === 'scc' || u.userType === 'worker') return centre(u, column)
  return u.userType === 'user' ? none : all
}
