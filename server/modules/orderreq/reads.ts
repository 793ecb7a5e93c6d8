import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ORDER_CALLS as CALLS, orderCentresAnswer, orderProductsAnswer } from '../../../shared/api/orderreq'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { products, serviceCentres } from '../../db/schema'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { isCentralStore, reachableOrder } from './data'
import { orderRequests } from './schema'

const tags = ['orderreq']
const logsBody = z.object({ recordId: z.guid({ error: 'Please select an order' }) })

/**
 * The read-only calls of the order requests (permission Orderreq), beside the moves (actions.ts):
 * - POST /orderreq/logs (logs or view): the audit rows of an order within reach (its placing, steps and receipt);
 * - GET /orderreq/centres (query, add or view): the active centres the actor may order for and filter by (an scc or a
 *   worker only their own);
 * - GET /orderreq/products (add): the active products, by name, for the lines' pick list.
 */
export function orderReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one order (placed, its steps, its receipt), newest first (at most 500)',
        body: logsBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Orderreq', button: ['logs', 'view'] } },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ id: orderRequests.id })
        .from(orderRequests)
        .where(reachableOrder(request.body.recordId, request.auth!))
        .limit(1)
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'orderreq', row.id) })
    },
  )

  app.get(
    CALLS.centres,
    {
      schema: {
        tags,
        summary: 'The active service centres the actor may order for (an scc or worker only their own)',
        response: { 200: envelope.extend(orderCentresAnswer.shape) },
      },
      config: { access: { screen: 'Orderreq', button: ['query', 'add', 'view'] } },
    },
    async (request, reply) => {
      const auth = request.auth!
      const u = auth.user
      const own = !isCentralStore(auth)
      if (own && (!u.scuId || (u.userType !== 'scc' && u.userType !== 'worker'))) return ok(reply, { result: [] })
      const result = await db
        .select({ _id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), own ? eq(serviceCentres.id, u.scuId!) : undefined))
        .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
      return ok(reply, { result })
    },
  )

  app.get(
    CALLS.products,
    {
      schema: {
        tags,
        summary: 'The active products (master data), by name, for an order’s lines',
        response: { 200: envelope.extend(orderProductsAnswer.shape) },
      },
      config: { access: { screen: 'Orderreq', button: ['add', 'view'] } },
    },
    async (_request, reply) => {
      const result = await db
        .select({ _id: products.id, sku: products.sku, name: products.name, unit: products.unit })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.name), asc(products.id))
        .limit(2000)
      return ok(reply, { result })
    },
  )
}
