import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userLogRow } from '../../../shared/api/users'
import { VEHICLE_MODEL_CALLS, vehicleModelMakesAnswer } from '../../../shared/api/vehicle-model'
import { recordLogs } from '../../audit/audit'
import { vehicleMakes, vehicleModels } from '../../db/schema'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'

const tags = ['vehicleModel']
const idBody = z.object({ recordId: z.guid({ error: 'Please select a vehicle model' }) })

/**
 * The read-only calls beside the record calls (permission VehicleModel):
 * - POST /vehicleModel/logs (logs): the audit rows of one model, newest first;
 * - GET /vehicleModel/makes (query, add, edit or view): every make, by name (the make filter and the form's suggestions).
 */
export function vehicleModelReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    VEHICLE_MODEL_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one vehicle model, newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'VehicleModel', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'vehicleModel', row.id) })
    },
  )

  app.get(
    VEHICLE_MODEL_CALLS.makes,
    {
      schema: { tags, summary: 'Every vehicle make, by name', response: { 200: envelope.extend(vehicleModelMakesAnswer.shape) } },
      config: { access: { screen: 'VehicleModel', button: ['query', 'add', 'edit', 'view'] } },
    },
    async (_request, reply) => {
      const rows = await db
        .select({ _id: vehicleMakes.id, name: vehicleMakes.name })
        .from(vehicleMakes)
        .orderBy(asc(vehicleMakes.name), asc(vehicleMakes.id))
      return ok(reply, { result: rows })
    },
  )
}
