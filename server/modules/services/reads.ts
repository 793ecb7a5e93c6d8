import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SERVICE_CALLS, SERVICE_MESSAGES as M, serviceOptionsAnswer, serviceProductOptionsAnswer } from '../../../shared/api/services'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { products } from '../../db/schema/inventory'
import { envelope, ok } from '../../http'
import { MAX_OPTIONS } from '../../lib/pick-lists'
import { recordNotFound } from '../../lib/user-reach'
import { services } from './schema'

const tags = ['services']
const idBody = z.object({ recordId: z.guid({ error: M.selectService }) })

/**
 * The read-only calls beside the record calls (permission Services):
 * - POST /inventory/services/logs (logs): the audit rows of one service, newest first;
 * - GET /inventory/services/options (query, add, edit or view): the active services a service request can pick, with
 *   price, net price and duration (paise, minutes), by name (at most MAX_OPTIONS);
 * - GET /inventory/services/products (add, edit or view): the active products a service can consume, by name.
 */
export function serviceReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    SERVICE_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one service, newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Services', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'services', row.id) })
    },
  )

  app.get(
    SERVICE_CALLS.options,
    {
      schema: {
        tags,
        summary: 'The active services (id, name, price and net price in paise, duration in minutes), by name',
        response: { 200: envelope.extend(serviceOptionsAnswer.shape) },
      },
      config: { access: { screen: 'Services', button: ['query', 'add', 'edit', 'view'] } },
    },
    async (_request, reply) => {
      const rows = await db
        .select({
          _id: services.id,
          name: services.name,
          price: services.price,
          netPrice: services.netPrice,
          durationMinutes: services.durationMinutes,
        })
        .from(services)
        .where(eq(services.active, true))
        .orderBy(asc(services.name), asc(services.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result: rows.map((r) => ({ ...r, price: Number(r.price), netPrice: Number(r.netPrice) })) })
    },
  )

  app.get(
    SERVICE_CALLS.products,
    {
      schema: {
        tags,
        summary: 'The active products a service can consume (id, name, SKU, unit), by name',
        response: { 200: envelope.extend(serviceProductOptionsAnswer.shape) },
      },
      config: { access: { screen: 'Services', button: ['add', 'edit', 'view'] } },
    },
    async (_request, reply) => {
      const result = await db
        .select({ _id: products.id, name: products.name, sku: products.sku, unit: products.unit })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.name), asc(products.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result })
    },
  )
}
