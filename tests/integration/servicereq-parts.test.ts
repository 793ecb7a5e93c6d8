import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_REQUEST_MESSAGES as M, partsOptionsAnswer, type ServiceRequestStatus } from '../../shared/api/servicereq'
import { auditLog, products, stockBalances, stockMovements } from '../../server/db/schema'
import { postMovement } from '../../server/lib/stock'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { testDatabases } from './support/databases'
import { A, refused, serviceRequestWorld, UNKNOWN, type ServiceRequestWorld } from './support/servicereq'

/** Issue 19: a service request issues parts from its centre's stock; more than is on hand is refused. */
describe.each(testDatabases)('service request parts on $name', (tdb) => {
  let w: ServiceRequestWorld
  const db = () => w.h.database.db
  let serial = 0

  /** A new active product, `stock` units of it at the home centre (booked through the ledger). */
  async function product(stock: number, scuId = w.homeCentre): Promise<string> {
    serial += 1
    const [p] = await db()
      .insert(products)
      .values({ sku: `SRQ-PART-${serial}`, name: `Part ${serial}`, category: 'part' })
      .returning({ id: products.id })
    if (stock > 0)
      await db().transaction(async (tx) => {
        const r = await postMovement(tx, { scuId, productId: p!.id, kind: 'adjustment', quantity: stock, reason: 'Opening stock' })
        expect(r.ok).toBe(true)
      })
    return p!.id
  }
  const balance = async (productId: string, scuId = w.homeCentre) =>
    (
      await db()
        .select({ onHand: stockBalances.onHand })
        .from(stockBalances)
        .where(and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId)))
    )[0]?.onHand ?? 0
  const issues = (recordId: string) =>
    db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.refType, 'serviceRequest'), eq(stockMovements.refId, recordId)))
  const audits = (recordId: string) =>
    db()
      .select({ changes: auditLog.changes, comment: auditLog.comment })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'servicereq'), eq(auditLog.recordId, recordId), eq(auditLog.action, 'parts')))
  /** A new request (at the home centre unless told) put straight into `status`, assigned to the technician. */
  async function requestAt(status: ServiceRequestStatus, scuId = w.homeCentre): Promise<string> {
    const id = await w.add(w.form({ scuId, branchId: undefined }))
    await db().update(serviceRequests).set({ status, assigneeId: w.techId }).where(eq(serviceRequests.id, id))
    return id
  }
  const issue = (recordId: string, productId: string, quantity: unknown, agent = w.admin) =>
    w.post('/servicereq/parts', { recordId, productId, quantity }, agent)
  const details = async (recordId: string) =>
    (await w.post('/servicereq/details', { recordId })).body.serviceRequest as Record<string, unknown>

  beforeAll(async () => {
    w = await serviceRequestWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('issues within stock: the balance goes down, a ledger row refers to the request, an audit row, parts in details', async () => {
    const productId = await product(10)
    const id = await requestAt('confirmed')
    const r = await issue(id, productId, 3)
    expect([r.status, r.body.responseCode, r.body.message, r.body.onHand]).toEqual([200, 109, M.partsIssued, 7])
    expect(await balance(productId)).toBe(7)
    const ledger = await issues(id)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ scuId: w.homeCentre, productId, kind: 'issue', quantity: -3, balanceAfter: 7 })
    expect(await audits(id)).toEqual([
      { changes: { productId: { from: null, to: productId }, quantity: { from: null, to: 3 } }, comment: expect.stringContaining('3 ×') },
    ])
    // In service too, by the scc of the centre; the details sum the issues per product.
    await db().update(serviceRequests).set({ status: 'inservice' }).where(eq(serviceRequests.id, id))
    const again = await issue(id, productId, 2, w.service)
    expect([again.body.responseCode, again.body.onHand]).toEqual([109, 5])
    const other = await product(4)
    await issue(id, other, 4, w.technician)
    const parts = (await details(id)).parts as { productId: string; quantity: number; sku: string }[]
    expect(parts.map((p) => [p.productId, p.quantity])).toEqual([
      [productId, 5],
      [other, 4],
    ])
    expect(parts[0]!.sku).toMatch(/^SRQ-PART-/)
    expect((await details(await requestAt('confirmed'))).parts).toEqual([])
    // The list row carries no parts.
    const list = await w.post('/servicereq/all', { keyword: '' })
    expect(JSON.stringify(list.body)).not.toContain('"parts"')
  })

  it('lists the active products with their on-hand at the request’s centre', async () => {
    const productId = await product(6)
    const none = await product(0)
    const id = await requestAt('confirmed')
    const r = await w.post('/servicereq/parts-options', { recordId: id })
    const result = partsOptionsAnswer.parse(r.body).result
    expect(result.find((p) => p._id === productId)?.onHand).toBe(6)
    expect(result.find((p) => p._id === none)?.onHand).toBe(0)
    await db().update(products).set({ active: false }).where(eq(products.id, none))
    const after = partsOptionsAnswer.parse((await w.post('/servicereq/parts-options', { recordId: id })).body).result
    expect(after.some((p) => p._id === none)).toBe(false)
    const away = await requestAt('confirmed', w.otherCentre)
    const there = partsOptionsAnswer.parse((await w.post('/servicereq/parts-options', { recordId: away })).body).result
    expect(there.find((p) => p._id === productId)?.onHand).toBe(0)
    expect((await w.post('/servicereq/parts-options', { recordId: away }, w.service)).body.responseCode).toBe(123)
    expect((await w.post('/servicereq/parts-options', { recordId: UNKNOWN })).body.responseCode).toBe(123)
  })

  it('refuses more than is on hand with insufficient stock and writes nothing', async () => {
    const productId = await product(2)
    const id = await requestAt('inservice')
    refused(await issue(id, productId, 3), M.insufficientStock)
    expect(M.insufficientStock).toBe('insufficient stock')
    expect(await balance(productId)).toBe(2)
    expect(await issues(id)).toEqual([])
    expect(await audits(id)).toEqual([])
    // Never stocked at the centre at all.
    refused(await issue(id, await product(0), 1), M.insufficientStock)
    expect(await issues(id)).toEqual([])
  })

  it('refuses a request that is not confirmed or in service, a bad product and a bad quantity (110)', async () => {
    const productId = await product(50)
    for (const status of ['requested', 'ready', 'delivered', 'cancelled'] as const) {
      const id = await requestAt(status)
      refused(await issue(id, productId, 1), M.partsStatus)
      expect(await issues(id)).toEqual([])
    }
    const id = await requestAt('confirmed')
    for (const quantity of [0, -1, 1001, 1.5, '2', undefined]) refused(await issue(id, productId, quantity), M.partsQuantity)
    refused(await w.post('/servicereq/parts', { recordId: id, quantity: 1 }), M.product)
    refused(await issue(id, UNKNOWN, 1), M.unknownProduct)
    const gone = await product(5)
    await db().update(products).set({ active: false }).where(eq(products.id, gone))
    refused(await issue(id, gone, 1), M.unknownProduct)
    await db().update(serviceRequests).set({ active: false }).where(eq(serviceRequests.id, id))
    refused(await issue(id, productId, 1), M.alreadyDeleted)
    expect(await balance(productId)).toBe(50)
  })

  it('keeps an scc to their own centre’s requests and a worker to theirs (123), and refuses the permission (403/111)', async () => {
    const productId = await product(5, w.otherCentre)
    const away = await requestAt('confirmed', w.otherCentre)
    expect((await issue(away, productId, 1, w.service)).body.responseCode).toBe(123)
    expect((await issue(UNKNOWN, productId, 1)).body.responseCode).toBe(123)
    const unassigned = await requestAt('confirmed')
    await db().update(serviceRequests).set({ assigneeId: null }).where(eq(serviceRequests.id, unassigned))
    expect((await issue(unassigned, productId, 1, w.technician)).body.responseCode).toBe(123)
    for (const path of ['/servicereq/parts', '/servicereq/parts-options']) {
      const r = await w.franchise.call('POST', `${A}${path}`, { recordId: away, productId, quantity: 1 })
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    expect(await balance(productId, w.otherCentre)).toBe(5)
    expect(await issues(away)).toEqual([])
  })

  it('lets exactly the on-hand amount through when issues race for the last units', async () => {
    const productId = await product(3)
    const first = await requestAt('confirmed')
    const second = await requestAt('inservice')
    const two = await Promise.all([issue(first, productId, 2), issue(second, productId, 2)])
    expect(two.map((r) => r.body.responseCode).sort()).toEqual([109, 110])
    expect(two.find((r) => r.body.responseCode === 110)?.body.message).toBe(M.insufficientStock)
    expect(await balance(productId)).toBe(1)
    const many = await Promise.all(Array.from({ length: 6 }, (_, n) => issue(n % 2 ? first : second, productId, 1)))
    expect(many.filter((r) => r.body.responseCode === 109)).toHaveLength(1)
    expect(await balance(productId)).toBe(0)
    const booked = [...(await issues(first)), ...(await issues(second))]
    expect(booked.reduce((s, m) => s + m.quantity, 0)).toBe(-3)
    expect(booked.map((m) => m.balanceAfter).sort()).toEqual([0, 1])
  })
})
