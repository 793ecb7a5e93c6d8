import { eq, isNotNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  linesAnswer,
  linesQuery,
  seriesAnswer,
  seriesQuery,
  TRACKING_CALLS,
  TRACKING_MESSAGES as TM,
  TRACKING_SERIES,
  trackingOptionsAnswer,
  type SeriesAnswer,
  type TrackingLine,
} from '../../../shared/api/tracking'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema'
import { envelope, ok, refuse, unavailable } from '../../http'
import { minMaxDownsample, strideIndexes, windowOf } from '../../lib/downsample'
import { storageFor } from '../../providers/storage'
import { column, type ParsedLog } from './columns'
import { trackingDevices, trackingLogs } from './schema'
import { BUCKET, loadParsed, nameOf } from './store'

const tags = ['tracking']
const access = { screen: 'TrackingLog' } as const
const ROUTE_POINTS = 1500
const MAX_FAULTS = 200

/** A page of lines of a parsed log (valid lines, in time order). */
export function linesOf(log: ParsedLog, offset: number, limit: number): TrackingLine[] {
  const cols = {
    t: column(log, 'timestamp'),
    lat: column(log, 'latitude'),
    lon: column(log, 'longitude'),
    ...Object.fromEntries(TRACKING_SERIES.map((s) => [s, column(log, s)])),
  } as Record<string, Float64Array>
  const fault = column(log, 'fault')
  const line = column(log, 'line')
  const out: TrackingLine[] = []
  for (let i = offset; i < Math.min(log.n, offset + limit); i++) {
    const f = fault[i]!
    out.push({
      line: line[i]!,
      timestamp: cols.t![i]!,
      latitude: cols.lat![i]!,
      longitude: cols.lon![i]!,
      ...(Object.fromEntries(TRACKING_SERIES.map((s) => [s, cols[s]![i]!])) as Record<(typeof TRACKING_SERIES)[number], number>),
      faultCode: f > 0 ? log.faults[f - 1]! : null,
    })
  }
  return out
}

/** The graphs' answer for a window: every series downsampled to `points`, the thinned route and the faults. */
export function seriesOf(log: ParsedLog, q: { from?: number; to?: number; points: number }) {
  const t = column(log, 'timestamp')
  const start = t[0] ?? 0
  const end = t[log.n - 1] ?? 0
  const from = Math.max(start, q.from ?? start)
  const to = Math.min(end, q.to ?? end)
  const w = windowOf(t, from, Math.max(from, to))
  const buckets = Math.max(1, Math.floor(q.points / 2))
  const series = Object.fromEntries(TRACKING_SERIES.map((s) => [s, minMaxDownsample(t, column(log, s), buckets, w.start, w.end)]))
  const lat = column(log, 'latitude')
  const lon = column(log, 'longitude')
  const route = strideIndexes(w.start, w.end, ROUTE_POINTS).map((i) => [lon[i]!, lat[i]!] as [number, number])
  const fault = column(log, 'fault')
  const faults: { t: number; code: string }[] = []
  for (let i = w.start; i < w.end && faults.length < MAX_FAULTS; i++) {
    const f = fault[i]!
    if (f > 0) faults.push({ t: t[i]!, code: log.faults[f - 1]! })
  }
  return { start, end, from, to, inWindow: w.end - w.start, series: series as SeriesAnswer['series'], route, faults }
}

/**
 * The tracking log's reads (permission TrackingLog): a page of a log's lines (View Tracking Logs), the downsampled
 * series of the graphs, the original file, and the devices and riders the filters offer.
 */
export function trackingReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const storage = storageFor(fastify.deps)
  const logOf = (id: string) =>
    fastify.db
      .select({
        id: trackingLogs.id,
        deviceName: trackingLogs.deviceName,
        filePath: trackingLogs.filePath,
        fileName: trackingLogs.fileName,
        format: trackingLogs.format,
        parsedPath: trackingLogs.parsedPath,
        riderName: sql<string | null>`nullif(trim(coalesce(${users.fname}, '') || ' ' || coalesce(${users.lname}, '')), '')`,
      })
      .from(trackingLogs)
      .leftJoin(users, eq(users.id, trackingLogs.riderId))
      .where(eq(trackingLogs.id, id))
      .then((r) => r[0] ?? null)
  function notFound(): never {
    return refuse(RC.NOT_FOUND, TM.unknownLog)
  }
  /** The parsed form of a log for the lines and series calls; refused 123 for an unknown log, 503 with storage down. */
  async function parsedLog(request: FastifyRequest, logId: string) {
    const log = await logOf(logId)
    if (!log) notFound()
    let parsed
    try {
      parsed = await loadParsed(storage, log.parsedPath)
    } catch (err) {
      request.log.error({ err }, 'tracking storage failed')
      unavailable()
    }
    if (!parsed) notFound()
    return { log, parsed }
  }

  app.get(
    TRACKING_CALLS.lines,
    {
      schema: {
        tags,
        summary: "A page of a tracking log's valid lines",
        querystring: linesQuery,
        response: { 200: envelope.extend(linesAnswer.shape) },
      },
      config: { access },
    },
    async (request, reply) => {
      const { parsed } = await parsedLog(request, request.query.logId)
      const { offset, limit } = request.query
      return ok(reply, { total: parsed.n, offset, lines: linesOf(parsed, offset, limit) })
    },
  )

  app.get(
    TRACKING_CALLS.series,
    {
      schema: {
        tags,
        summary: 'The downsampled series of a tracking log (min/max per bucket)',
        querystring: seriesQuery,
        response: { 200: envelope.extend(seriesAnswer.shape) },
      },
      config: { access },
    },
    async (request, reply) => {
      const { log, parsed } = await parsedLog(request, request.query.logId)
      const s = seriesOf(parsed, request.query)
      return ok(reply, {
        log: { _id: log.id, deviceName: log.deviceName, riderName: log.riderName, start: s.start, end: s.end },
        from: s.from,
        to: s.to,
        inWindow: s.inWindow,
        series: s.series,
        route: s.route,
        faults: s.faults,
      })
    },
  )

  app.get(
    TRACKING_CALLS.download,
    {
      schema: { tags, summary: 'The original file of a tracking log', querystring: z.object({ logId: z.guid({ error: TM.unknownLog }) }) },
      config: { access },
    },
    async (request, reply) => {
      const log = await logOf(request.query.logId)
      if (!log) notFound()
      let f
      try {
        f = await storage.get(BUCKET, nameOf(log.filePath))
      } catch (err) {
        request.log.error({ err }, 'tracking storage failed')
        return unavailable()
      }
      if (!f) notFound()
      await fastify.audit(request, { action: 'download', entity: 'trackingLog', recordId: log.id, comment: log.fileName })
      reply
        .header('content-type', log.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${log.fileName.replace(/"/g, '')}"`)
      if (f.size !== null) reply.header('content-length', f.size)
      return reply.send(f.stream)
    },
  )

  app.get(
    TRACKING_CALLS.options,
    {
      schema: {
        tags,
        summary: 'The devices and riders the filters offer',
        response: { 200: envelope.extend(trackingOptionsAnswer.shape) },
      },
      config: { access },
    },
    async (_request, reply) => {
      const devices = await fastify.db
        .select({ value: trackingDevices.id, label: trackingDevices.name })
        .from(trackingDevices)
        .orderBy(trackingDevices.name)
        .limit(500)
      const riders = await fastify.db
        .selectDistinct({
          value: users.id,
          label: sql<string>`trim(coalesce(${users.fname}, '') || ' ' || coalesce(${users.lname}, '') || ' ' || coalesce(${users.vehicleNo}, ''))`,
        })
        .from(trackingLogs)
        .innerJoin(users, eq(users.id, trackingLogs.riderId))
        .where(isNotNull(trackingLogs.riderId))
        .limit(500)
      return ok(reply, { devices, riders })
    },
  )
}
