import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  encodeBase64Text as b64,
  MASTERDATA_MESSAGES as M,
  masterdataRow,
  productDetailsAnswer,
  productForm,
  type ProductFormInput,
} from '../../shared/api/masterdata'
import { grant } from '../../shared/permissions'
import { auditLog, products, roles } from '../../server/db/schema'
import { demoProductForms } from '../../server/modules/masterdata/demo-products'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const P = '/inventory/products'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('master data (products) on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  /** A role made to lack Master Data. */
  let outsider: Agent
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${P}${path}`, body)
  const refused = (r: Answer, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
  let n = 0
  const form = (over: Partial<ProductFormInput> = {}): ProductFormInput => {
    n += 1
    return { productSku: `TEST-${n}`, name: `Test part ${n}`, category: 'part', price: '1200', taxPercent: '18', ...over }
  }
  const add = async (body: unknown) => {
    const r = await post('/add', body)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  const detailsOf = async (id: string) => productDetailsAnswer.parse((await post('/details', { recordId: id })).body).product

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Ticket: ['query', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    outsider = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(() => h.close())

  it('seeds demo products valid by the form schema, each with info lines and https links', () => {
    const demos = demoProductForms(b64)
    expect(demos.length).toBeGreaterThanOrEqual(30)
    for (const d of demos) {
      const parsed = productForm.safeParse(d)
      expect(parsed.success, `${d.productSku}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(d.additionalInfo!.length).toBeGreaterThanOrEqual(1)
      expect(d.additionalInfo!.length).toBeLessThanOrEqual(3)
      expect(d.externalLink!.length).toBeLessThanOrEqual(2)
    }
    expect(new Set(demos.map((d) => d.productSku.toLowerCase())).size).toBe(demos.length)
  })

  it('lists the seeded catalogue, searches by SKU or name, filters by category and active', async () => {
    const r = await post('/all', { pageSize: 1000 })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const rows = (r.body.rows as unknown[]).map((x) => masterdataRow.parse(x))
    expect(rows.length).toBeGreaterThanOrEqual(30)
    const lfp = rows.find((x) => x.productSku === 'BAT-LFP-60V-30AH')!
    expect(lfp).toMatchObject({ category: 'battery', price: 38_500_00, taxBasisPoints: 1800, taxPercent: '18', hsn: '85076000' })
    expect(lfp.additionalInfo[0]!.content).toBe(b64('20S LiFePO4, 1.8 kWh, smart BMS with Bluetooth'))
    expect(lfp.externalLink[0]!.url).toBe(b64('https://www.example.com/batteries/lfp-60v-30ah'))
    const byName = await post('/all', { keyword: 'hub motor' })
    expect((byName.body.rows as { name: string }[]).every((x) => /hub motor/i.test(x.name))).toBe(true)
    expect((byName.body.rows as unknown[]).length).toBe(3)
    const bySku = await post('/all', { keyword: 'chg-' })
    expect((bySku.body.rows as unknown[]).length).toBe(3)
    const paints = await post('/all', { category: 'paint', pageSize: 1000 })
    expect((paints.body.rows as { category: string }[]).map((x) => x.category)).toEqual(['paint', 'paint', 'paint'])
    refused(await post('/all', { category: 'spaceship' }), 'Please choose a listed category')
    const inactive = await post('/all', { active: false, pageSize: 1000 })
    expect((inactive.body.rows as { active: boolean }[]).every((x) => !x.active)).toBe(true)
  })

  it('adds, shows, updates, deletes and restores a product, each audited and logged; content and url stay base64', async () => {
    const id = await add(
      form({
        productSku: 'MIR-TEST-1',
        hsn: '7009',
        unit: 'pair',
        price: '420.5',
        taxPercent: '12.5',
        reorderLevel: '7',
        additionalInfo: [{ heading: 'Fitment', content: b64('M8 और M10 threads') }],
        externalLink: [{ heading: 'Manual', url: b64('https://www.example.com/mirrors?a=1&b=2') }],
      }),
    )
    const d = await detailsOf(id)
    expect(d).toMatchObject({
      productSku: 'MIR-TEST-1',
      unit: 'pair',
      hsn: '7009',
      price: 420_50,
      taxBasisPoints: 1250,
      taxPercent: '12.5',
      reorderLevel: 7,
      active: true,
      version: 1,
      additionalInfo: [{ heading: 'Fitment', content: b64('M8 और M10 threads') }],
      externalLink: [{ heading: 'Manual', url: b64('https://www.example.com/mirrors?a=1&b=2') }],
    })
    const up = await admin.put(`${A}${P}/update`, { ...form({ productSku: 'MIR-TEST-1', price: '450' }), recordId: id, version: 1 })
    expect(up.body.responseCode, JSON.stringify(up.body)).toBe(109)
    expect(await detailsOf(id)).toMatchObject({ price: 450_00, additionalInfo: [], version: 2 })
    const stale = await admin.put(`${A}${P}/update`, { ...form({ productSku: 'MIR-TEST-1' }), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    refused(await admin.put(`${A}${P}/update`, { ...form(), recordId: id }), M.versionMissing)
    const del = await admin.call('DELETE', `${A}${P}/delete`, { recordId: id })
    expect(del.body.responseCode).toBe(109)
    expect((await detailsOf(id)).active).toBe(false)
    refused(await admin.call('DELETE', `${A}${P}/delete`, { recordId: id }), M.alreadyDeleted)
    // While it is deleted its SKU is free; a restore that would duplicate the new active one answers 114.
    const twin = await add(form({ productSku: 'mir-test-1' }))
    const clash = await post('/restore', { recordId: id, version: del.body.version })
    expect(clash.body.responseCode, JSON.stringify(clash.body)).toBe(114)
    await admin.call('DELETE', `${A}${P}/delete`, { recordId: twin })
    const back = await post('/restore', { recordId: id, version: del.body.version })
    expect(back.body.responseCode, JSON.stringify(back.body)).toBe(109)
    expect((await detailsOf(id)).active).toBe(true)
    const logs = await post('/logs', { recordId: id })
    expect(logs.body.responseCode).toBe(109)
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'restore', 'update'])
    expect(entries.every((e) => e.entity === 'product')).toBe(true)
    expect((await post('/logs', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    expect((await post('/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    const missing = await admin.put(`${A}${P}/update`, { ...form(), recordId: UNKNOWN, version: 1 })
    expect(missing.body.responseCode).toBe(123)
  })

  it('refuses a SKU an active product has, case aside (114)', async () => {
    await add(form({ productSku: 'DUP-SKU-1' }))
    const r = await post('/add', form({ productSku: 'dup-sku-1' }))
    expect([r.body.responseCode, r.body.message]).toEqual([114, M.duplicateSku])
    // An inactive product may share it.
    await add(form({ productSku: 'DUP-SKU-1', active: false }))
  })

  it('two creates of one SKU at once: exactly one wins (products_sku_active_idx)', async () => {
    const results = await Promise.all([post('/add', form({ productSku: 'RACE-SKU' })), post('/add', form({ productSku: 'race-sku' }))])
    expect(results.map((r) => r.body.responseCode).sort()).toEqual([109, 114])
    const rows = await h.database.db
      .select()
      .from(products)
      .where(sql`lower(${products.sku}) = 'race-sku'`)
    expect(rows).toHaveLength(1)
  })

  it('refuses bad input with 110 and the field’s message', async () => {
    const lines = (k: number) => Array.from({ length: k }, (_, i) => ({ heading: `h${i}`, content: b64('c') }))
    const cases: [Partial<ProductFormInput>, string][] = [
      [{ productSku: ' ' }, M.sku],
      [{ productSku: 'A#1' }, M.skuChars],
      [{ productSku: 'A'.repeat(61) }, M.tooLong],
      [{ name: '' }, M.name],
      [{ category: 'spaceship' as never }, M.category],
      [{ unit: 'gallon' as never }, M.unit],
      [{ hsn: '12345' }, M.hsn],
      [{ price: '' }, M.price],
      [{ price: '12.345' }, M.price],
      [{ taxPercent: '28.01' }, M.tax],
      [{ taxPercent: 'x' }, M.tax],
      [{ reorderLevel: -1 }, M.reorderLevel],
      [{ reorderLevel: '2.5' }, M.reorderLevel],
      [{ additionalInfo: [{ heading: '', content: b64('x') }] }, M.heading],
      [{ additionalInfo: [{ heading: 'A', content: b64('  ') }] }, M.content],
      [{ additionalInfo: [{ heading: 'A', content: 'not base64!' }] }, M.encoding],
      [{ externalLink: [{ heading: 'A', url: b64('ftp://example.com/x') }] }, M.url],
      [{ externalLink: [{ heading: 'A', url: 'https://example.com' }] }, M.encoding],
      [{ additionalInfo: lines(21) }, M.tooManyLines],
    ]
    for (const [over, message] of cases) {
      expect(productForm.safeParse(form(over)).success, message).toBe(false)
      refused(await post('/add', form(over)), message)
    }
    refused(await post('/details', { recordId: 'x' }), M.selectProduct)
  })

  it('refuses actors without the permission (403/111)', async () => {
    for (const [method, path, body] of [
      ['POST', '/all', {}],
      ['POST', '/export', {}],
      ['POST', '/details', { recordId: UNKNOWN }],
      ['POST', '/add', form()],
      ['PUT', '/update', { ...form(), recordId: UNKNOWN, version: 1 }],
      ['DELETE', '/delete', { recordId: UNKNOWN }],
      ['POST', '/restore', { recordId: UNKNOWN, version: 1 }],
      ['POST', '/logs', { recordId: UNKNOWN }],
    ] as const) {
      const r = await outsider.call(method, `${A}${P}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
  })
})
