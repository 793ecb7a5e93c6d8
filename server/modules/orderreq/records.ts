import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ORDER_MESSAGES as M, orderRequestRecordContract, type OrderRequestForm } from '../../../shared/api/orderreq'
import { RC } from '../../../shared/response-codes'
import { products, serviceCentres } from '../../db/schema'
import { registerRecordRoutes, type RecordContext, type Refusal } from '../../lib/records'
import { isCentralStore, orderScope, type OrderRecord } from './data'
import { orderDetailsOf } from './list'
import { orderRequestLines, orderRequests } from './schema'

const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The centre an order may be placed for: active, and for anyone but an admin their own. */
async function centreRefusal(scuId: string, ctx: RecordContext): Promise<Refusal | undefined> {
  const u = ctx.auth.user
  if (!isCentralStore(ctx.auth) && u.scuId !== scuId) return refuse(M.unknownCentre)
  const [c] = await ctx.db
    .select({ id: serviceCentres.id })
    .from(serviceCentres)
    .where(and(eq(serviceCentres.id, scuId), eq(serviceCentres.active, true)))
  return c ? undefined : refuse(M.unknownCentre)
}

/** Every line's product active (one query). */
async function productRefusal(form: OrderRequestForm, ctx: RecordContext): Promise<Refusal | undefined> {
  const ids = form.lines.map((l) => l.productId)
  const found = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)))
  return found.length === new Set(ids).size ? undefined : refuse(M.unknownProduct)
}

/**
 * The order request record calls (permission Orderreq), on the record kit, scoped by orderScope (out of reach: 123):
 * - POST /orderreq/details (view): the row, its lines, its steps and the version;
 * - POST /orderreq/add (add): the form (shared orderRequestForm): the centre active and, for an scc, their own (an
 *   admin places for any centre); every product active; the order starts at orderPlaced, its first step dated, with
 *   its lines, in one transaction with the audit row.
 * Orders are not edited nor deleted: they move by their steps (actions.ts); withdrawn is how one is called off.
 */
export function orderRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: orderRequestRecordContract,
    screen: 'Orderreq',
    entity: 'orderreq',
    what: 'order request',
    tags: ['orderreq'],
    table: orderRequests,
    id: orderRequests.id,
    scope: orderScope,
    messages: { saved: M.created },
    details: (row: OrderRecord, { db }) => orderDetailsOf(db, row),
    check: async (form, _before, ctx) => (await centreRefusal(form.scuId, ctx)) ?? (await productRefusal(form, ctx)),
    columns: (form, { auth, now }) => ({
      scuId: form.scuId,
      notes: form.notes ?? null,
      requestedById: auth.user.id,
      placedAt: now,
      steps: [{ step: 'orderPlaced', at: now.toISOString(), by: auth.user.id }],
    }),
    afterWrite: async (tx, orderId, form) => {
      await tx
        .insert(orderRequestLines)
        .values(form.lines.map((l, position) => ({ orderId, position, productId: l.productId, quantity: l.quantity })))
    },
    comment: {
      created: (f) => `order placed: ${f.lines.length} line(s), ${f.lines.reduce((s, l) => s + l.quantity, 0)} unit(s)`,
    },
  })
}
