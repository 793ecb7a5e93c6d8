import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_MESSAGES as M, ORDER_MOVE_STATUSES, ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from '../../shared/api/orderreq'
import { auditLog, stockMovements } from '../../server/db/schema'
import { onHand } from '../../server/lib/stock'
import { orderRequestLines, orderRequests } from '../../server/modules/orderreq/schema'
import type { Agent } from './support/harness'
import { testDatabases } from './support/databases'
import { orderWorld, refused, type OrderWorld } from './support/orderreq'

/** The steps of an order: the transition table, who may make each, races, and the receipt into the stock ledger. */
describe.each(testDatabases)('order request moves on $name', (tdb) => {
  let w: OrderWorld
  const db = () => w.h.database.db
  const stored = async (id: string) => (await db().select().from(orderRequests).where(eq(orderRequests.id, id)))[0]!
  const move = async (id: string, status: string, agent?: Agent, version?: number) =>
    w.post('/orderreq/status', { recordId: id, status, version: version ?? (await stored(id)).version }, agent)

  /** A new order put straight into `status`. */
  async function orderAt(status: OrderStatus, scuId = w.homeCentre): Promise<string> {
    const id = await w.add(w.form({ scuId }))
    await db().update(orderRequests).set({ status }).where(eq(orderRequests.id, id))
    return id
  }
  const receiptOf = async (id: string, received: number[], agent?: Agent) => {
    const d = await w.details(id)
    return w.post(
      '/orderreq/receive',
      { recordId: id, version: d.version, lines: d.lines.map((l, i) => ({ lineId: l._id, received: received[i] })) },
      agent,
    )
  }

  beforeAll(async () => {
    w = await orderWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('makes every move of the table, each dated in the steps and audited', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_MOVES[from].filter((s) => s !== 'markAsRecieved')) {
        const id = await orderAt(from)
        const r = await move(id, to)
        expect([r.body.responseCode, r.body.message, r.body.status], `${from} → ${to}`).toEqual([109, M.statusChanged, to])
        const row = await stored(id)
        expect([row.status, row.version, row.steps.at(-1)!.step], `${from} → ${to}`).toEqual([to, 2, to])
        const audit = await db()
          .select({ changes: auditLog.changes })
          .from(auditLog)
          .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'status')))
        expect(audit.map((a) => a.changes)).toEqual([{ status: { from, to } }])
      }
    }
  })

  it('refuses every move the table does not allow (110) and a stale version (125)', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_MOVE_STATUSES.filter((s) => !ORDER_MOVES[from].includes(s))) {
        const id = await orderAt(from)
        const before = await stored(id)
        refused(await move(id, to), M.move)
        expect(await stored(id), `${from} → ${to}`).toEqual(before)
      }
    }
    const id = await orderAt('orderPlaced')
    const stale = await move(id, 'accepted', undefined, 7)
    expect([stale.status, stale.body.responseCode, stale.body.message]).toEqual([409, 125, M.movedMeanwhile])
    refused(
      await w.post('/orderreq/status', { recordId: id, status: 'markAsRecieved', version: 1 }),
      'status must be accepted, shipped, delivered or withdrawn',
    )
  })

  it('lets only the central store accept, ship and deliver; the centre withdraws', async () => {
    const id = await orderAt('orderPlaced')
    for (const to of ['accepted'] as const) {
      const r = await move(id, to, w.service)
      expect([r.body.responseCode, r.body.message]).toEqual([111, M.centralStoreOnly])
    }
    expect((await move(await orderAt('accepted'), 'shipped', w.service)).body.responseCode).toBe(111)
    expect((await move(await orderAt('shipped'), 'delivered', w.service)).body.responseCode).toBe(111)
    expect((await move(id, 'withdrawn', w.service)).body.responseCode).toBe(109)
    expect((await stored(id)).status).toBe('withdrawn')
  })

  it('lets exactly one of two moves at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await orderAt('orderPlaced')
      const [a, b] = await Promise.all([move(id, 'accepted', undefined, 1), move(id, 'withdrawn', w.service, 1)])
      const codes = [a.body.responseCode, b.body.responseCode].sort()
      expect(codes).toEqual([109, 125])
      expect((await stored(id)).version).toBe(2)
    }
  })

  it('marks received in one transaction: lines, shortfall, one receipt per line into the centre’s ledger', async () => {
    const id = await orderAt('delivered')
    const [p0, p1] = w.productIds
    const before = [await onHand(db(), w.homeCentre, p0!), await onHand(db(), w.homeCentre, p1!)]
    refused(await receiptOf(id, [5, 2]), M.receivedQuantity)
    refused(await receiptOf(id, [-1, 2]), M.receivedQuantity)
    const d = await w.details(id)
    refused(
      await w.post('/orderreq/receive', { recordId: id, version: d.version, lines: [{ lineId: d.lines[0]!._id, received: 1 }] }),
      M.receiptLines,
    )
    const r = await receiptOf(id, [3, 0])
    expect([r.body.responseCode, r.body.message, r.body.status, r.body.shortfall]).toEqual([109, M.received, 'markAsRecieved', 3])
    expect([await onHand(db(), w.homeCentre, p0!), await onHand(db(), w.homeCentre, p1!)]).toEqual([before[0]! + 3, before[1]])
    const lines = await db().select().from(orderRequestLines).where(eq(orderRequestLines.orderId, id))
    expect(lines.map((l) => [l.received, l.shortfall]).sort()).toEqual([
      [0, 2],
      [3, 1],
    ])
    const booked = await db().select().from(stockMovements).where(eq(stockMovements.refId, id))
    expect(booked.map((m) => [m.kind, m.refType, m.quantity, m.scuId])).toEqual([['receipt', 'orderRequest', 3, w.homeCentre]])
    expect((await stored(id)).steps.at(-1)!.step).toBe('markAsRecieved')
    // Final: no second receipt, no withdrawal.
    refused(await receiptOf(id, [4, 2]), M.move)
    refused(await move(id, 'withdrawn'), M.move)
    // Only a delivered order is received.
    refused(await receiptOf(await orderAt('shipped'), [4, 2]), M.move)
  })

  it('books exactly one receipt when two mark the same order received at once', async () => {
    const id = await orderAt('delivered')
    const d = await w.details(id)
    const body = { recordId: id, version: d.version, lines: d.lines.map((l) => ({ lineId: l._id, received: l.quantity })) }
    const [a, b] = await Promise.all([w.post('/orderreq/receive', body), w.post('/orderreq/receive', body, w.service)])
    expect([a.body.responseCode, b.body.responseCode].sort()).toEqual([109, 125])
    const booked = await db().select().from(stockMovements).where(eq(stockMovements.refId, id))
    expect(booked).toHaveLength(2)
  })
})
