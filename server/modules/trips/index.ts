import type { FastifyInstance } from 'fastify'
import { tripListAnswer, userActivityListBody } from '../../../shared/api/user-activity'
import { trips } from '../../db/schema/activity'
import { unixSeconds } from '../../lib/list'
import { defineModule } from '../../lib/module'
import { registerUserActivityList } from '../../lib/user-activity'

/**
 * The trips of one user's vehicle (spec 000 section 7, POST /trip/all; the user form's trip history tab): range on the
 * ride's start (dateTime), newest first by default.
 */
async function tripsModule(fastify: FastifyInstance): Promise<void> {
  registerUserActivityList(fastify, {
    method: 'POST',
    url: '/trip/all',
    summary: "A user's trips: dateTime range (Unix seconds), page (zero based), pageSize 1–100 (10)",
    description: "sortOrder 'false' (default) is newest first.",
    input: userActivityListBody,
    answer: tripListAnswer,
    table: trips,
    user: trips.userId,
    date: trips.dateTime,
    id: trips.id,
    read: (db, p) =>
      db
        .select()
        .from(trips)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    reply: ({ rows, pages, filterRecords }) => ({
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
    }),
  })
}

export default defineModule(tripsModule)
