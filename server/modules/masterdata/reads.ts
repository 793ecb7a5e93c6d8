import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MASTERDATA_CALLS, MASTERDATA_MESSAGES as M } from '../../../shared/api/masterdata'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { products } from '../../db/schema'
import { envelope, ok } from '../../http'
import { recordNotFound } from '../../lib/user-reach'

/** POST /inventory/products/logs (Master Data + logs): the audit rows of one product, newest first. */
export function masterdataReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  app.post(
    MASTERDATA_CALLS.logs,
    {
      schema: {
        tags: ['masterdata'],
        summary: 'The audit rows of one product, newest first (at most 500)',
        body: z.object({ recordId: z.guid({ error: M.selectProduct }) }),
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Master Data', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, request.body.recordId))
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'product', row.id) })
    },
  )
}
