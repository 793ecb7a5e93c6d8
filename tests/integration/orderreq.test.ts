import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_MESSAGES as M, ORDER_STATUSES, orderRequestForm } from '../../shared/api/orderreq'
import { createRng } from '../../server/db/seed/prng'
import orderSeed, { HOME_CENTRE_ORDERS } from '../../server/modules/orderreq/seed'
import { auditLog, stockMovements } from '../../server/db/schema'
import { orderRequestLines, orderRequests } from '../../server/modules/orderreq/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS } from './support/harness'
import { orderWorld, refused, UNKNOWN, type OrderWorld } from './support/orderreq'

type Row = { _id: string; orderNo: string; status: string; lineCount: number; totalQuantity: number; serviceCentre: { _id: string } }

/** The order requests' record calls, pick lists, table, validation and demo data. */
describe.each(testDatabases)('order requests on $name', (tdb) => {
  let w: OrderWorld
  beforeAll(async () => {
    w = await orderWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('places an order with its lines, its first step dated and audited, and shows it in the table and details', async () => {
    const id = await w.add({ ...w.form(), notes: '  For the camp ' })
    const d = await w.post('/orderreq/details', { recordId: id })
    const o = d.body.orderRequest as Record<string, unknown> & { lines: unknown[]; steps: { step: string; by: unknown }[] }
    expect(o.orderNo).toMatch(/^ORD-\d{6}$/)
    expect([o.status, o.version, o.notes, o.lineCount, o.totalQuantity]).toEqual(['orderPlaced', 1, 'For the camp', 2, 6])
    expect(o.lines).toHaveLength(2)
    expect(o.steps.map((s) => s.step)).toEqual(['orderPlaced'])
    expect(o.steps[0]!.by).not.toBeNull()
    const audit = await w.h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audit.map((a) => a.action)).toContain('create')
    const list = await w.post('/orderreq/all', { pageSize: 1000, status: 'orderPlaced' })
    const row = (list.body.rows as Row[]).find((r) => r._id === id)!
    expect([row.status, row.lineCount, row.totalQuantity]).toEqual(['orderPlaced', 2, 6])
    const byNumber = await w.post('/orderreq/all', { keyword: row.orderNo })
    expect(byNumber.body.responseCode, JSON.stringify(byNumber.body)).toBe(109)
    expect((byNumber.body.rows as Row[]).map((r) => r._id)).toEqual([id])
    const logs = await w.post('/orderreq/logs', { recordId: id })
    expect(logs.body.responseCode).toBe(109)
  })

  it('refuses bad input with each field’s message (110) and writes nothing', async () => {
    const db = w.h.database.db
    const before = (await db.select().from(orderRequests)).length
    const [p0, p1] = w.productIds
    const cases: [unknown, string][] = [
      [{ ...w.form(), scuId: '' }, M.centre],
      [{ ...w.form(), lines: [] }, M.lines],
      [{ ...w.form(), lines: 'x' }, M.lines],
      [{ ...w.form(), lines: [{ productId: '', quantity: 1 }] }, M.product],
      [{ ...w.form(), lines: [{ productId: p0, quantity: 0 }] }, M.quantity],
      [{ ...w.form(), lines: [{ productId: p0, quantity: 10_001 }] }, M.quantity],
      [{ ...w.form(), lines: [{ productId: p0, quantity: 1.5 }] }, M.quantity],
      [{ ...w.form(), lines: [{ productId: p0, quantity: 'two' }] }, M.quantity],
      [
        {
          ...w.form(),
          lines: [
            { productId: p0, quantity: 1 },
            { productId: p0, quantity: 2 },
          ],
        },
        M.productTwice,
      ],
      [{ ...w.form(), lines: Array.from({ length: 51 }, () => ({ productId: p1, quantity: 1 })) }, M.tooManyLines],
      [{ ...w.form(), notes: 'x'.repeat(1001) }, M.tooLong],
      [{ ...w.form(), scuId: UNKNOWN }, M.unknownCentre],
      [{ ...w.form(), lines: [{ productId: UNKNOWN, quantity: 1 }] }, M.unknownProduct],
      [{ ...w.form(), lines: [{ productId: w.inactiveProduct, quantity: 1 }] }, M.unknownProduct],
    ]
    for (const [body, message] of cases) refused(await w.post('/orderreq/add', body), message)
    // An scc orders only for their own centre.
    refused(await w.post('/orderreq/add', w.form({ scuId: w.otherCentre }), w.service), M.unknownCentre)
    expect((await db.select().from(orderRequests)).length).toBe(before)
  })

  it('answers 123 for a missing order and 111 to a role without the permission', async () => {
    for (const path of ['/orderreq/details', '/orderreq/logs']) {
      const r = await w.post(path, { recordId: UNKNOWN })
      expect([r.status, r.body.responseCode]).toEqual([404, 123])
    }
    const r = await w.post('/orderreq/status', { recordId: UNKNOWN, status: 'accepted', version: 1 })
    expect(r.body.responseCode).toBe(123)
    for (const [path, body] of [
      ['/orderreq/all', {}],
      ['/orderreq/add', w.form()],
      ['/orderreq/details', { recordId: UNKNOWN }],
      ['/orderreq/status', { recordId: UNKNOWN, status: 'withdrawn', version: 1 }],
      ['/orderreq/receive', { recordId: UNKNOWN, version: 1, lines: [{ lineId: UNKNOWN, received: 1 }] }],
      ['/orderreq/logs', { recordId: UNKNOWN }],
    ] as const) {
      const denied = await w.post(path, body, w.franchise)
      expect(denied.body.responseCode, path).toBe(111)
    }
  })

  it('keeps an scc to their centre’s orders (123 for others) and lets admins order for any centre', async () => {
    const mine = await w.add(w.form(), w.service)
    const theirs = await w.add(w.form({ scuId: w.otherCentre }))
    const rows = (await w.post('/orderreq/all', { pageSize: 1000 }, w.service)).body.rows as Row[]
    expect(rows.map((r) => r._id)).toContain(mine)
    expect(rows.every((r) => r.serviceCentre._id === w.homeCentre)).toBe(true)
    for (const path of ['/orderreq/details', '/orderreq/logs']) {
      expect((await w.post(path, { recordId: theirs }, w.service)).body.responseCode).toBe(123)
    }
    expect((await w.post('/orderreq/status', { recordId: theirs, status: 'withdrawn', version: 1 }, w.service)).body.responseCode).toBe(123)
    const centres = (await w.h.app.inject({ method: 'GET', url: '/api/admin/orderreq/centres', headers: hdr(w.service.cookie!) })).json()
    expect((centres.result as { _id: string }[]).map((c) => c._id)).toEqual([w.homeCentre])
    const all = (await w.h.app.inject({ method: 'GET', url: '/api/admin/orderreq/centres', headers: hdr(w.admin.cookie!) })).json()
    expect((all.result as unknown[]).length).toBeGreaterThan(1)
    const exported = await w.h.app.inject({
      method: 'POST',
      url: '/api/admin/orderreq/export',
      payload: {},
      headers: { ...hdr(w.service.cookie!), 'content-type': 'application/json' },
    })
    expect(exported.statusCode).toBe(200)
    const lines = exported.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Partial<Row>)
    const ids = lines.filter((l) => typeof l._id === 'string').map((l) => l._id)
    expect(ids).toContain(mine)
    expect(ids).not.toContain(theirs)
    const picks = (await w.h.app.inject({ method: 'GET', url: '/api/admin/orderreq/products', headers: hdr(w.service.cookie!) })).json()
    expect((picks.result as { _id: string }[]).map((p) => p._id)).not.toContain(w.inactiveProduct)
  })

  it('seeds demo orders valid by the form, with their receipts in the ledger', async () => {
    const db = w.h.database.db
    // The step once more, now that products surely exist (the master data's demo may not have made any).
    const accounts = [
      { id: w.h.userIds.get(ACCOUNTS.superAdmin)!, userType: 'admin' },
      { id: w.h.userIds.get(ACCOUNTS.service)!, userType: 'scc' },
    ]
    const now = w.h.clock.now()
    await db.transaction((tx) => orderSeed.run(tx, { now, clock: w.h.clock, rng: createRng(7), accounts, customers: [], centres: [] }))
    const orders = await db.select().from(orderRequests)
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES))
    expect(orders.filter((o) => o.scuId === w.homeCentre).length).toBeGreaterThanOrEqual(HOME_CENTRE_ORDERS)
    for (const o of orders) {
      const lines = await db.select().from(orderRequestLines).where(eq(orderRequestLines.orderId, o.id))
      const parsed = orderRequestForm.safeParse({ scuId: o.scuId, lines, notes: o.notes ?? '' })
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
      const booked = await db.select().from(stockMovements).where(eq(stockMovements.refId, o.id))
      const received = lines.reduce((s, l) => s + (l.received ?? 0), 0)
      expect(booked.reduce((s, m) => s + m.quantity, 0)).toBe(received)
      expect(booked.every((m) => m.kind === 'receipt' && m.refType === 'orderRequest' && m.scuId === o.scuId)).toBe(true)
      if (o.status === 'markAsRecieved')
        expect(lines.every((l) => l.received !== null && l.shortfall === l.quantity - l.received)).toBe(true)
      expect(o.steps.at(-1)!.step).toBe(o.status)
    }
  })
})

const hdr = (cookie: string) => ({ 'x-requested-with': 'XMLHttpRequest', cookie: `sid=${cookie}` })
