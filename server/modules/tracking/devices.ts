import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  devicesAnswer,
  issueTokenAnswer,
  issueTokenBody,
  revokeTokenBody,
  TRACKING_CALLS,
  TRACKING_MESSAGES as TM,
} from '../../../shared/api/tracking'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { isUniqueViolation } from '../../lib/db-errors'
import { unixSeconds } from '../../lib/list'
import { trackingDevices } from './schema'
import { newToken, tokenHash } from './store'

const tags = ['tracking']

/**
 * The devices' upload tokens (issue 21): list (TrackingLog), issue and revoke (TrackingLog with edit). A token is
 * answered once and kept as its SHA-256; a revoke is one conditional UPDATE, so a device revoked twice answers 123.
 */
export function trackingDeviceRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    TRACKING_CALLS.devices,
    {
      schema: { tags, summary: 'The devices allowed to upload, newest first', response: { 200: envelope.extend(devicesAnswer.shape) } },
      config: { access: { screen: 'TrackingLog' } },
    },
    async (_request, reply) => {
      const rows = await fastify.db.select().from(trackingDevices).orderBy(desc(trackingDevices.createdAt)).limit(500)
      return ok(reply, {
        devices: rows.map((d) => ({
          _id: d.id,
          name: d.name,
          vehicleNo: d.vehicleNo,
          createdAt: unixSeconds(d.createdAt)!,
          revokedAt: unixSeconds(d.revokedAt),
          lastUploadAt: unixSeconds(d.lastUploadAt),
        })),
      })
    },
  )

  app.post(
    TRACKING_CALLS.issue,
    {
      schema: {
        tags,
        summary: 'Issue a device token (answered once)',
        body: issueTokenBody,
        response: { 200: envelope.extend(issueTokenAnswer.shape) },
      },
      config: { access: { screen: 'TrackingLog', button: 'edit' } },
    },
    async (request, reply) => {
      const { name, vehicleNo } = request.body
      const token = newToken()
      try {
        const deviceId = await fastify.transact(request, async (tx, audit) => {
          const [row] = await tx
            .insert(trackingDevices)
            .values({ name, vehicleNo, tokenHash: tokenHash(token), createdById: request.auth!.user.id })
            .returning({ id: trackingDevices.id })
          await audit({
            action: 'create',
            entity: 'trackingDevice',
            recordId: row!.id,
            changes: { name, vehicleNo },
            comment: `device token issued for ${name}`,
          })
          return row!.id
        })
        return ok(reply, { deviceId, token }, TM.issued)
      } catch (err) {
        if (isUniqueViolation(err)) return refuse(RC.DUPLICATE, TM.deviceExists)
        throw err
      }
    },
  )

  app.post(
    TRACKING_CALLS.revoke,
    {
      schema: { tags, summary: "Revoke a device's token", body: revokeTokenBody },
      config: { access: { screen: 'TrackingLog', button: 'edit' } },
    },
    async (request, reply) => {
      const { deviceId } = request.body
      const done = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(trackingDevices)
          .set({ revokedAt: new Date() })
          .where(and(eq(trackingDevices.id, deviceId), isNull(trackingDevices.revokedAt)))
          .returning({ id: trackingDevices.id, name: trackingDevices.name })
        if (!row) return false
        await audit({
          action: 'update',
          entity: 'trackingDevice',
          recordId: row.id,
          changes: { revoked: true },
          comment: `device token of ${row.name} revoked`,
        })
        return true
      })
      return done ? ok(reply, {}, TM.revoked) : refuse(RC.NOT_FOUND, TM.unknownDevice)
    },
  )
}
