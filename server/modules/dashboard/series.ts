import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  amountSeriesAnswer,
  countSeriesAnswer,
  DASHBOARD_ACCESS,
  DASHBOARD_CALLS as C,
  dateRange,
  kmSeriesAnswer,
  statusSeriesAnswer,
  type StatusDay,
  testRideRange,
} from '../../../shared/api/dashboard'
import type { z } from 'zod'
import { envelope, ok } from '../../http'
import type { RequestAuth } from '../../types'
import {
  bookingScope,
  bucketOf,
  companyScope,
  dayIdColumns,
  dayIdOf,
  type DayRow,
  driveScope,
  instants,
  type ModuleTable,
  num,
  present,
  riderRowScope,
  riderScope,
  rows,
  unscoped,
  within,
} from './data'
import { type DaySummary, summaryDaySeries } from './summaries'

const tags = ['dashboard']
const config = { access: DASHBOARD_ACCESS }

type Range = { from: number; to: number }
type Who = RequestAuth['user']

/**
 * The older and test-ride dashboards' series (spec 001 section 7: the POST counts with startDate and endDate). Each is
 * one grouped query over days in India.
 */
export function seriesRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = fastify.db

  /** Counts by day and status of a module's table (`alias` in `scope`), and the range's totals by status. */
  async function statusSeries(table: ModuleTable, alias: string, day: string, scope: SQL, r: Range) {
    if (!(await present(db, table))) return { result: [], totals: [], total: 0 }
    const found = await rows<DayRow & { status: string; count: string }>(
      db,
      sql`SELECT ${dayIdColumns('day')}, status, count FROM (
            SELECT ${bucketOf(sql.raw(`${alias}.${day}`), 'day')} AS b, ${sql.raw(alias)}.status, count(*) AS count
            FROM ${sql.identifier(table)} ${sql.raw(alias)}
            WHERE ${sql.raw(alias)}.active AND ${within(sql.raw(`${alias}.${day}`), r)} AND ${scope}
            GROUP BY 1, 2) g ORDER BY b, status`,
    )
    const result: StatusDay[] = []
    const totals = new Map<string, number>()
    for (const f of found) {
      const key = `${f.year}-${f.month}-${f.day}`
      let last = result[result.length - 1]
      if (!last || `${last._id.year}-${last._id.month}-${last._id.day}` !== key) {
        last = { _id: dayIdOf(f), items: [], total: 0 }
        result.push(last)
      }
      last.items.push({ status: f.status, count: num(f.count) })
      last.total += num(f.count)
      totals.set(f.status, (totals.get(f.status) ?? 0) + num(f.count))
    }
    const total = [...totals.values()].reduce((a, b) => a + b, 0)
    return { result, totals: [...totals].map(([status, count]) => ({ status, count })), total }
  }

  /**
   * Counts (and a summed amount) by day of a FROM … WHERE …, `column` the instant each row counts at; for an admin, from
   * the day summary `summary` names when there is one (summaries.ts: the same rows, without counting millions).
   */
  async function daySeries(from: SQL, column: string, r: Range, amount: SQL = sql`0`, summary?: { which: DaySummary; who: Who }) {
    const found =
      summary && unscoped(summary.who)
        ? await summaryDaySeries(db, summary.which, r)
        : await rows<DayRow & { count: string; amount: string }>(
            db,
            sql`SELECT ${dayIdColumns('day')}, count, amount FROM (
                  SELECT ${bucketOf(sql.raw(column), 'day')} AS b, count(*) AS count, coalesce(sum(${amount}), 0) AS amount
                  ${from} AND ${within(sql.raw(column), r)}
                  GROUP BY 1) g ORDER BY b`,
          )
    const result = found.map((f) => ({ _id: dayIdOf(f), count: num(f.count), amount: num(f.amount) }))
    return {
      result,
      total: result.reduce((a, f) => a + f.count, 0),
      amount: result.reduce((a, f) => a + f.amount, 0),
    }
  }

  const post = <T extends object>(path: string, summary: string, answerShape: z.ZodRawShape, run: (r: Range, who: Who) => Promise<T>) =>
    app.post(
      path,
      { schema: { tags, summary, body: dateRange, response: { 200: envelope.extend(answerShape) } }, config },
      async (request, reply) => {
        const r = instants(fastify, request.body)
        return ok(reply, { ...r, ...(await run(r, request.auth!.user)) })
      },
    )

  /** The test-ride series: the range and an optional branch (`branchId`: that branch's rides only). */
  const postRides = <T extends object>(
    path: string,
    summary: string,
    answerShape: z.ZodRawShape,
    run: (r: Range, scope: SQL) => Promise<T>,
  ) =>
    app.post(
      path,
      { schema: { tags, summary, body: testRideRange, response: { 200: envelope.extend(answerShape) } }, config },
      async (request, reply) => {
        const r = instants(fastify, request.body)
        const { branchId } = request.body
        const branch = branchId ? sql`t.branch_id = ${branchId}::uuid` : sql`true`
        return ok(reply, { ...r, ...(await run(r, sql`${driveScope(request.auth!.user)} AND ${branch}`)) })
      },
    )

  postRides(C.testRideCounts, 'Test rides by drive day, counted by status (optionally one branch)', statusSeriesAnswer.shape, (r, scope) =>
    statusSeries('test_drives', 't', 'booking_date', scope, r),
  )

  postRides(
    C.testRideCreated,
    'Test rides by the day they were created (optionally one branch)',
    countSeriesAnswer.shape,
    async (r, scope) => {
      if (!(await present(db, 'test_drives'))) return { result: [], total: 0 }
      const s = await daySeries(sql`FROM test_drives t WHERE t.active AND ${scope}`, 't.created_at', r)
      return { result: s.result.map(({ _id, count }) => ({ _id, count })), total: s.total }
    },
  )

  post(C.preBookCounts, 'Pre-bookings by booking day, with what the customers paid', amountSeriesAnswer.shape, async (r, u) => {
    if (!(await present(db, 'bookings'))) return { result: [], total: 0, amountPaise: 0 }
    const s = await daySeries(sql`FROM bookings b WHERE b.active AND ${bookingScope(u)}`, 'b.booking_date', r, sql`b.booking_customer_paid`)
    return {
      result: s.result.map(({ _id, count, amount }) => ({ _id, count, amountPaise: amount })),
      total: s.total,
      amountPaise: s.amount,
    }
  })

  post(C.enquiryStats, 'Enquiries by the day they were created, open and closed', statusSeriesAnswer.shape, (r, u) =>
    statusSeries('enquiries', 'e', 'created_at', companyScope(u), r),
  )

  post(C.rideKm, 'Trips and the km ridden by day', kmSeriesAnswer.shape, async (r, u) => {
    const bookings = await present(db, 'bookings')
    const s = await daySeries(
      sql`FROM trips x WHERE ${riderRowScope(u, bookings, 'x.user_id')}`,
      'x.date_time',
      r,
      sql`coalesce(x.distance, 0)`,
      { which: 'trips', who: u },
    )
    const km = (n: number) => Math.round(n * 1000) / 1000
    return { result: s.result.map(({ _id, count, amount }) => ({ _id, rides: count, km: km(amount) })), rides: s.total, km: km(s.amount) }
  })

  post(C.userCount, 'Riders registered by day', countSeriesAnswer.shape, async (r, u) => {
    const bookings = await present(db, 'bookings')
    const s = await daySeries(sql`FROM users u WHERE u.user_type = 'user' AND ${riderScope(u, bookings)}`, 'u.created_at', r, sql`0`, {
      which: 'users',
      who: u,
    })
    return { result: s.result.map(({ _id, count }) => ({ _id, count })), total: s.total }
  })

  post(C.recharge, 'Recharges (subscriptions) by day, with the amount paid', amountSeriesAnswer.shape, async (r, u) => {
    const bookings = await present(db, 'bookings')
    const s = await daySeries(
      sql`FROM recharges x WHERE ${riderRowScope(u, bookings, 'x.user_id')}`,
      'x.created_at',
      r,
      sql`x.amount_paise`,
      { which: 'recharges', who: u },
    )
    return {
      result: s.result.map(({ _id, count, amount }) => ({ _id, count, amountPaise: amount })),
      total: s.total,
      amountPaise: s.amount,
    }
  })
}
