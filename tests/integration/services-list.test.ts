import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceFields, serviceForm, serviceOptionsAnswer } from '../../shared/api/services'
import { grant } from '../../shared/permissions'
import { roles } from '../../server/db/schema'
import { DEMO_SERVICES } from '../../server/modules/services/seed'
import { serviceProducts, services } from '../../server/modules/services/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin/inventory/services'

describe.each(testDatabases)('services table, pick lists and access on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let technician: Agent
  const post = (path: string, body: unknown, agent = admin) => agent.post(`${A}${path}`, body)

  beforeAll(async () => {
    h = await startHarness(tdb)
    // The Technician role may only read the catalogue (the demo roles hold no Services permission).
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Services: ['query', 'view', 'filter', 'export'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    technician = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(() => h.close())

  it('seeds the demo services valid by the form schema, each consuming at most three products', async () => {
    for (const { uses: _u, count, ...demo } of DEMO_SERVICES) {
      expect(serviceForm.safeParse({ ...demo, products: [] }).success, demo.name).toBe(true)
      expect(serviceFields.shape.name.safeParse(demo.name).success).toBe(true)
      expect(count).toBeLessThanOrEqual(3)
    }
    const rows = await h.database.db.select().from(services)
    expect(rows.length).toBe(DEMO_SERVICES.length)
    const links = await h.database.db.select().from(serviceProducts)
    for (const s of rows) expect(links.filter((l) => l.serviceId === s.id).length).toBeLessThanOrEqual(3)
  })

  it('lists, searches by name or HSN, filters by discount type and active, sorts by net price', async () => {
    const all = await post('/all', { page: 0, pageSize: 100 })
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.filterRecords).toBe(DEMO_SERVICES.length)
    const byName = await post('/all', { keyword: 'brake pad' })
    expect((byName.body.rows as { name: string }[]).map((r) => r.name)).toEqual(['Brake pad replacement'])
    const byHsn = await post('/all', { keyword: '998713', pageSize: 100 })
    expect((byHsn.body.rows as { name: string }[]).map((r) => r.name)).toEqual(['BMS firmware update'])
    const percent = await post('/all', { discountType: 'percent', pageSize: 100 })
    const want = DEMO_SERVICES.filter((s) => s.discountType === 'percent').length
    expect(percent.body.filterRecords).toBe(want)
    for (const r of percent.body.rows as { discount: string }[]) expect(r.discount).toMatch(/%$/)
    const inactive = await post('/all', { active: false, pageSize: 100 })
    expect((inactive.body.rows as { name: string }[]).map((r) => r.name)).toEqual(['Speed sensor calibration (retired)'])
    const sorted = await post('/all', { sortField: 'netPrice', sortOrder: 'true', pageSize: 100 })
    const nets = (sorted.body.rows as { netPrice: number }[]).map((r) => r.netPrice)
    expect(nets).toEqual([...nets].sort((a, b) => a - b))
    expect((await post('/all', { discountType: 'half' })).body.responseCode).toBe(110)
    expect((await post('/all', { sortField: 'createdById' })).body.responseCode).toBe(110)
  })

  it('exports the table as NDJSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/export`,
      payload: { active: true },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const n = DEMO_SERVICES.filter((s) => s.active).length
    expect(lines[0]).toMatchObject({ total: n })
    expect(lines.at(-1)).toEqual({ done: true, rows: n })
  })

  it('answers the pick lists: active services by name with prices, and active products', async () => {
    const r = await admin.get(`${A}/options`)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const result = serviceOptionsAnswer.parse(r.body).result
    expect(result.length).toBe(DEMO_SERVICES.filter((s) => s.active).length)
    expect(result.map((o) => o.name)).toEqual([...result.map((o) => o.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const periodic = result.find((o) => o.name === 'Periodic service')!
    // ₹1,200 less 10 %, plus 18 %.
    expect(periodic).toMatchObject({ price: 120000, netPrice: 127440, durationMinutes: 120 })
    const p = await admin.get(`${A}/products`)
    expect(p.body.responseCode).toBe(109)
    expect(Array.isArray(p.body.result)).toBe(true)
  })

  it('refuses roles without Services (403/111), buttons the role lacks, and no session (401)', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    const [one] = await h.database.db.select().from(services).limit(1)
    const before = (await h.database.db.select().from(services)).length
    const body = { name: 'Denied', price: '100', durationMinutes: '30', discountType: 'none', products: [] }
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/all', {}],
      ['POST', '/export', {}],
      ['POST', '/details', { recordId: one!.id }],
      ['POST', '/add', body],
      ['PUT', '/update', { ...body, recordId: one!.id, version: one!.version }],
      ['DELETE', '/delete', { recordId: one!.id }],
      ['POST', '/restore', { recordId: one!.id }],
      ['POST', '/logs', { recordId: one!.id }],
      ['GET', '/options', undefined],
      ['GET', '/products', undefined],
    ]
    for (const [method, path, b] of calls) {
      const r = await support.call(method, `${A}${path}`, b)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
      expect((await new Agent(h.app).call(method, `${A}${path}`, b)).status, path).toBe(401)
    }
    // The technician reads the catalogue but cannot change it nor read the logs.
    expect((await post('/all', {}, technician)).body.responseCode).toBe(109)
    expect((await post('/details', { recordId: one!.id }, technician)).body.responseCode).toBe(109)
    expect((await technician.get(`${A}/options`)).body.responseCode).toBe(109)
    expect((await technician.get(`${A}/products`)).body.responseCode).toBe(109)
    for (const [method, path, b] of calls.filter(([, p]) => ['/add', '/update', '/delete', '/restore', '/logs'].includes(p))) {
      const r = await technician.call(method, `${A}${path}`, b)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    expect((await h.database.db.select().from(services)).length).toBe(before)
  })
})
