import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  centreBranchesAnswer,
  deleteCheckAnswer,
  mapSettingsAnswer,
  placeAnswer,
  placeQuery,
  placeSearchAnswer,
  placeSearchQuery,
  SERVICE_CENTER_CALLS as CALLS,
  SERVICE_CENTER_MESSAGES as M,
} from '../../../shared/api/servicecenter'
import { userLogRow } from '../../../shared/api/users'
import { indiaMidnight } from '../../../shared/india-day'
import { RC } from '../../../shared/response-codes'
import { recordLogs } from '../../audit/audit'
import { serviceCentres } from '../../db/schema'
import { envelope, ok, refuse, unavailable } from '../../http'
import { registerListRoutes } from '../../lib/list-routes'
import { recordNotFound } from '../../lib/user-reach'
import { createGeocoding, GeocodingUnavailable, type GeocodingProvider } from '../../providers/geocoding'
import { branchesOf, dependentsOf, reachableCentre } from './data'
import { serviceCenterList } from './list'
import { serviceCenterRecordRoutes } from './records'

const tags = ['servicecenter']
const recordIdBody = z.object({ recordId: z.guid({ error: 'Please select a service centre' }) })

/** Midnight in India (UTC+05:30) of `now`: "from today" for the drives booked ahead. */
const todayInIndia = (now: Date) => new Date(indiaMidnight(Math.floor(now.getTime() / 1000)) * 1000)

/**
 * The Service Center screen's calls (permission ServiceCenter, issue 18): the table and its export, the record calls
 * (records.ts), and beside them:
 * - POST /servicecenter/branches `{ recordId }` (view, edit): the centre's branches, active or not, by name;
 * - POST /servicecenter/logs `{ recordId }` (logs): the centre's audit rows, newest first;
 * - POST /servicecenter/delete-check `{ recordId }` (delete): what still depends on the centre, asked before a delete;
 * - GET /servicecenter/places?place= and /servicecenter/place?placeId= (add, edit): the place search of the map through
 *   the configured geocoding provider (the bundled gazetteer by default);
 * - GET /servicecenter/map (add, edit, view): the street tiles (MAP_TILE_URL, if any) and the directions address.
 * Every call reaches only the centres in the actor's scope (an scc user their own); others answer 123.
 */
export function serviceCenterRoutes(fastify: FastifyInstance, opts: { geocoding?: GeocodingProvider } = {}): void {
  registerListRoutes(fastify, serviceCenterList, { screen: 'ServiceCenter', tags, what: 'service centres' })
  serviceCenterRecordRoutes(fastify)
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const config = fastify.deps.config
  const geocoding = opts.geocoding ?? createGeocoding(config)
  function geocodingFailed(err: unknown): never {
    if (!(err instanceof GeocodingUnavailable)) throw err
    fastify.log.warn({ err }, 'geocoding unavailable')
    return unavailable(M.geocodingFailed)
  }
  const reachable = async (id: string, request: FastifyRequest) => {
    const [row] = await db.select({ id: serviceCentres.id }).from(serviceCentres).where(reachableCentre(id, request.auth!)).limit(1)
    return row?.id ?? null
  }

  app.post(
    CALLS.branches,
    {
      schema: {
        tags,
        summary: "A service centre's branches, active or not, by name, and whether records keep each from being removed",
        body: recordIdBody,
        response: { 200: envelope.extend(centreBranchesAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['view', 'edit'] } },
    },
    async (request, reply) => {
      const id = await reachable(request.body.recordId, request)
      if (!id) return recordNotFound()
      return ok(reply, { branches: await branchesOf(db, id) })
    },
  )

  app.post(
    CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one service centre, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'ServiceCenter', button: 'logs' } },
    },
    async (request, reply) => {
      const id = await reachable(request.body.recordId, request)
      if (!id) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'serviceCenter', id) })
    },
  )

  app.post(
    CALLS.deleteCheck,
    {
      schema: {
        tags,
        summary:
          'What still depends on a service centre, asked before deleting or deactivating it: its active staff, test drives booked ahead, open bookings and (where tickets exist) open tickets',
        body: recordIdBody,
        response: { 200: envelope.extend(deleteCheckAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['delete', 'edit'] } },
    },
    async (request, reply) => {
      const id = await reachable(request.body.recordId, request)
      if (!id) return recordNotFound()
      return ok(reply, await dependentsOf(db, id, todayInIndia(fastify.deps.clock.now())))
    },
  )

  app.get(
    CALLS.places,
    {
      schema: {
        tags,
        summary: 'Places matching a text, for the map (the configured geocoding provider; the bundled gazetteer by default)',
        querystring: placeSearchQuery,
        response: { 200: envelope.extend(placeSearchAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['add', 'edit'] } },
    },
    async (request, reply) => {
      try {
        const found = await geocoding.search(request.query.place, 8)
        return ok(reply, { places: found.map((p) => ({ description: p.description, placeId: p.place_id })) })
      } catch (err) {
        return geocodingFailed(err)
      }
    },
  )

  app.get(
    CALLS.place,
    {
      schema: {
        tags,
        summary: "A place's name and location (longitude then latitude), by the id the search gave; 123 when there is none",
        querystring: placeQuery,
        response: { 200: envelope.extend(placeAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['add', 'edit'] } },
    },
    async (request, reply) => {
      try {
        const p = await geocoding.place(request.query.placeId)
        if (!p) return refuse(RC.NOT_FOUND, M.noPlace)
        return ok(reply, { place: { name: p.name, city: p.city, location: { coordinates: [p.lng, p.lat] } } })
      } catch (err) {
        return geocodingFailed(err)
      }
    },
  )

  app.get(
    CALLS.map,
    {
      schema: {
        tags,
        summary: 'The map settings: the street tile address (MAP_TILE_URL; null draws the offline outline only) and the directions address',
        response: { 200: envelope.extend(mapSettingsAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['add', 'edit', 'view'] } },
    },
    async (_request, reply) => ok(reply, { tileUrl: config.MAP_TILE_URL ?? null, directionsUrl: config.MAP_DIRECTIONS_URL }),
  )
}
