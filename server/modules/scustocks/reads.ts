import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SCU_STOCK_CALLS as CALLS,
  scuStockCentresAnswer,
  scuStockHistoryAnswer,
  scuStockHistoryBody,
  scuStockProductsAnswer,
} from '../../../shared/api/scustocks'
import { products, serviceCentres, stockMovements, users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { MAX_OPTIONS } from '../../lib/pick-lists'
import { onHand } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import { reachesCentre, stockCentreOf } from './data'

const tags = ['scustocks']

/**
 * The read-only calls of the SCU stocks screen (permission ScuStocks), scoped as the list:
 * - POST /inventory/stocks/history (logs or view) `{ scuId, productId, page, pageSize }`: the movements of one row,
 *   newest first (by insertion order), with the balance now; a centre out of reach answers 123;
 * - GET /inventory/stocks/centres: the active centres the actor may pick (an scc or worker only their own);
 * - GET /inventory/stocks/products: the active products (SKU, name, category, unit), by SKU.
 */
export function scuStockReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CALLS.history,
    {
      schema: {
        tags,
        summary: "The movements of a centre's stock of a product, newest first, each with its signed quantity and the balance it left",
        body: scuStockHistoryBody,
        response: { 200: envelope.extend(scuStockHistoryAnswer.shape) },
      },
      config: { access: { screen: 'ScuStocks', button: ['logs', 'view'] } },
    },
    async (request, reply) => {
      const { scuId, productId, page, pageSize } = request.body
      if (!reachesCentre(request.auth!, scuId)) return recordNotFound()
      const where = and(eq(stockMovements.scuId, scuId), eq(stockMovements.productId, productId))
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(stockMovements).where(where)
      const rows = await db
        .select({
          id: stockMovements.id,
          kind: stockMovements.kind,
          quantity: stockMovements.quantity,
          balanceAfter: stockMovements.balanceAfter,
          reason: stockMovements.reason,
          refType: stockMovements.refType,
          refId: stockMovements.refId,
          actorId: stockMovements.actorId,
          fname: users.fname,
          lname: users.lname,
          createdAt: stockMovements.createdAt,
        })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.actorId))
        .where(where)
        .orderBy(desc(stockMovements.seq))
        .limit(pageSize)
        .offset(page * pageSize)
      const result = rows.map((r) => ({
        _id: r.id,
        kind: r.kind,
        quantity: r.quantity,
        balanceAfter: r.balanceAfter,
        reason: r.reason,
        refType: r.refType,
        refId: r.refId,
        actor: r.actorId && r.fname !== null ? { _id: r.actorId, fname: r.fname, lname: r.lname } : null,
        createdAt: unixSeconds(r.createdAt)!,
      }))
      return ok(reply, { result, total: Number(n), onHand: await onHand(db, scuId, productId) })
    },
  )

  app.get(
    CALLS.centres,
    {
      schema: {
        tags,
        summary: 'The active service centres whose stock the actor may work on (an scc or worker only their own)',
        response: { 200: envelope.extend(scuStockCentresAnswer.shape) },
      },
      config: { access: { screen: 'ScuStocks', button: ['query', 'edit', 'view', 'logs'] } },
    },
    async (request, reply) => {
      const own = stockCentreOf(request.auth!)
      if (own === false) return ok(reply, { result: [] })
      const result = await db
        .select({ _id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), own === null ? undefined : eq(serviceCentres.id, own)))
        .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result })
    },
  )

  app.get(
    CALLS.products,
    {
      schema: {
        tags,
        summary: 'The active products a stock movement may name, by SKU',
        response: { 200: envelope.extend(scuStockProductsAnswer.shape) },
      },
      config: { access: { screen: 'ScuStocks', button: ['query', 'edit', 'view', 'logs'] } },
    },
    async (_request, reply) => {
      const result = await db
        .select({ _id: products.id, sku: products.sku, name: products.name, category: products.category, unit: products.unit })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.sku), asc(products.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result })
    },
  )
}
