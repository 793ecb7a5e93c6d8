import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ADV_MESSAGES as AM,
  ADVERTISEMENT_PAGES,
  advertisementPagesAnswer,
  coordinatesAnswer,
  placeIdQuery,
  placesAnswer,
  placesQuery,
} from '../../../shared/api/advertisement'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse, unavailable } from '../../http'
import { activeOptions } from '../../lib/option-lists'
import { createGeocoding, GeocodingUnavailable, type GeocodingProvider } from '../../providers/geocoding'

const tags = ['advertisement']
/** Any button of the screen. */
const access = { access: { screen: 'Advertisement' } } as const

/**
 * The advertisement form's own calls (permission Advertisement, any button): the pages an ad can be shown on (the
 * active values of the Options screen's 'advertisementPage' list, issue 21; the built-in pages without it), and the
 * place search with its coordinates through the geocoding provider. `geocoding` replaces the configured one (tests).
 */
export function advertisementPlaceRoutes(fastify: FastifyInstance, opts: { geocoding?: GeocodingProvider } = {}): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const geocoding = opts.geocoding ?? createGeocoding(fastify.deps.config)
  function geocodingFailed(err: unknown): never {
    if (!(err instanceof GeocodingUnavailable)) throw err
    fastify.log.warn({ err }, 'geocoding unavailable')
    // The provider is away, not us: 503 with 113, as when the database is away.
    return unavailable(AM.geocodingFailed)
  }

  app.get(
    '/advertisement/pages',
    {
      schema: {
        tags,
        summary: 'The active pages of the rider app an advertisement can be shown on (the Options screen’s list), in order',
        response: { 200: envelope.extend(advertisementPagesAnswer.shape) },
      },
      config: access,
    },
    async (_request, reply) => {
      const listed = (await activeOptions(fastify.db, 'advertisementPage')) ?? ADVERTISEMENT_PAGES.map((value) => ({ value, label: value }))
      return ok(reply, { advertisementPages: listed.map((o) => ({ name: o.value, label: o.label })) })
    },
  )

  app.get(
    '/advertisement/places',
    {
      schema: {
        tags,
        summary: 'Places matching a text (the configured geocoding provider; the bundled gazetteer by default)',
        querystring: placesQuery,
        response: { 200: envelope.extend(placesAnswer.shape) },
      },
      config: access,
    },
    async (request, reply) => {
      try {
        const predictions = await geocoding.search(request.query.place, 8)
        return ok(reply, { result: { predictions } })
      } catch (err) {
        return geocodingFailed(err)
      }
    },
  )

  app.get(
    '/advertisement/place/coordinates',
    {
      schema: {
        tags,
        summary: 'The coordinates of a place from the search (place_id)',
        querystring: placeIdQuery,
        response: { 200: envelope.extend(coordinatesAnswer.shape) },
      },
      config: access,
    },
    async (request, reply) => {
      try {
        const p = await geocoding.place(request.query.place_id)
        if (!p) return refuse(RC.NOT_FOUND, AM.noPlace)
        return ok(reply, {
          result: { result: { name: p.name, city: p.city, township: p.township, geometry: { location: { lat: p.lat, lng: p.lng } } } },
        })
      } catch (err) {
        return geocodingFailed(err)
      }
    },
  )
}
