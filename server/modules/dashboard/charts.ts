import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { BOOKING_STAGES } from '../../../shared/api/booking.query'
import { LEAD_SOURCES } from '../../../shared/api/crm.query'
import {
  barChartAnswer,
  barChartBody,
  barChartQuery,
  BOOKING_COUNT_ACCESS,
  type BarModel,
  callDataAnswer,
  callDataQuery,
  countSeriesAnswer,
  crmMarketingAnswer,
  DASHBOARD_ACCESS,
  DASHBOARD_CALLS as C,
  dateRange,
  pieChartAnswer,
  pieChartBody,
  statsQuery,
} from '../../../shared/api/dashboard'
import { SERVICE_REQUEST_STATUSES } from '../../../shared/api/servicereq-moves'
import { TICKET_STAGES } from '../../../shared/api/ticket-moves'
import { envelope, ok } from '../../http'
import {
  bookingScope,
  bucketOf,
  bucketStart,
  callRowScope,
  centreWorkScope,
  companyScope,
  dayIdColumns,
  dayIdOf,
  type DayRow,
  instants,
  type ModuleTable,
  num,
  present,
  rows,
  unscoped,
  within,
} from './data'
import { summaryCalls } from './summaries'

const tags = ['dashboard']
const config = { access: DASHBOARD_ACCESS }

/** The Vehicle Status chart's models: the table, its alias and status column, the instant counted, and its statuses. */
const BAR: Record<BarModel, { table: ModuleTable; alias: 'b' | 'x'; status: string; at: string; statuses: readonly string[] }> = {
  bookings: { table: 'bookings', alias: 'b', status: 'b.status', at: 'b.booking_date', statuses: BOOKING_STAGES },
  service: { table: 'service_requests', alias: 'x', status: 'x.status', at: 'x.created_at', statuses: SERVICE_REQUEST_STATUSES },
  tickets: { table: 'tickets', alias: 'x', status: 'x.stage', at: 'x.created_at', statuses: TICKET_STAGES },
}

const GRAPH_UNITS = { Hour: 'hour', Day: 'day', Week: 'week', Month: 'month', Year: 'year' } as const

/**
 * The charts: booking counts (the booking-count dashboard), the Call Status chart, the Vehicle Status bar chart, the
 * Retrofitment Status pie and the CRM Status chart by lead source.
 */
export function chartRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = fastify.db

  /** Every status of a list with its count (0 where none), then any other stored status. */
  const allStatuses = (statuses: readonly string[], found: { status: string; count: string }[]) => {
    const by = new Map(found.map((f) => [f.status, num(f.count)]))
    const listed = statuses.map((status) => ({ status, count: by.get(status) ?? 0 }))
    const others = found.filter((f) => !statuses.includes(f.status)).map((f) => ({ status: f.status, count: num(f.count) }))
    return [...listed, ...others]
  }

  app.get(
    C.stats,
    {
      schema: {
        tags,
        summary: 'Bookings counted by booking day, month or year (the booking-count dashboard)',
        querystring: statsQuery,
        response: { 200: envelope.extend(countSeriesAnswer.shape) },
      },
      config: { access: BOOKING_COUNT_ACCESS },
    },
    async (request, reply) => {
      const r = instants(fastify, request.query)
      if (!(await present(db, 'bookings'))) return ok(reply, { ...r, result: [], total: 0 })
      const unit = request.query.datetype
      const found = await rows<DayRow & { count: string }>(
        db,
        sql`SELECT ${dayIdColumns(unit)}, count FROM (
              SELECT ${bucketOf(sql`b.booking_date`, unit)} AS b, count(*) AS count FROM bookings b
              WHERE b.active AND ${within(sql`b.booking_date`, r)} AND ${bookingScope(request.auth!.user)}
              GROUP BY 1) g ORDER BY b`,
      )
      const result = found.map((f) => ({ _id: dayIdOf(f), count: num(f.count) }))
      return ok(reply, { ...r, result, total: result.reduce((a, f) => a + f.count, 0) })
    },
  )

  app.get(
    C.callData,
    {
      schema: {
        tags,
        summary: "The phones' incoming, outgoing and missed calls by hour, day, week, month or year",
        querystring: callDataQuery,
        response: { 200: envelope.extend(callDataAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const r = instants(fastify, request.query)
      const { graphType } = request.query
      const u = request.auth!.user
      // An admin's calls come from the hourly summary; a scoped user's are counted from their phones' call logs.
      const found = await (unscoped(u)
        ? summaryCalls(db, GRAPH_UNITS[graphType], r)
        : rows<{ at: number; incoming: string; outgoing: string; missed: string }>(
            db,
            sql`SELECT ${bucketStart} AS at, incoming, outgoing, missed FROM (
              SELECT ${bucketOf(sql`c.timestamp`, GRAPH_UNITS[graphType])} AS b,
                count(*) FILTER (WHERE c.call_type = 'incoming') AS incoming,
                count(*) FILTER (WHERE c.call_type = 'outgoing') AS outgoing,
                count(*) FILTER (WHERE c.call_type IN ('missed', 'rejected')) AS missed
              FROM call_logs c
              WHERE ${within(sql`c.timestamp`, r)} AND ${callRowScope(u, 'c.user_id')}
              GROUP BY 1) g ORDER BY b`,
          ))
      const callTypeCount = found.map((f) => ({
        at: num(f.at),
        incomingCount: num(f.incoming),
        outgoingCount: num(f.outgoing),
        missedCount: num(f.missed),
      }))
      const sum = (k: 'incomingCount' | 'outgoingCount' | 'missedCount') => callTypeCount.reduce((a, f) => a + f[k], 0)
      const totals = { incomingCount: sum('incomingCount'), outgoingCount: sum('outgoingCount'), missedCount: sum('missedCount') }
      return ok(reply, { ...r, result: { graphType, callTypeCount, totals } })
    },
  )

  app.post(
    C.barChart,
    {
      schema: {
        tags,
        summary: 'The Vehicle Status bar chart: bookings, service requests or tickets by status',
        querystring: barChartQuery,
        body: barChartBody,
        response: { 200: envelope.extend(barChartAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const r = instants(fastify, request.body)
      const { model } = request.query
      const m = BAR[model]
      if (!(await present(db, m.table))) return ok(reply, { ...r, model, result: allStatuses(m.statuses, []), total: 0 })
      const u = request.auth!.user
      const scope = m.alias === 'b' ? bookingScope(u) : centreWorkScope(u)
      const centre = request.body.scuId ? sql`${sql.raw(m.alias)}.scu_id = ${request.body.scuId}::uuid` : sql`true`
      const found = await rows<{ status: string; count: string }>(
        db,
        sql`SELECT ${sql.raw(m.status)} AS status, count(*) AS count FROM ${sql.identifier(m.table)} ${sql.raw(m.alias)}
            WHERE ${sql.raw(m.alias)}.active AND ${within(sql.raw(m.at), r)} AND ${centre} AND ${scope} GROUP BY 1`,
      )
      const result = allStatuses(m.statuses, found)
      return ok(reply, { ...r, model, result, total: result.reduce((a, f) => a + f.count, 0) })
    },
  )

  app.post(
    C.pieChart,
    {
      schema: {
        tags,
        summary: 'The Retrofitment Status pie: bookings waiting for their kit or battery, service waiting for painting',
        querystring: dateRange,
        body: pieChartBody,
        response: { 200: envelope.extend(pieChartAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const r = instants(fastify, request.query)
      const u = request.auth!.user
      const { branchId } = request.body
      const result = { kit: 0, battery: 0, painting: 0 }
      if (await present(db, 'bookings')) {
        // A booking has no branch: the branch filter takes in its centre's bookings.
        const branch: SQL = branchId ? sql`b.scu_id = (SELECT br.scu_id FROM branches br WHERE br.id = ${branchId}::uuid)` : sql`true`
        const [w] = await rows<{ kit: string; battery: string }>(
          db,
          sql`SELECT count(*) FILTER (WHERE b.kit_selected AND b.kit_fitted_at IS NULL) AS kit,
                count(*) FILTER (WHERE b.battery_selected AND b.battery_product_id IS NULL) AS battery
              FROM bookings b WHERE b.active AND b.status <> 'cancelled' AND ${within(sql`b.booking_date`, r)}
              AND ${branch} AND ${bookingScope(u)}`,
        )
        result.kit = num(w?.kit)
        result.battery = num(w?.battery)
      }
      if (await present(db, 'service_requests')) {
        const branch: SQL = branchId ? sql`x.branch_id = ${branchId}::uuid` : sql`true`
        const [w] = await rows<{ painting: string }>(
          db,
          sql`SELECT count(*) AS painting FROM service_requests x
              WHERE x.active AND x.status NOT IN ('delivered', 'cancelled') AND ${within(sql`x.created_at`, r)}
              AND EXISTS (SELECT 1 FROM unnest(x.services) s WHERE s ILIKE '%paint%') AND ${branch} AND ${centreWorkScope(u)}`,
        )
        result.painting = num(w?.painting)
      }
      return ok(reply, { ...r, result })
    },
  )

  app.get(
    C.crmMarketing,
    {
      schema: {
        tags,
        summary: 'The CRM Status chart: leads created in the range by lead source',
        querystring: dateRange,
        response: { 200: envelope.extend(crmMarketingAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const r = instants(fastify, request.query)
      if (!(await present(db, 'leads'))) return ok(reply, { ...r, result: LEAD_SOURCES.map((source) => ({ source, count: 0 })), total: 0 })
      const where = sql`${within(sql`x.created_at`, r)} AND ${companyScope(request.auth!.user)}`
      const found = await rows<{ status: string; count: string }>(
        db,
        sql`SELECT s.source AS status, count(*) AS count FROM leads x, unnest(x.marketing_type) AS s(source) WHERE ${where} GROUP BY 1`,
      )
      const [t] = await rows<{ total: string }>(db, sql`SELECT count(*) AS total FROM leads x WHERE ${where}`)
      const result = allStatuses(LEAD_SOURCES, found).map((f) => ({ source: f.status, count: f.count }))
      return ok(reply, { ...r, result, total: num(t?.total) })
    },
  )
}
