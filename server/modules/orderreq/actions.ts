import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ADMIN_ONLY_MOVES,
  ORDER_CALLS as CALLS,
  ORDER_MESSAGES as M,
  ORDER_MOVE_BUTTONS,
  canMoveOrder,
  orderMoveAnswer,
  orderNo,
  orderReceiveBody,
  orderStatusBody,
  type OrderStatus,
} from '../../../shared/api/orderreq'
import type { Button } from '../../../shared/permissions'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { nextVersion } from '../../lib/record-versions'
import { postMovement } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { isCentralStore, reachableOrder, type OrderRecord } from './data'
import { orderRequestLines, orderRequests } from './schema'

const tags = ['orderreq']
const moveAnswer = envelope.extend(orderMoveAnswer.partial().shape)

/**
 * The moves of an order beside its record calls (permission Orderreq), each scoped as the list (out of reach: 123),
 * each one conditional UPDATE from the status and version read (`WHERE status = <read> AND version = <read>`: of two
 * at once exactly one wins, the other answers 125 movedMeanwhile), each step dated in `steps` and audited:
 * - POST /orderreq/status `{ recordId, status, version }`: accepted (button approve), shipped and delivered (button
 *   changeStatus), by admins only (the central store; others 111); withdrawn (button add or reject) before shipped;
 * - POST /orderreq/receive `{ recordId, version, lines: [{ lineId, received }] }` (button add or changeStatus): a
 *   delivered order marked received; in ONE transaction the status, each line's received and shortfall, one 'receipt'
 *   movement per line received (server/lib/stock.ts postMovement) and the audit row.
 */
export function orderActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  /** The order within reach, and the checks every move shares; refused otherwise (thrown). */
  async function movable(auth: RequestAuth, body: { recordId: string; version: number }, to: OrderStatus): Promise<OrderRecord> {
    const [row] = await db.select().from(orderRequests).where(reachableOrder(body.recordId, auth)).limit(1)
    if (!row) return recordNotFound()
    const buttons: readonly Button[] = ORDER_MOVE_BUTTONS[to as keyof typeof ORDER_MOVE_BUTTONS]
    if (!buttons.some((b) => auth.perms.hasButton('Orderreq', b))) return refuse(RC.NO_PERMISSION, M.centralStoreOnly)
    if (ADMIN_ONLY_MOVES.includes(to) && !isCentralStore(auth)) return refuse(RC.NO_PERMISSION, M.centralStoreOnly)
    if (row.version !== body.version) return refuse(RC.EDIT_CONFLICT, M.movedMeanwhile)
    if (!canMoveOrder(row.status, to)) return refuse(RC.BAD_INPUT, M.move)
    return row
  }

  /** The conditional update of a move: the status, its step appended; null when another change came first. */
  const moveSet = (stored: OrderRecord, to: OrderStatus, at: Date, auth: RequestAuth) => ({
    set: {
      status: to,
      steps: sql`${orderRequests.steps} || ${JSON.stringify([{ step: to, at: at.toISOString(), by: auth.user.id }])}::jsonb`,
      updatedAt: at,
      version: nextVersion(orderRequests.version),
    },
    where: and(reachableOrder(stored.id, auth), eq(orderRequests.status, stored.status), eq(orderRequests.version, stored.version)),
  })

  app.post(
    CALLS.status,
    {
      schema: {
        tags,
        summary:
          'Move an order to accepted, shipped or delivered (admins) or withdrawn (before shipped) as the steps allow; 125 when another change came first',
        body: orderStatusBody,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'Orderreq', button: ['approve', 'changeStatus', 'add', 'reject'] } },
    },
    async (request, reply) => {
      const { status } = request.body
      const auth = request.auth!
      const stored = await movable(auth, request.body, status)
      const at = now()
      const { set, where } = moveSet(stored, status, at, auth)
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx.update(orderRequests).set(set).where(where).returning({ version: orderRequests.version })
        if (!row) return null
        await audit({
          action: 'status',
          entity: 'orderreq',
          recordId: stored.id,
          changes: { status: { from: stored.status, to: status } },
          comment: `order ${orderNo(stored.number)}: ${stored.status} → ${status}`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.EDIT_CONFLICT, M.movedMeanwhile)
      return ok(reply, { version, status }, M.statusChanged)
    },
  )

  app.post(
    CALLS.receive,
    {
      schema: {
        tags,
        summary:
          'Mark a delivered order as received: each line’s received quantity (0..ordered) booked into the centre’s stock in one transaction; the shortfall recorded',
        body: orderReceiveBody,
        response: { 200: moveAnswer },
      },
      config: { access: { screen: 'Orderreq', button: ['add', 'changeStatus'] } },
    },
    async (request, reply) => {
      const auth = request.auth!
      const stored = await movable(auth, request.body, 'markAsRecieved')
      const lines = await db.select().from(orderRequestLines).where(eq(orderRequestLines.orderId, stored.id))
      const given = new Map(request.body.lines.map((l) => [l.lineId, l.received]))
      if (given.size !== request.body.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.id))) {
        return refuse(RC.BAD_INPUT, M.receiptLines)
      }
      if (lines.some((l) => given.get(l.id)! > l.quantity)) return refuse(RC.BAD_INPUT, M.receivedQuantity)
      const at = now()
      const { set, where } = moveSet(stored, 'markAsRecieved', at, auth)
      const shortfall = lines.reduce((s, l) => s + l.quantity - given.get(l.id)!, 0)
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx.update(orderRequests).set(set).where(where).returning({ version: orderRequests.version })
        if (!row) return null
        for (const l of lines) {
          const received = given.get(l.id)!
          await tx
            .update(orderRequestLines)
            .set({ received, shortfall: l.quantity - received })
            .where(eq(orderRequestLines.id, l.id))
          if (received === 0) continue
          const booked = await postMovement(tx, {
            scuId: stored.scuId,
            productId: l.productId,
            kind: 'receipt',
            quantity: received,
            refType: 'orderRequest',
            refId: stored.id,
            actorId: auth.user.id,
            reason: `order ${orderNo(stored.number)} received`,
          })
          // The balance changed under the receipt (another move came first): the whole receipt rolls back.
          if (!booked.ok) refuse(RC.EDIT_CONFLICT, M.movedMeanwhile)
        }
        await audit({
          action: 'receive',
          entity: 'orderreq',
          recordId: stored.id,
          changes: { status: { from: stored.status, to: 'markAsRecieved' }, shortfall: { from: null, to: shortfall } },
          comment: `order ${orderNo(stored.number)} received, ${shortfall} short`,
        })
        return row.version
      })
      if (version === null) return refuse(RC.EDIT_CONFLICT, M.movedMeanwhile)
      return ok(reply, { version, status: 'markAsRecieved' as const, shortfall }, M.received)
    },
  )
}
