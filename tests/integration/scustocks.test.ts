import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SCU_STOCK_MESSAGES as M,
  scuStockAdjustForm,
  scuStockHistoryAnswer,
  scuStockRow,
  type ScuStockRow,
} from '../../shared/api/scustocks'
import { products, stockMovements } from '../../server/db/schema'
import { LOW_EVERY, OPENING_STOCK } from '../../server/modules/scustocks/seed'
import { testDatabases } from './support/databases'
import { A, S, stockWorld, UNKNOWN, type StockWorld } from './support/scustocks'

const refused = (r: { status: number; body: Record<string, unknown> }, message: string) =>
  expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])

describe.each(testDatabases)('SCU stocks on $name', (tdb) => {
  let w: StockWorld
  let bolt: string
  let paint: string
  const rows = async (body: Record<string, unknown> = {}, agent = w?.admin) =>
    ((await w.post(`${S}/all`, { pageSize: 1000, ...body }, agent)).body.rows as unknown[]).map((r) => scuStockRow.parse(r))
  const adjust = (scuId: string, productId: string, quantity: number, reason = 'Count') =>
    w.post(`${S}/adjust`, { scuId, productId, quantity, reason })

  beforeAll(async () => {
    w = await stockWorld(tdb)
    bolt = await w.product('TST-BOLT', { name: 'Test hub bolt', reorderLevel: 5 })
    paint = await w.product('TST-PAINT', { name: 'Test red paint', category: 'paint', unit: 'litre', reorderLevel: 2 })
  })
  afterAll(() => w.h.close())

  it('seeds opening stock for every active demo product at every centre, valid by the adjustment form, some rows low', async () => {
    const seeded = await w.h.database.db.select().from(stockMovements)
    const demoProducts = (await w.h.database.db.select({ id: products.id }).from(products)).filter((p) => p.id !== bolt && p.id !== paint)
    if (demoProducts.length === 0) return expect(seeded).toEqual([])
    const openings = seeded.filter((m) => m.reason === OPENING_STOCK)
    expect(openings.length).toBeGreaterThan(0)
    for (const m of openings) {
      expect(m.kind).toBe('adjustment')
      expect(scuStockAdjustForm.safeParse({ scuId: m.scuId, productId: m.productId, quantity: m.quantity, reason: m.reason }).success).toBe(
        true,
      )
    }
    expect(seeded.some((m) => m.kind === 'issue' && m.quantity < 0)).toBe(true)
    expect(seeded.some((m) => m.kind === 'transferIn' && m.refType === 'transfer')).toBe(true)
    const all = await rows()
    // Every LOW_EVERY-th row is issued down to its reorder level; a demo transfer may lift a few of them again.
    expect(all.filter((r) => r.low).length).toBeGreaterThanOrEqual(Math.floor(openings.length / LOW_EVERY) - 6)
    for (const r of all) expect(r.low).toBe(r.onHand <= r.reorderLevel)
  })

  it('adjusts by signed quantities, lists the balance with its product, tints it at the reorder level, keeps the ledger', async () => {
    const up = await adjust(w.homeCentre, bolt, 10, 'Received from the warehouse')
    expect([up.body.responseCode, up.body.message, up.body.onHand]).toEqual([109, M.adjusted, 10])
    let [row] = await rows({ keyword: 'tst-bolt' })
    expect(row).toMatchObject({
      _id: `${w.homeCentre}:${bolt}`,
      product: { _id: bolt, sku: 'TST-BOLT', name: 'Test hub bolt' },
      serviceCentre: { _id: w.homeCentre },
      category: 'part',
      unit: 'piece',
      onHand: 10,
      reorderLevel: 5,
      low: false,
      level: 'ok',
    })
    expect((await adjust(w.homeCentre, bolt, -5, 'Damaged')).body.onHand).toBe(5)
    ;[row] = await rows({ keyword: 'hub bolt' })
    expect([row!.onHand, row!.low, row!.level]).toEqual([5, true, 'low'])
    expect((await rows({ low: true })).map((r) => r._id)).toContain(row!._id)
    expect((await rows({ low: false })).map((r) => r._id)).not.toContain(row!._id)
    expect((await rows({ category: 'paint' })).every((r) => r.category === 'paint')).toBe(true)
    expect((await rows({ scuId: w.otherCentre })).every((r) => r.serviceCentre._id === w.otherCentre)).toBe(true)
    const sorted = await rows({ sortField: 'onHand', sortOrder: 'true' })
    expect(sorted.map((r) => r.onHand)).toEqual([...sorted.map((r) => r.onHand)].sort((a, b) => a - b))
    // Paged: every row once.
    const paged: ScuStockRow[] = []
    for (let page = 0; page < 50; page++) {
      const got = await rows({ pageSize: 7, page })
      paged.push(...got)
      if (got.length < 7) break
    }
    expect(new Set(paged.map((r) => r._id)).size).toBe((await rows()).length)
    const ledger = await w.ledger(w.homeCentre, bolt)
    expect(ledger.map((m) => [m.kind, m.quantity, m.balanceAfter, m.reason])).toEqual([
      ['adjustment', 10, 10, 'Received from the warehouse'],
      ['adjustment', -5, 5, 'Damaged'],
    ])
  })

  it("refuses taking more than is on hand with 'insufficient stock' and changes nothing", async () => {
    await adjust(w.otherCentre, paint, 3)
    const before = await w.ledger(w.otherCentre, paint)
    refused(await adjust(w.otherCentre, paint, -4), M.insufficientStock)
    refused(await adjust(w.thirdCentre, paint, -1), M.insufficientStock)
    refused(
      await w.post(`${S}/issue`, {
        scuId: w.otherCentre,
        productId: paint,
        quantity: 4,
        refType: 'booking',
        refId: await w.reference('booking', w.otherCentre),
      }),
      M.insufficientStock,
    )
    refused(
      await w.post(`${S}/transfer`, { fromScuId: w.otherCentre, toScuId: w.thirdCentre, productId: paint, quantity: 4 }),
      M.insufficientStock,
    )
    expect(await w.ledger(w.otherCentre, paint)).toEqual(before)
    expect(await w.balance(w.otherCentre, paint)).toBe(3)
    expect(await w.balance(w.thirdCentre, paint)).toBeUndefined()
  })

  it('answers each bad input with its message, unknown centres and products with 123', async () => {
    const good = { scuId: w.homeCentre, productId: bolt, quantity: 1, reason: 'x' }
    for (const [over, message] of [
      [{ quantity: 0 }, M.quantity],
      [{ quantity: 1.5 }, M.quantity],
      [{ quantity: 100_001 }, M.quantity],
      [{ quantity: -100_001 }, M.quantity],
      [{ quantity: '3' }, M.quantity],
      [{ reason: ' ' }, M.reason],
      [{ reason: 'r'.repeat(501) }, M.reason],
      [{ scuId: 'nope' }, M.scuId],
      [{ productId: undefined }, M.productId],
    ] as const)
      refused(await w.post(`${S}/adjust`, { ...good, ...over }), message)
    const move = { fromScuId: w.homeCentre, toScuId: w.otherCentre, productId: bolt, quantity: 1 }
    refused(await w.post(`${S}/transfer`, { ...move, toScuId: w.homeCentre }), M.sameCentre)
    refused(await w.post(`${S}/transfer`, { ...move, quantity: 0 }), M.transferQuantity)
    refused(await w.post(`${S}/transfer`, { ...move, fromScuId: 1 }), M.fromScuId)
    refused(await w.post(`${S}/transfer`, { ...move, toScuId: null }), M.toScuId)
    const issue = { scuId: w.homeCentre, productId: bolt, quantity: 1, refType: 'serviceRequest', refId: UNKNOWN }
    refused(await w.post(`${S}/issue`, { ...issue, refType: 'transfer' }), M.refType)
    refused(await w.post(`${S}/issue`, { ...issue, refId: 'x' }), M.refId)
    refused(await w.post(`${S}/issue`, { ...issue, quantity: -1 }), M.transferQuantity)
    for (const r of [
      await w.post(`${S}/adjust`, { ...good, productId: UNKNOWN }),
      await w.post(`${S}/adjust`, { ...good, scuId: UNKNOWN }),
      await w.post(`${S}/issue`, { ...issue, productId: UNKNOWN }),
      await w.post(`${S}/transfer`, { ...move, toScuId: UNKNOWN }),
    ])
      expect([r.status, r.body.responseCode]).toEqual([404, 123])
    const gone = await w.product('TST-GONE', { active: false })
    expect((await w.post(`${S}/adjust`, { ...good, productId: gone })).body.responseCode).toBe(123)
    const picks = (await w.admin.get(`${A}${S}/products`)).body.result as { _id: string }[]
    expect(picks.map((p) => p._id)).toContain(bolt)
    expect(picks.map((p) => p._id)).not.toContain(gone)
  })

  it('transfers in one transaction: out at the source, in at the target, one shared transfer reference', async () => {
    await adjust(w.homeCentre, paint, 6)
    const r = await w.post(`${S}/transfer`, {
      fromScuId: w.homeCentre,
      toScuId: w.thirdCentre,
      productId: paint,
      quantity: 4,
      reason: 'Rebalance',
    })
    expect([r.body.responseCode, r.body.message, r.body.onHand, r.body.toOnHand]).toEqual([109, M.transferred, 2, 4])
    const [out] = (await w.ledger(w.homeCentre, paint)).slice(-1)
    const [into] = await w.ledger(w.thirdCentre, paint)
    expect([out!.kind, out!.quantity, out!.refType, out!.refId]).toEqual(['transferOut', -4, 'transfer', r.body.refId])
    expect([into!.kind, into!.quantity, into!.balanceAfter, into!.refType, into!.refId]).toEqual([
      'transferIn',
      4,
      4,
      'transfer',
      r.body.refId,
    ])
  })

  it('issues for a service request or booking as a negative issue movement', async () => {
    await adjust(w.thirdCentre, bolt, 3)
    const refId = await w.reference('serviceRequest', w.thirdCentre)
    const r = await w.post(`${S}/issue`, { scuId: w.thirdCentre, productId: bolt, quantity: 2, refType: 'serviceRequest', refId })
    expect([r.body.responseCode, r.body.message, r.body.onHand]).toEqual([109, M.issued, 1])
    const [m] = (await w.ledger(w.thirdCentre, bolt)).slice(-1)
    expect([m!.kind, m!.quantity, m!.balanceAfter, m!.refType, m!.refId]).toEqual(['issue', -2, 1, 'serviceRequest', refId])
  })

  it('answers the history newest first, with the actor, in pages', async () => {
    const h = await w.post(`${S}/history`, { scuId: w.homeCentre, productId: paint, pageSize: 2 })
    const got = scuStockHistoryAnswer.parse(h.body)
    expect([got.total, got.onHand]).toEqual([2, 2])
    expect(got.result.map((m) => [m.kind, m.quantity, m.balanceAfter])).toEqual([
      ['transferOut', -4, 2],
      ['adjustment', 6, 6],
    ])
    expect(got.result[0]!.actor?.fname).toBeTruthy()
    const second = scuStockHistoryAnswer.parse(
      (await w.post(`${S}/history`, { scuId: w.homeCentre, productId: paint, pageSize: 1, page: 1 })).body,
    )
    expect(second.result.map((m) => m.kind)).toEqual(['adjustment'])
    const none = scuStockHistoryAnswer.parse((await w.post(`${S}/history`, { scuId: w.homeCentre, productId: UNKNOWN })).body)
    expect([none.total, none.onHand]).toEqual([0, 0])
  })

  it('keeps an scc to their own centre: list, export, history, moves; transfers are for admins', async () => {
    const own = await rows({}, w.service)
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((r) => r.serviceCentre._id === w.homeCentre)).toBe(true)
    const res = await w.h.app.inject({
      method: 'POST',
      url: `${A}${S}/export`,
      payload: {},
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${w.service.cookie}` },
    })
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const exported = lines.filter((l) => typeof l._id === 'string') as unknown as ScuStockRow[]
    expect(exported.length).toBe(own.length)
    expect(exported.every((r) => r.serviceCentre._id === w.homeCentre)).toBe(true)
    expect((await w.post(`${S}/history`, { scuId: w.otherCentre, productId: paint }, w.service)).body.responseCode).toBe(123)
    expect((await w.post(`${S}/history`, { scuId: w.homeCentre, productId: paint }, w.service)).body.responseCode).toBe(109)
    const other = { scuId: w.otherCentre, productId: paint, quantity: 1, reason: 'x' }
    expect((await w.post(`${S}/adjust`, other, w.service)).body.responseCode).toBe(123)
    expect((await w.post(`${S}/adjust`, { ...other, scuId: w.homeCentre }, w.service)).body.responseCode).toBe(109)
    const issue = { scuId: w.otherCentre, productId: paint, quantity: 1, refType: 'booking', refId: UNKNOWN }
    expect((await w.post(`${S}/issue`, issue, w.service)).body.responseCode).toBe(123)
    const t = await w.post(`${S}/transfer`, { fromScuId: w.homeCentre, toScuId: w.otherCentre, productId: paint, quantity: 1 }, w.service)
    expect([t.status, t.body.responseCode]).toEqual([403, 111])
    const centres = (await w.service.get(`${A}${S}/centres`)).body.result as { _id: string }[]
    expect(centres.map((c) => c._id)).toEqual([w.homeCentre])
    expect(((await w.admin.get(`${A}${S}/centres`)).body.result as unknown[]).length).toBeGreaterThan(2)
  })

  it('refuses actors without the ScuStocks permission (403/111)', async () => {
    for (const [method, path, body] of [
      ['POST', `${S}/all`, {}],
      ['POST', `${S}/export`, {}],
      ['POST', `${S}/history`, { scuId: UNKNOWN, productId: UNKNOWN }],
      ['POST', `${S}/adjust`, { scuId: UNKNOWN, productId: UNKNOWN, quantity: 1, reason: 'x' }],
      ['POST', `${S}/transfer`, { fromScuId: UNKNOWN, toScuId: w.homeCentre, productId: UNKNOWN, quantity: 1 }],
      ['POST', `${S}/issue`, { scuId: UNKNOWN, productId: UNKNOWN, quantity: 1, refType: 'booking', refId: UNKNOWN }],
      ['GET', `${S}/centres`, undefined],
      ['GET', `${S}/products`, undefined],
    ] as const) {
      const r = await w.franchise.call(method, `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    expect(await w.h.database.db.select().from(stockMovements).where(eq(stockMovements.productId, UNKNOWN))).toEqual([])
  })
})
