import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
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
import { products, serviceCentres } from '../../db/schema'
import { answer, denied, envelope, ok } from '../../http'
import { postMovement } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { reachesCentre } from './data'

const tags = ['scustocks']
const moveAnswer = envelope.extend(scuStockMoveAnswer.shape)
/** A refused movement inside the transaction: nothing was written. */
const REFUSED = Symbol('insufficient stock')

/**
 * The stock movements of the SCU stocks screen (permission ScuStocks), each booked by postMovement in one transaction
 * with its audit row; a movement larger than the balance answers 110 'insufficient stock' and changes nothing:
 * - POST /inventory/stocks/adjust (edit) `{ scuId, productId, quantity (signed), reason }`: an 'adjustment';
 * - POST /inventory/stocks/transfer (edit, admins) `{ fromScuId, toScuId, productId, quantity, reason? }`: a
 *   'transferOut' at the source and a 'transferIn' at the target, refType 'transfer' with one shared ref id;
 * - POST /inventory/stocks/issue (edit) `{ scuId, productId, quantity, refType, refId }`: a negative 'issue' for a
 *   service request or a booking (the other modules' and the tests' call).
 * Centres out of the actor's reach answer 123 (an scc or worker: only their own), unknown or inactive products 123.
 */
export function scuStockMoveRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  /** Null when the centres (within reach, active) and the product (active) exist; else the answer sent. */
  async function refusal(reply: FastifyReply, auth: RequestAuth, scuIds: string[], productId: string): Promise<FastifyReply | null> {
    for (const scuId of scuIds) {
      if (!reachesCentre(auth, scuId)) return recordNotFound(reply)
      const [c] = await db
        .select({ id: serviceCentres.id })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.id, scuId), eq(serviceCentres.active, true)))
      if (!c) return answer(reply, RC.NOT_FOUND, M.centreNotFound)
    }
    const [p] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)))
    return p ? null : answer(reply, RC.NOT_FOUND, M.productNotFound)
  }
  const insufficient = (reply: FastifyReply) => answer(reply, RC.BAD_INPUT, M.insufficientStock)

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
      const no = await refusal(reply, request.auth!, [scuId], productId)
      if (no) return no
      const actorId = request.auth!.user.id
      const done = await fastify.transact(request, async (tx, audit) => {
        const r = await postMovement(tx, { scuId, productId, kind: 'adjustment', quantity, reason, actorId })
        if (!r.ok) return REFUSED
        await audit({
          action: 'adjust',
          entity: 'scustocks',
          recordId: r.movementId,
          changes: { onHand: { from: r.balance - quantity, to: r.balance } },
          comment: `stock adjusted by ${quantity} at centre ${scuId} for product ${productId}: ${reason}`,
        })
        return r.balance
      })
      if (done === REFUSED) return insufficient(reply)
      return ok(reply, { onHand: done }, M.adjusted)
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
      if (auth.user.userType !== 'admin') return denied(reply)
      const no = await refusal(reply, auth, [fromScuId, toScuId], productId)
      if (no) return no
      const refId = randomUUID()
      const common = { productId, refType: 'transfer' as const, refId, reason: reason || null, actorId: auth.user.id }
      const done = await fastify.transact(request, async (tx, audit) => {
        const out = await postMovement(tx, { ...common, scuId: fromScuId, kind: 'transferOut', quantity: -quantity })
        if (!out.ok) return REFUSED
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
      if (done === REFUSED) return insufficient(reply)
      return ok(reply, done, M.transferred)
    },
  )

  app.post(
    CALLS.issue,
    {
      schema: {
        tags,
        summary: "Issue stock of a product at a centre for a service request or a booking; 110 'insufficient stock' beyond the balance",
        body: scuStockIssueBody,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'ScuStocks', button: 'edit' } },
    },
    async (request, reply) => {
      const { scuId, productId, quantity, refType, refId } = request.body
      const no = await refusal(reply, request.auth!, [scuId], productId)
      if (no) return no
      const actorId = request.auth!.user.id
      const done = await fastify.transact(request, async (tx, audit) => {
        const r = await postMovement(tx, { scuId, productId, kind: 'issue', quantity: -quantity, refType, refId, actorId })
        if (!r.ok) return REFUSED
        await audit({
          action: 'issue',
          entity: 'scustocks',
          recordId: r.movementId,
          changes: { onHand: { from: r.balance + quantity, to: r.balance } },
          comment: `issued ${quantity} of product ${productId} at centre ${scuId} for ${refType} ${refId}`,
        })
        return r.balance
      })
      if (done === REFUSED) return insufficient(reply)
      return ok(reply, { onHand: done }, M.issued)
    },
  )
}
