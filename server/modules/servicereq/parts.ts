import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SERVICE_REQUEST_CALLS as CALLS,
  SERVICE_REQUEST_MESSAGES as M,
  PARTS_STATUSES,
  partsAnswer,
  partsBody,
  partsOptionsAnswer,
  serviceRequestNo,
  techniciansBody,
  type IssuedPart,
} from '../../../shared/api/servicereq'
import { RC } from '../../../shared/response-codes'
import type { Db } from '../../db/client'
import { products, stockBalances, stockMovements } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { postMovement } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import { reachableRequest } from './data'
import { serviceRequests } from './schema'

const tags = ['servicereq']

/** The parts issued to a request, from the stock ledger (its 'issue' rows referring to it), summed per product. */
export async function issuedParts(db: Pick<Db, 'select'>, requestId: string): Promise<IssuedPart[]> {
  const rows = await db
    .select({
      productId: stockMovements.productId,
      sku: products.sku,
      name: products.name,
      quantity: sql<string>`-sum(${stockMovements.quantity})`,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .where(and(eq(stockMovements.refType, 'serviceRequest'), eq(stockMovements.refId, requestId), eq(stockMovements.kind, 'issue')))
    .groupBy(stockMovements.productId, products.sku, products.name)
    .orderBy(asc(products.name), asc(stockMovements.productId))
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }))
}

/**
 * The parts a service request issues from its centre's stock (issue 19), permission ServiceCenter, within reach (123):
 * - POST /servicereq/parts (edit or changeStatus) `{ recordId, productId, quantity }`: while the request is confirmed
 *   or in service (read in the write's transaction), an active product, 1–1000 whole units; one ledger movement (server/lib/stock.ts, kind 'issue',
 *   referring to the request) and its audit row in one transaction; more than the centre holds answers 110
 *   'insufficient stock' and writes nothing. Answers the centre's new on-hand;
 * - POST /servicereq/parts-options (edit or changeStatus) `{ recordId }`: the active products with their on-hand at
 *   the request's centre, by name.
 */
export function serviceRequestPartsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CALLS.parts,
    {
      schema: {
        tags,
        summary:
          'Issue parts (an active product, 1–1000 units) from the request’s centre’s stock to a confirmed or in service request; 110 insufficient stock when the centre holds fewer',
        body: partsBody,
        response: { 200: envelope.extend(partsAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['edit', 'changeStatus'] } },
    },
    async (request, reply) => {
      const { recordId, productId, quantity } = request.body
      const auth = request.auth!
      const onHand = await fastify.transact(request, async (tx, audit) => {
        // The request and the product as they are in this transaction (held till it commits): a request moved to
        // another centre, closed or out of reach meanwhile takes no parts.
        const [stored] = await tx.select().from(serviceRequests).where(reachableRequest(recordId, auth)).for('share')
        if (!stored) recordNotFound()
        if (!stored.active) refuse(RC.BAD_INPUT, M.alreadyDeleted)
        if (!PARTS_STATUSES.includes(stored.status)) refuse(RC.BAD_INPUT, M.partsStatus)
        const [product] = await tx
          .select({ id: products.id, sku: products.sku, name: products.name })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.active, true)))
          .for('share')
        if (!product) refuse(RC.BAD_INPUT, M.unknownProduct)
        const moved = await postMovement(tx, {
          scuId: stored.scuId,
          productId,
          kind: 'issue',
          quantity: -quantity,
          refType: 'serviceRequest',
          refId: recordId,
          actorId: auth.user.id,
        })
        if (!moved.ok) refuse(RC.BAD_INPUT, M.insufficientStock)
        await audit({
          action: 'parts',
          entity: 'servicereq',
          recordId,
          changes: { productId: { from: null, to: productId }, quantity: { from: null, to: quantity } },
          comment: `service request ${serviceRequestNo(stored.number)}: ${quantity} × ${product.name} (${product.sku}) issued`,
        })
        return moved.balance
      })
      return ok(reply, { onHand }, M.partsIssued)
    },
  )

  app.post(
    CALLS.partsOptions,
    {
      schema: {
        tags,
        summary: 'The active products with their on-hand at a service request’s centre, by name (the issue parts pick list)',
        body: techniciansBody,
        response: { 200: envelope.extend(partsOptionsAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['edit', 'changeStatus'] } },
    },
    async (request, reply) => {
      const [stored] = await db
        .select({ scuId: serviceRequests.scuId })
        .from(serviceRequests)
        .where(reachableRequest(request.body.recordId, request.auth!))
        .limit(1)
      if (!stored) return recordNotFound()
      const result = await db
        .select({
          _id: products.id,
          sku: products.sku,
          name: products.name,
          onHand: sql<number>`coalesce(${stockBalances.onHand}, 0)::int`,
        })
        .from(products)
        .leftJoin(stockBalances, and(eq(stockBalances.productId, products.id), eq(stockBalances.scuId, stored.scuId)))
        .where(eq(products.active, true))
        .orderBy(asc(products.name), asc(products.id))
      return ok(reply, { result: result.map((r) => ({ ...r, onHand: Number(r.onHand) })) })
    },
  )
}
