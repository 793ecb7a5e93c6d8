import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ADV_MESSAGES as AM,
  ADVERTISEMENT_PAGES,
  advertisementDetails,
  advertisementForm,
  advertisementIssues,
  advertisementPagesAnswer,
  advertisementUpdateForm,
  advIdBody,
  coordinatesAnswer,
  DEFAULT_DURATION_SECONDS,
  placeIdQuery,
  placesAnswer,
  placesQuery,
  type AdvertisementDetails,
  type AdvertisementFields,
} from '../../../shared/api/advertisement'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { advertisements } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { createGeocoding, GeocodingUnavailable, type GeocodingProvider } from '../../providers/geocoding'

const tags = ['advertisement']

type AdRow = typeof advertisements.$inferSelect
type AdColumns = Omit<typeof advertisements.$inferInsert, 'id' | 'createdAt' | 'createdById' | 'totalClick'>

/** India Standard Time, the business's day: a new ad may not start before today's midnight there. */
const IST_OFFSET_SECONDS = 330 * 60
const DAY = 86_400
export const startOfTodayIst = (nowSeconds: number) => Math.floor((nowSeconds + IST_OFFSET_SECONDS) / DAY) * DAY - IST_OFFSET_SECONDS

/** The form as columns; a missing start is now and a missing end 7 days after the start (spec 001 section 3). */
function columnsOf(f: AdvertisementFields, nowSeconds: number): AdColumns {
  const start = f.startAt ?? nowSeconds
  const end = f.endAt ?? Math.max(start, nowSeconds) + DEFAULT_DURATION_SECONDS
  const hasPoint = f.latitude !== undefined && f.longitude !== undefined
  return {
    title: f.title!,
    titleMy: f.i18n?.my_MM?.title ?? null,
    description: f.description ?? null,
    tagline: f.tagline ?? null,
    adPosition: f.adPosition!,
    advertisementPage: f.advertisementPage ?? null,
    typeOfLink: f.typeOfLink!,
    siteLink: f.siteLink ?? null,
    videoLink: f.videoLink ?? null,
    imageUrl: f.imageUrl ?? null,
    category: f.category ?? null,
    subCategory: f.subCategory ?? null,
    searchKey: f.searchKey ?? null,
    priority: f.priority,
    images: [...new Set(f.images)],
    products: [...new Set(f.products)],
    advertisementList: f.advertisementList.map((i) => ({
      mediaUrl: i.mediaUrl,
      ...(i.siteLink ? { siteLink: i.siteLink } : {}),
      ...(i.category ? { category: i.category } : {}),
    })),
    locationName: f.locationName ?? null,
    latitude: hasPoint ? f.latitude! : null,
    longitude: hasPoint ? f.longitude! : null,
    city: f.city ?? null,
    township: f.township ?? null,
    startAt: new Date(start * 1000),
    endAt: new Date(end * 1000),
    published: f.published,
    active: f.active,
  }
}

export function detailsOf(r: AdRow): AdvertisementDetails {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    tagline: r.tagline,
    adPosition: r.adPosition as AdvertisementDetails['adPosition'],
    advertisementPage: r.advertisementPage,
    typeOfLink: r.typeOfLink as AdvertisementDetails['typeOfLink'],
    siteLink: r.siteLink,
    videoLink: r.videoLink,
    imageUrl: r.imageUrl,
    category: r.category,
    subCategory: r.subCategory,
    searchKey: r.searchKey,
    priority: r.priority as AdvertisementDetails['priority'],
    images: r.images,
    products: r.products,
    advertisementList: r.advertisementList,
    location: r.latitude !== null && r.longitude !== null ? { type: 'Point', coordinates: [r.latitude, r.longitude] } : null,
    locationName: r.locationName,
    city: r.city,
    township: r.township,
    startAt: unixSeconds(r.startAt)!,
    endAt: unixSeconds(r.endAt)!,
    i18n: { my_MM: { title: r.titleMy } },
    published: r.published,
    active: r.active,
    totalClick: r.totalClick,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** Field → { from, to } for the columns that differ (dates as Unix seconds). */
function changedFields(before: Partial<AdRow>, after: AdColumns): Record<string, { from: unknown; to: unknown }> {
  const plain = (v: unknown) => (v instanceof Date ? unixSeconds(v) : (v ?? null))
  const out: Record<string, { from: unknown; to: unknown }> = {}
  for (const [k, v] of Object.entries(after)) {
    const was = plain((before as Record<string, unknown>)[k])
    const to = plain(v)
    if (JSON.stringify(was) !== JSON.stringify(to)) out[k] = { from: was, to }
  }
  return out
}

/**
 * The advertisement calls (permission Advertisement): details (view), add (add), update (edit), delete (delete; soft,
 * active ads only), the pages an ad can be shown on and the place search with its coordinates (any button of the
 * screen). `geocoding` replaces the configured provider (tests).
 */
export async function advertisementRecordRoutes(fastify: FastifyInstance, opts: { geocoding?: GeocodingProvider } = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock, config } = fastify.deps
  const geocoding = opts.geocoding ?? createGeocoding(config)
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)
  const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  const adOf = async (id: string) => (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0] ?? null
  /** Another active ad with the same title (ignoring case) on the same page and position is a duplicate (114). */
  const duplicate = async (c: AdColumns, except?: string) => {
    if (!c.active) return false
    const [row] = await db
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(
        and(
          eq(advertisements.active, true),
          sql`lower(${advertisements.title}) = lower(${c.title})`,
          eq(advertisements.adPosition, c.adPosition),
          c.advertisementPage ? eq(advertisements.advertisementPage, c.advertisementPage) : sql`${advertisements.advertisementPage} is null`,
          except ? ne(advertisements.id, except) : undefined,
        ),
      )
      .limit(1)
    return !!row
  }
  const geocodingFailed = (reply: FastifyReply, err: unknown) => {
    if (!(err instanceof GeocodingUnavailable)) throw err
    fastify.log.warn({ err }, 'geocoding unavailable')
    // The provider is away, not us: 503 with 113, as when the database is away.
    return reply.code(503).send({ responseCode: RC.SERVER_ERROR, message: AM.geocodingFailed })
  }

  app.post(
    '/advertisement/details',
    {
      schema: { tags, summary: 'One advertisement (AdvId) with every field', body: advIdBody, response: { 200: envelope.extend({ adv: advertisementDetails }) } },
      config: { access: { screen: 'Advertisement', button: 'view' } },
    },
    async (request, reply) => {
      const ad = await adOf(request.body.AdvId)
      if (!ad) return notFound(reply)
      return ok(reply, { adv: detailsOf(ad) })
    },
  )

  app.post(
    '/advertisement/add',
    {
      schema: {
        tags,
        summary: 'A new advertisement; fields required by typeOfLink (spec 001 section 5); the start not before today (IST)',
        description:
          'A missing startAt is now and a missing endAt 7 days after the start. 114 when an active advertisement with the same title (ignoring case) is on the same page and position.',
        body: advertisementForm,
        response: { 200: envelope.extend({ AdvId: z.string() }) },
      },
      config: { access: { screen: 'Advertisement', button: 'add' } },
    },
    async (request, reply) => {
      const form = request.body
      const now = nowSeconds()
      const late = advertisementIssues(form, startOfTodayIst(now)).find((i) => i.message === AM.startBeforeToday)
      if (late) return answer(reply, RC.BAD_INPUT, late.message)
      const c = columnsOf(form, now)
      if (await duplicate(c)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
      const at = clock.now()
      const [created] = await db
        .insert(advertisements)
        .values({ ...c, createdById: request.auth!.user.id, createdAt: at, updatedAt: at })
        .returning({ id: advertisements.id })
      await fastify.audit(request, {
        action: 'create',
        entity: 'advertisement',
        recordId: created!.id,
        changes: changedFields({}, c),
        comment: `advertisement "${c.title}" (${c.typeOfLink}) created`,
      })
      return ok(reply, { AdvId: created!.id }, AM.saved)
    },
  )

  app.put(
    '/advertisement/update',
    {
      schema: {
        tags,
        summary: 'Update an advertisement from the form plus AdvId (publish/unpublish and active/inactive are fields of the form)',
        body: advertisementUpdateForm,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Advertisement', button: 'edit' } },
    },
    async (request, reply) => {
      const { AdvId, ...form } = request.body
      const before = await adOf(AdvId)
      if (!before) return notFound(reply)
      const c = columnsOf(form, nowSeconds())
      // A missing start keeps the stored one rather than moving the ad to now.
      if (form.startAt === undefined) c.startAt = before.startAt
      if (form.endAt === undefined) c.endAt = before.endAt
      if (c.startAt > c.endAt) return answer(reply, RC.BAD_INPUT, AM.startAfterEnd)
      if (await duplicate(c, AdvId)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
      const changes = changedFields(before, c)
      await db
        .update(advertisements)
        .set({ ...c, updatedAt: clock.now() })
        .where(eq(advertisements.id, AdvId))
      await fastify.audit(request, {
        action: 'update',
        entity: 'advertisement',
        recordId: AdvId,
        changes,
        comment: `${Object.keys(changes).length} field(s) changed`,
      })
      return ok(reply, undefined, AM.updated)
    },
  )

  app.delete(
    '/advertisement/delete',
    {
      schema: { tags, summary: 'Soft delete (active false) of an active advertisement (AdvId)', body: advIdBody, response: { 200: envelope } },
      config: { access: { screen: 'Advertisement', button: 'delete' } },
    },
    async (request, reply) => {
      const ad = await adOf(request.body.AdvId)
      if (!ad) return notFound(reply)
      if (!ad.active) return answer(reply, RC.BAD_INPUT, AM.alreadyDeleted)
      await db.update(advertisements).set({ active: false, updatedAt: clock.now() }).where(eq(advertisements.id, ad.id))
      await fastify.audit(request, {
        action: 'delete',
        entity: 'advertisement',
        recordId: ad.id,
        changes: { active: { from: true, to: false } },
        comment: `advertisement "${ad.title}" deleted`,
      })
      return ok(reply, undefined, AM.deleted)
    },
  )

  app.get(
    '/advertisement/pages',
    {
      schema: { tags, summary: 'The pages of the rider app an advertisement can be shown on', response: { 200: envelope.extend(advertisementPagesAnswer.shape) } },
      config: { access: { screen: 'Advertisement' } },
    },
    async (_request, reply) => ok(reply, { advertisementPages: ADVERTISEMENT_PAGES.map((name) => ({ name })) }),
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
      config: { access: { screen: 'Advertisement' } },
    },
    async (request, reply) => {
      try {
        const predictions = await geocoding.search(request.query.place, 8)
        return ok(reply, { result: { predictions } })
      } catch (err) {
        return geocodingFailed(reply, err)
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
      config: { access: { screen: 'Advertisement' } },
    },
    async (request, reply) => {
      try {
        const p = await geocoding.place(request.query.place_id)
        if (!p) return answer(reply, RC.NOT_FOUND, AM.noPlace)
        return ok(reply, { result: { result: { name: p.name, city: p.city, township: p.township, geometry: { location: { lat: p.lat, lng: p.lng } } } } })
      } catch (err) {
        return geocodingFailed(reply, err)
      }
    },
  )
}
