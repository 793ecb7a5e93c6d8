import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SCU_STOCK_CALLS as CALLS,
  SCU_STOCK_MESSAGES as M,
  scuStockAdjustForm,
  scuStockIssueBody,
  scuStockMoveAnswer,
  scuStockTransferForm,
} from '../../../shared/api/scustocks'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { products, serviceCentres } from '../../db/schema'
import { denied, envelope, ok, refuse } from '../../http'
import { referencedRecord } from '../../lib/record-references'
import { postMovement } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { reachesCentre } from './data'

const tags = ['scustocks']
const moveAnswer = envelope.extend(scuStockMoveAnswer.shape)

/**
 * The stock movements of the SCU stocks screen (permission ScuStocks), each booked by postMovement in one transaction
 * with its audit row; a movement larger than the balance answers 110 'insufficient stock' and changes nothing:
 * - POST /inventory/stocks/adjust (edit) `{ scuId, productId, quantity (signed), reason }`: an 'adjustment';
 * - POST /inventory/stocks/transfer (edit, admins) `{ fromScuId, toScuId, productId, quantity, reason? }`: a
 *   'transferOut' at the source and a 'transferIn' at the target, refType 'transfer' with one shared ref id;
 * - POST /inventory/stocks/issue (edit) `{ scuId, productId, quantity, refType, refId }`: a negative 'issue' for a
 *   service request or a booking (the other modules' and the tests' call).
 * Centres out of the actor's reach answer 123 (an scc or worker: only their own), unknown or inactive products 123,
 * and so does an issue's reference the actor may not read (its details call's permission and scope). Every check reads
 * in the movement's transaction, and every refusal is thrown there, so a refused movement writes nothing.
 */
export function scuStockMoveRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  /** Refuses (123) unless the centres are within reach and active and the product active; read in the write's transaction. */
  async function checkMove(tx: Tx, auth: RequestAuth, scuIds: string[], productId: string): Promise<void> {
    for (const scuId of scuIds) {
      if (!reachesCentre(auth, scuId)) recordNotFound()
      const [c] = await tx
        .select({ id: serviceCentres.id })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.id, scuId), eq(serviceCentres.active, true)))
        .for('share')
      if (!c) refuse(RC.NOT_FOUND, M.centreNotFound)
    }
    const [p] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)))
      .for('share')
    if (!p) refuse(RC.NOT_FOUND, M.productNotFound)
  }
  function insufficient(): never {
    return refuse(RC.BAD_INPUT, M.insufficientStock)
  }

  app.post(
    CALLS.adjust,
    {
      schema: {
        tags,
        summary: "Adjust a centre's stock of a product by a signed quantity with its reason; 110 'insufficient stock' below zero",
        body: scuStockAdjustForm,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'ScuStocks', button: 'edit' } },
    },
    async (request, reply) => {
      const { scuId, productId, quantity, reason } = request.body
      const auth = request.auth!
      const onHand = await fastify.transact(request, async (tx, audit) => {
        await checkMove(tx, auth, [scuId], productId)
        const r = await postMovement(tx, { scuId, productId, kind: 'adjustment', quantity, reason, actorId: auth.user.id })
        if (!r.ok) insufficient()
        await audit({
          action: 'adjust',
          entity: 'scustocks',
          recordId: r.movementId,
          changes: { onHand: { from: r.balance - quantity, to: r.balance } },
          comment: `stock adjusted by ${quantity} at centre ${scuId} for product ${productId}: ${reason}`,
        })
        return r.balance
      })
      return ok(reply, { onHand }, M.adjusted)
    },
  )

  app.post(
    CALLS.transfer,
    {
      schema: {
        tags,
        summary:
          "Transfer stock of a product from one centre to another (admins): transferOut and transferIn in one transaction; 110 'insufficient stock'",
        body: scuStockTransferForm,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'ScuStocks', button: 'edit' } },
    },
    async (request, reply) => {
      const { fromScuId, toScuId, productId, quantity, reason } = request.body
      const auth = request.auth!
      if (auth.user.userType !== 'admin') denied()
      const refId = randomUUID()
      const common = { productId, refType: 'transfer' as const, refId, reason: reason || null, actorId: auth.user.id }
      const done = await fastify.transact(request, async (tx, audit) => {
        await checkMove(tx, auth, [fromScuId, toScuId], productId)
        const out = await postMovement(tx, { ...common, scuId: fromScuId, kind: 'transferOut', quantity: -quantity })
        if (!out.ok) insufficient()
        const into = await postMovement(tx, { ...common, scuId: toScuId, kind: 'transferIn', quantity })
        if (!into.ok) throw new Error('a transfer in was refused')
        await audit({
          action: 'transfer',
          entity: 'scustocks',
          recordId: refId,
          changes: { quantity: { from: null, to: quantity } },
          comment: `transferred ${quantity} of product ${productId} from centre ${fromScuId} to centre ${toScuId}`,
        })
        return { onHand: out.balance, toOnHand: into.balance, refId }
      })
      return ok(reply, done, M.transferred)
    },
  )

  app.post(
    CALLS.issue,
    {
      schema: {
        tags,
        summary:
          "Issue stock of a product at a centre for a service request or a booking the actor may read; 110 'insufficient stock' beyond the balance",
        body: scuStockIssueBody,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'ScuStocks', button: 'edit' } },
    },
    async (request, reply) => {
      const { scuId, productId, quantity, refType, refId } = request.body
      const auth = request.auth!
      const onHand = await fastify.transact(request, async (tx, audit) => {
        await checkMove(tx, auth, [scuId], productId)
        // The reference as its own details call reads it (SECURITY.md item 14), held until this commits.
        await referencedRecord(tx, auth, refType, refId)
        const r = await postMovement(tx, { scuId, productId, kind: 'issue', quantity: -quantity, refType, refId, actorId: auth.user.id })
        if (!r.ok) insufficient()
        await audit({
          action: 'issue',
          entity: 'scustocks',
          recordId: r.movementId,
          changes: { onHand: { from: r.balance + quantity, to: r.balance } },
          comment: `issued ${quantity} of product ${productId} at centre ${scuId} for ${refType} ${refId}`,
        })
        return r.balance
      })
      return ok(reply, { onHand }, M.issued)
    },
  )
}
