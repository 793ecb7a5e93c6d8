import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { tripListAnswer, userActivityListBody } from '../../../shared/api/user-activity'
import { trips } from '../../db/schema'
import { envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { activityOrder, countedPage, reachableUser, recordNotFound, unixRange } from '../users/reachable'


/**
 * The trips of one user's vehicle (spec 000 section 7, POST /trip/all; the user form's trip history tab):
 * range on the ride's start (dateTime), newest first by default. Needs Users + view; scoped like the user
 * record calls.
 */
export async function tripsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    '/trip/all',
    {
      schema: {
        tags: ['users'],
        summary: "A user's trips: dateTime range (Unix seconds), page (zero based), pageSize 1–100 (10)",
        description: "sortOrder 'false' (default) is newest first.",
        body: userActivityListBody,
        response: { 200: envelope.merge(tripListAnswer) },
      },
      // A tab of the user form, which view, visibility and edit open.
      config: { access: { screen: 'Users', button: ['view', 'visibility', 'edit'] } },
    },
    async (request, reply) => {
      const q = request.body
      const user = await reachableUser(db, request.auth!, q.userId)
      if (!user) return recordNotFound(reply)
      const where = and(eq(trips.userId, user.id), ...unixRange(trips.dateTime, q.startDate, q.endDate))
      const order = activityOrder(q.sortOrder)
      const { rows, pages, filterRecords } = await countedPage(db, trips, where, q, (limit, offset) =>
        db.select().from(trips).where(where).orderBy(order(trips.dateTime), order(trips.id)).limit(limit).offset(offset),
      )
      return ok(reply, {
        rows: rows.map((r) => ({
          _id: r.id,
          avgMovingSpeed: r.avgMovingSpeed,
          avgMovingSpeedGPS: r.avgMovingSpeedGps,
          avgSpeed: r.avgSpeed,
          avgSpeedGPS: r.avgSpeedGps,
          maxSpeed: r.maxSpeed,
          maxSpeedGPS: r.maxSpeedGps,
          altitudeMax: r.altitudeMax,
          altitudeMin: r.altitudeMin,
          maxAmpsBattery: r.maxAmpsBattery,
          maxAmpsMotors: r.maxAmpsMotors,
          wattHoursTotal: r.wattHoursTotal,
          wattHoursRegenTotal: r.wattHoursRegenTotal,
          distance: r.distance,
          distanceGPS: r.distanceGps,
          fault: r.fault,
          durationSeconds: r.durationSeconds,
          dateTime: unixSeconds(r.dateTime)!,
          createdAt: unixSeconds(r.createdAt)!,
          updatedAt: unixSeconds(r.updatedAt)!,
        })),
        pages,
        filterRecords,
      })
    },
  )
}
