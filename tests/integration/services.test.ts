import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_MESSAGES as M, type ServiceFormInput, serviceNetPrice } from '../../shared/api/services'
import { auditLog, products } from '../../server/db/schema'
import { serviceProducts, services } from '../../server/modules/services/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin/inventory/services'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const form = (name: string, over: Partial<ServiceFormInput> = {}): ServiceFormInput => ({
  name,
  hsn: '998714',
  discountType: 'percent',
  discountValue: '10',
  price: '1200',
  taxPercent: '18',
  durationMinutes: '90',
  description: 'Test service',
  active: true,
  products: [],
  ...over,
})

describe.each(testDatabases)('services on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let pads: string
  let coolant: string
  let retired: string
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const details = async (id: string) => (await post('/details', { recordId: id })).body.service as Record<string, unknown>
  const update = async (id: string, body: ServiceFormInput): Promise<Answer> => {
    const version = (await details(id)).version
    return admin.put(`${A}/update`, { ...body, recordId: id, version })
  }
  const add = async (body: unknown) => {
    const r = await post('/add', body)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return r.body.recordId as string
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const made = await h.database.db
      .insert(products)
      .values([
        { sku: 'SVC-T-PAD', name: 'Test brake pad set', category: 'part', price: 45000, taxBasisPoints: 1800 },
        { sku: 'SVC-T-COOL', name: 'Test coolant', category: 'consumable', price: 20000, taxBasisPoints: 1800 },
        { sku: 'SVC-T-OLD', name: 'Test retired part', category: 'part', price: 100, active: false },
      ])
      .returning({ id: products.id })
    ;[pads, coolant, retired] = made.map((p) => p.id) as [string, string, string]
  })
  afterAll(() => h.close())

  it('adds a service with products, answers the net price in details and the row, and audits the create', async () => {
    const id = await add(
      form('Test periodic service', {
        products: [
          { productId: pads!, quantity: '2' },
          { productId: coolant!, quantity: 1 },
        ],
      }),
    )
    const d = await details(id)
    // ₹1,200 less 10 % = ₹1,080, plus 18 % = ₹1,274.40.
    expect(d).toMatchObject({
      _id: id,
      name: 'Test periodic service',
      hsn: '998714',
      discountType: 'percent',
      discountValue: 1000,
      discount: '10%',
      price: 120000,
      taxBasisPoints: 1800,
      taxPercent: '18',
      netPrice: 127440,
      durationMinutes: 90,
      active: true,
      version: 1,
    })
    expect((d.products as { _id: string; quantity: number }[]).map((p) => [p._id, p.quantity])).toEqual([
      [pads, 2],
      [coolant, 1],
    ])
    expect(d.productNames).toEqual(['Test brake pad set × 2', 'Test coolant × 1'])
    const list = await post('/all', { keyword: 'test periodic' })
    expect((list.body.rows as { _id: string; netPrice: number }[]).map((r) => [r._id, r.netPrice])).toEqual([[id, 127440]])
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toEqual(['create'])
  })

  it('computes flat and no discounts, rounding half up once', async () => {
    const flat = await add(form('Test flat', { discountType: 'flat', discountValue: '200', price: '999.99', taxPercent: '12.5' }))
    expect(await details(flat)).toMatchObject({
      discount: '₹200.00',
      discountValue: 20000,
      netPrice: serviceNetPrice(99999, 'flat', 20000, 1250),
    })
    // (99999 − 20000) × 1.125 = 89998.875 → 89999.
    expect(serviceNetPrice(99999, 'flat', 20000, 1250)).toBe(89999)
    const none = await add(form('Test none', { discountType: 'none', discountValue: undefined, price: '0.05', taxPercent: '10' }))
    // 5 × 1.1 = 5.5 → 6.
    expect(await details(none)).toMatchObject({ discount: null, discountValue: 0, netPrice: 6 })
    // 333 × 0.875 (12.5 % off) × 1.18 = 343.8225 → 344: one rounding at the end.
    expect(serviceNetPrice(333, 'percent', 1250, 1800)).toBe(344)
  })

  it('refuses bad input with each field’s message (110) and writes nothing', async () => {
    const before = (await h.database.db.select().from(services)).length
    const cases: Array<[Partial<ServiceFormInput>, string]> = [
      [{ name: '  ' }, M.name],
      [{ hsn: '12345' }, M.hsn],
      [{ hsn: '12ab' }, M.hsn],
      [{ discountType: 'half' as 'none' }, M.discountType],
      [{ discountValue: '' }, M.discountValue],
      [{ discountValue: '100.5' }, M.discountPercent],
      [{ discountValue: '1.234' }, M.discountPercent],
      [{ discountType: 'flat', discountValue: 'abc' }, M.discountFlat],
      [{ discountType: 'flat', discountValue: '1200.01' }, M.discountAbovePrice],
      [{ discountType: 'none', discountValue: '5' }, M.noDiscountValue],
      [{ price: '' }, M.price],
      [{ price: '12.345' }, M.amount],
      [{ price: '1000001' }, M.amount],
      [{ taxPercent: '28.01' }, M.tax],
      [{ taxPercent: '-1' }, M.tax],
      [{ durationMinutes: '' }, M.duration],
      [{ durationMinutes: '4' }, M.durationRange],
      [{ durationMinutes: '1441' }, M.durationRange],
      [{ durationMinutes: '60.5' }, M.durationRange],
      [{ description: 'x'.repeat(1001) }, M.tooLong],
      [{ products: [{ productId: 'nope', quantity: 1 }] }, M.product],
      [{ products: [{ productId: UNKNOWN, quantity: 0 }] }, M.quantity],
      [{ products: [{ productId: UNKNOWN, quantity: '1.5' }] }, M.quantity],
      [
        {
          products: [
            { productId: UNKNOWN, quantity: 1 },
            { productId: UNKNOWN, quantity: 2 },
          ],
        },
        M.sameProduct,
      ],
      [
        {
          products: Array.from({ length: 21 }, (_, i) => ({
            productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            quantity: 1,
          })),
        },
        M.tooManyProducts,
      ],
      [{ products: [{ productId: UNKNOWN, quantity: 1 }] }, M.unknownProduct],
      [{ products: [{ productId: 'RETIRED', quantity: 1 }] }, M.unknownProduct],
    ]
    for (const [over, message] of cases) {
      const body = form('Test bad', over)
      if (over.products?.[0]?.productId === 'RETIRED') body.products = [{ productId: retired!, quantity: 1 }]
      const r = await post('/add', body)
      expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(over)).toEqual([400, 110, message])
    }
    expect((await h.database.db.select().from(services)).length).toBe(before)
  })

  it('updates fields and products in one transaction, keeps a deactivated product already consumed, refuses 114/123/409', async () => {
    const id = await add(form('Test wiring repair', { products: [{ productId: pads!, quantity: 1 }] }))
    const u = await update(id, form('Test wiring repair', { price: '1500', products: [{ productId: coolant!, quantity: 3 }] }))
    expect(u.body.responseCode, JSON.stringify(u.body)).toBe(109)
    const rows = await h.database.db.select().from(serviceProducts).where(eq(serviceProducts.serviceId, id))
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([[coolant, 3]])
    const [stored] = await h.database.db.select().from(services).where(eq(services.id, id))
    expect(stored).toMatchObject({ price: 150000, netPrice: 159300, version: 2 })
    // The coolant is deactivated: the service may keep it, another may not take it on.
    await h.database.db.update(products).set({ active: false }).where(eq(products.id, coolant!))
    const kept = await update(
      id,
      form('Test wiring repair', { price: '1500', durationMinutes: '100', products: [{ productId: coolant!, quantity: 3 }] }),
    )
    expect(kept.body.responseCode, JSON.stringify(kept.body)).toBe(109)
    const other = await post('/add', form('Test other', { products: [{ productId: coolant!, quantity: 1 }] }))
    expect(other.body.message).toBe(M.unknownProduct)
    await h.database.db.update(products).set({ active: true }).where(eq(products.id, coolant!))
    const dup = await update(id, form('TEST PERIODIC SERVICE'))
    expect([dup.status, dup.body.responseCode]).toEqual([409, 114])
    const missing = await admin.put(`${A}/update`, { ...form('Ghost'), recordId: UNKNOWN, version: 1 })
    expect(missing.body.responseCode).toBe(123)
    const stale = await admin.put(`${A}/update`, { ...form('Test wiring repair'), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    const updates = audits.filter((a) => a.action === 'update')
    expect(updates).toHaveLength(2)
    const changed = updates.map((a) => Object.keys(a.changes as object).sort())
    expect(changed).toContainEqual(['netPrice', 'price', 'products'])
    expect(changed).toContainEqual(['durationMinutes'])
    expect((await post('/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    expect((await post('/details', { recordId: 'nope' })).body.responseCode).toBe(110)
  })

  it('soft deletes (Record Already Deleted again), restores, and answers 114 for a restore whose name is taken', async () => {
    const id = await add(form('Test paint touch-up'))
    const d = await admin.call('DELETE', `${A}/delete`, { recordId: id })
    expect(d.body.responseCode, JSON.stringify(d.body)).toBe(109)
    expect((await details(id)).active).toBe(false)
    const again = await admin.call('DELETE', `${A}/delete`, { recordId: id })
    expect([again.body.responseCode, again.body.message]).toEqual([110, 'Record Already Deleted'])
    expect((await admin.call('DELETE', `${A}/delete`, { recordId: UNKNOWN })).body.responseCode).toBe(123)
    const restored = await post('/restore', { recordId: id, version: d.body.version })
    expect(restored.body.responseCode, JSON.stringify(restored.body)).toBe(109)
    expect((await details(id)).active).toBe(true)
    const d2 = await admin.call('DELETE', `${A}/delete`, { recordId: id })
    const reborn = await add(form('test PAINT touch-up'))
    expect(reborn).toBeTruthy()
    const taken = await post('/restore', { recordId: id, version: d2.body.version })
    expect(taken.body.responseCode).toBe(114)
    const logs = await post('/logs', { recordId: id })
    expect((logs.body.logs as unknown[]).length).toBeGreaterThanOrEqual(4)
    expect((await post('/logs', { recordId: UNKNOWN })).body.responseCode).toBe(123)
  })

  it('lets exactly one of two creates of one name at once win', async () => {
    const [a, b] = await Promise.all([post('/add', form('Test race')), post('/add', form('TEST RACE'))])
    expect([a.body.responseCode, b.body.responseCode].sort()).toEqual([109, 114])
    const rows = await h.database.db.select().from(services).where(eq(services.name, 'Test race'))
    const upper = await h.database.db.select().from(services).where(eq(services.name, 'TEST RACE'))
    expect(rows.length + upper.length).toBe(1)
  })
})
