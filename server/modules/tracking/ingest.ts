import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { FastifyError, FastifyInstance } from 'fastify'
import { TRACKING_MAX_BYTES, TRACKING_MESSAGES as TM, type IngestAnswer } from '../../../shared/api/tracking'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema'
import { ok, refuse, Refused, unavailable } from '../../http'
import { storageFor } from '../../providers/storage'
import { column } from './columns'
import { readTrackingLog } from './read-log'
import { trackingDevices, trackingLogs } from './schema'
import { BUCKET, nameOf, storedPath, tokenHash } from './store'

/** 413/110: over the upload's limit. */
function tooLarge(): never {
  throw new Refused(RC.BAD_INPUT, TM.tooLarge, undefined, 413)
}

/**
 * POST /api/device/tracking (issue 21): a telematics unit uploads one log file as the body (CSV with a header or
 * NDJSON; any content type), with `Authorization: Bearer <token>` and optionally `X-Bluetooth-Id`, `X-File-Name`.
 * Over 20 MB answers 413; a wrong or revoked token 401 and nothing is stored; a file without one valid line 400 with
 * the refused lines; otherwise the original and its parsed columns go to storage and the log's row is written.
 */
export async function trackingIngestRoutes(fastify: FastifyInstance): Promise<void> {
  // This plugin's own body parsing: any type, read as bytes, up to the limit.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: TRACKING_MAX_BYTES }, (_req, body, done) => done(null, body))
  // What this handler throws goes on to the app's (server/plugins/errors.ts), which answers it.
  fastify.setErrorHandler((err: FastifyError, request) => {
    if ((err as unknown) instanceof Refused) throw err
    if (err.statusCode === 413) tooLarge()
    if (err.statusCode && err.statusCode < 500) refuse(RC.BAD_INPUT, 'Bad request')
    request.log.error({ err }, 'tracking upload failed')
    unavailable()
  })
  const storage = storageFor(fastify.deps)

  fastify.post(
    '/tracking',
    {
      bodyLimit: TRACKING_MAX_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'A device uploads a tracking log (CSV or NDJSON body, Bearer device token)',
        description: 'Over 20 MB: 413. Wrong or revoked token: 401/108. Answers the lines stored and the lines refused.',
      },
      config: { access: 'signedWebhook' },
    },
    async (request, reply) => {
      const auth = request.headers.authorization
      const token = typeof auth === 'string' && /^Bearer [A-Za-z0-9_-]{20,100}$/.test(auth) ? auth.slice(7) : null
      const [device] = token
        ? await fastify.db
            .select()
            .from(trackingDevices)
            .where(and(eq(trackingDevices.tokenHash, tokenHash(token)), isNull(trackingDevices.revokedAt)))
        : []
      if (!device) {
        await fastify.audit(request, {
          action: 'tracking.refused',
          entity: 'trackingDevice',
          comment: 'upload with an unknown or revoked token',
        })
        refuse(RC.INVALID_SESSION, TM.badToken)
      }
      const body = request.body
      if (!Buffer.isBuffer(body) || body.length === 0) return refuse(RC.BAD_INPUT, TM.empty)
      if (body.length > TRACKING_MAX_BYTES) tooLarge()

      // Read off the event loop; the body is moved to the reader and handed back as `file`.
      const { format, parsed, encoded, badLineCount, badLines, bytes: file } = await readTrackingLog(body)
      if (parsed.n === 0) return refuse(RC.BAD_INPUT, TM.noLines, { lineCount: 0, badLineCount, badLines })

      const bluetooth = request.headers['x-bluetooth-id']
      const bluetoothId = typeof bluetooth === 'string' && /^[A-Za-z0-9:_-]{1,64}$/.test(bluetooth) ? bluetooth : null
      const matches = [
        ...(bluetoothId ? [eq(users.bluetoothId, bluetoothId)] : []),
        ...(device.vehicleNo ? [sql`upper(${users.vehicleNo}) = ${device.vehicleNo}`] : []),
      ]
      const [rider] = matches.length
        ? await fastify.db
            .select({ id: users.id, vehicleNo: users.vehicleNo })
            .from(users)
            .where(and(eq(users.active, true), or(...matches)))
            .orderBy(bluetoothId ? sql`(${users.bluetoothId} = ${bluetoothId}) desc` : users.createdAt)
            .limit(1)
        : []

      const filePath = storedPath(format)
      const parsedPath = storedPath('bin')
      const given = request.headers['x-file-name']
      const fileName =
        typeof given === 'string' && /^[\w .()-]{1,120}$/.test(given)
          ? given
          : `${device.name}-${new Date().toISOString().slice(0, 19)}.${format}`
      try {
        await storage.put(BUCKET, nameOf(filePath), file, format === 'csv' ? 'text/csv' : 'application/x-ndjson')
        await storage.put(BUCKET, nameOf(parsedPath), encoded, 'application/octet-stream')
      } catch (err) {
        request.log.error({ err }, 'tracking storage failed')
        return unavailable()
      }
      const times = column(parsed, 'timestamp')
      const faultCol = column(parsed, 'fault')
      let faultCount = 0
      for (let i = 0; i < parsed.n; i++) if (faultCol[i]! > 0) faultCount++
      const logId = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .insert(trackingLogs)
          .values({
            deviceId: device.id,
            deviceName: device.name,
            filePath,
            fileName,
            parsedPath,
            format,
            sizeBytes: file.length,
            vehicleNo: rider?.vehicleNo ?? device.vehicleNo,
            riderId: rider?.id ?? null,
            startedAt: new Date(times[0]!),
            endedAt: new Date(times[parsed.n - 1]!),
            lineCount: parsed.n,
            badLineCount,
            badLines,
            faults: parsed.faults,
            faultCount,
          })
          .returning({ id: trackingLogs.id })
        await tx.update(trackingDevices).set({ lastUploadAt: new Date() }).where(eq(trackingDevices.id, device.id))
        await audit({
          action: 'create',
          entity: 'trackingLog',
          recordId: row!.id,
          comment: `tracking log from ${device.name}: ${parsed.n} lines, ${badLineCount} refused`,
        })
        return row!.id
      })
      const result: IngestAnswer = { logId, lineCount: parsed.n, badLineCount, badLines, faults: parsed.faults, riderId: rider?.id ?? null }
      return ok(reply, result, TM.uploaded)
    },
  )
}
