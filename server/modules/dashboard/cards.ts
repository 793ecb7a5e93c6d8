import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  branchesAnswer,
  cardsAnswer,
  DASHBOARD_ACCESS,
  DASHBOARD_CALLS as C,
  enquiriesAnswer,
  keywordBody,
  keywordQuery,
  newCardsAnswer,
  serviceCentresAnswer,
  serviceCentresBody,
  stationSearchAnswer,
  vehiclesAnswer,
} from '../../../shared/api/dashboard'
import { envelope, ok } from '../../http'
import { likeContains } from '../../lib/list-query'
import {
  bookingScope,
  companyScope,
  driveScope,
  type ModuleTable,
  num,
  present,
  riderRowScope,
  riderScope,
  rows,
  stationScope,
  unscoped,
} from './data'
import { summaryTotals, summaryVehicleTypes } from './summaries'

const tags = ['dashboard']
const config = { access: DASHBOARD_ACCESS }
const SEARCH_LIMIT = 50

interface StationDbRow {
  id: string
  title: string
  address: string | null
  city: string | null
  longitude: number | null
  latitude: number | null
}
const stationOf = (s: StationDbRow) => ({
  _id: s.id,
  title: s.title,
  address: s.address,
  city: s.city,
  location: s.longitude === null || s.latitude === null ? null : { coordinates: [s.longitude, s.latitude] as [number, number] },
})

/** The cards (older and new dashboard, Enquires, Vehicles), the branch filter's branches and the Service Stations map. */
export function cardRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = fastify.db
  const one = async (query: SQL) => (await rows<Record<string, unknown>>(db, query))[0] ?? {}

  app.get(
    C.cards,
    {
      schema: {
        tags,
        summary: "The older dashboard's cards: test rides, pre-bookings and payments",
        response: { 200: envelope.extend(cardsAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const u = request.auth!.user
      const ifPresent = async (table: ModuleTable, query: SQL): Promise<Record<string, unknown>> =>
        (await present(db, table)) ? one(query) : {}
      const [drives, books] = await Promise.all([
        ifPresent('test_drives', sql`SELECT count(*) AS n FROM test_drives t WHERE t.active AND ${driveScope(u)}`),
        ifPresent(
          'bookings',
          sql`SELECT count(*) AS n, coalesce(sum(b.booking_customer_paid), 0) AS paid FROM bookings b WHERE b.active AND ${bookingScope(u)}`,
        ),
      ])
      return ok(reply, { result: { totalTestRides: num(drives.n), totalPreBookings: num(books.n), totalPaymentPaise: num(books.paid) } })
    },
  )

  app.get(
    C.newCards,
    {
      schema: {
        tags,
        summary: "The new dashboard's Global Statistics cards and Subscription Plans chart",
        response: { 200: envelope.extend(newCardsAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const u = request.auth!.user
      const centres = one(sql`SELECT count(*) AS n FROM service_centres sc WHERE sc.active AND ${stationScope(u, 'sc.id')}`)
      // An admin's figures come from the summaries; a scoped user's are counted from their records (trips and
      // recharges by their user_id, without a join to the users table).
      const counted = async () => {
        const bookings = await present(db, 'bookings')
        const [users, trips, plans] = await Promise.all([
          one(sql`SELECT count(*) AS n FROM users u WHERE u.user_type = 'user' AND ${riderScope(u, bookings)}`),
          one(sql`SELECT count(*) AS n FROM trips x WHERE ${riderRowScope(u, bookings, 'x.user_id')}`),
          rows<{ id: string; title: string; n: string; paid: string }>(
            db,
            sql`SELECT p.id, p.title, g.n, g.paid FROM (
                  SELECT x.plan_id, count(*) AS n, sum(x.amount_paise) AS paid FROM recharges x
                  WHERE ${riderRowScope(u, bookings, 'x.user_id')} GROUP BY 1) g JOIN plans p ON p.id = g.plan_id ORDER BY g.n DESC, p.title`,
          ),
        ])
        return { users: users.n, trips: trips.n, plans }
      }
      const [{ users, trips, plans }, stations] = await Promise.all([unscoped(u) ? summaryTotals(db) : counted(), centres])
      return ok(reply, {
        result: {
          totalUsers: num(users),
          plansRevenuePaise: plans.reduce((a, p) => a + num(p.paid), 0),
          totalRides: num(trips),
          totalServiceStations: num(stations.n),
          plans: plans.map((p) => ({ planId: p.id, title: p.title, count: num(p.n), amountPaise: num(p.paid) })),
        },
      })
    },
  )

  app.get(
    C.vehicles,
    {
      schema: {
        tags,
        summary: 'The Vehicles card: models, registered vehicles by type',
        response: { 200: envelope.extend(vehiclesAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const u = request.auth!.user
      // An admin's from the riders' summary; a scoped user's counted from their riders.
      const counted = async () =>
        rows<{ vehicle_type: string; n: string }>(
          db,
          sql`SELECT coalesce(u.vehicle_type, '') AS vehicle_type, count(*) AS n FROM users u
              WHERE u.user_type = 'user' AND u.vehicle_no IS NOT NULL AND ${riderScope(u, await present(db, 'bookings'))}
              GROUP BY 1 ORDER BY 2 DESC, 1`,
        )
      const [models, byType] = await Promise.all([
        one(sql`SELECT count(*) AS n FROM vehicle_models m WHERE m.active`),
        unscoped(u) ? summaryVehicleTypes(db) : counted(),
      ])
      return ok(reply, {
        result: {
          models: num(models.n),
          registered: byType.reduce((a, t) => a + num(t.n), 0),
          byType: byType.map((t) => ({ vehicleType: t.vehicle_type, count: num(t.n) })),
        },
      })
    },
  )

  app.get(
    C.enquiries,
    {
      schema: { tags, summary: 'The Enquires card: enquiries, open and closed', response: { 200: envelope.extend(enquiriesAnswer.shape) } },
      config,
    },
    async (request, reply) => {
      if (!(await present(db, 'enquiries'))) return ok(reply, { result: { total: 0, open: 0, closed: 0 } })
      const e = await one(
        sql`SELECT count(*) AS total, count(*) FILTER (WHERE e.status = 'open') AS open, count(*) FILTER (WHERE e.status = 'closed') AS closed
            FROM enquiries e WHERE e.active AND ${companyScope(request.auth!.user)}`,
      )
      return ok(reply, { result: { total: num(e.total), open: num(e.open), closed: num(e.closed) } })
    },
  )

  app.get(
    C.branches,
    {
      schema: {
        tags,
        summary: "Branches for the pie chart's filter, by name",
        querystring: keywordQuery,
        response: { 200: envelope.extend(branchesAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const { keyword } = request.query
      const found = await rows<{ id: string; name: string; scu_id: string; title: string }>(
        db,
        sql`SELECT br.id, br.name, br.scu_id, sc.title FROM branches br JOIN service_centres sc ON sc.id = br.scu_id
            WHERE br.active AND sc.active AND ${keyword ? sql`br.name ILIKE ${likeContains(keyword)}` : sql`true`}
            AND ${stationScope(request.auth!.user, 'br.scu_id')} ORDER BY br.name, br.id LIMIT ${SEARCH_LIMIT}`,
      )
      return ok(reply, { result: found.map((b) => ({ _id: b.id, name: b.name, scuId: b.scu_id, centreTitle: b.title })) })
    },
  )

  app.post(
    C.serviceCentres,
    {
      schema: {
        tags,
        summary: 'A page of the Service Stations map: active centres by title',
        body: serviceCentresBody,
        response: { 200: envelope.extend(serviceCentresAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const { page, pageSize } = request.body
      const scope = stationScope(request.auth!.user, 'sc.id')
      const total = num((await one(sql`SELECT count(*) AS n FROM service_centres sc WHERE sc.active AND ${scope}`)).n)
      const found = await rows<StationDbRow>(
        db,
        sql`SELECT sc.id, sc.title, sc.address, sc.city, sc.longitude, sc.latitude FROM service_centres sc
            WHERE sc.active AND ${scope} ORDER BY sc.title, sc.id LIMIT ${pageSize} OFFSET ${page * pageSize}`,
      )
      return ok(reply, { rows: found.map(stationOf), pages: Math.ceil(total / pageSize), filterRecords: total })
    },
  )

  app.post(
    C.searchServiceCentre,
    {
      schema: {
        tags,
        summary: 'Active centres whose title, address or city holds the keyword',
        body: keywordBody,
        response: { 200: envelope.extend(stationSearchAnswer.shape) },
      },
      config,
    },
    async (request, reply) => {
      const { keyword } = request.body
      const like = keyword ? likeContains(keyword) : '%'
      const found = await rows<StationDbRow>(
        db,
        sql`SELECT sc.id, sc.title, sc.address, sc.city, sc.longitude, sc.latitude FROM service_centres sc
            WHERE sc.active AND (sc.title ILIKE ${like} OR sc.address ILIKE ${like} OR sc.city ILIKE ${like})
            AND ${stationScope(request.auth!.user, 'sc.id')} ORDER BY sc.title, sc.id LIMIT ${SEARCH_LIMIT}`,
      )
      return ok(reply, { result: found.map(stationOf) })
    },
  )
}
