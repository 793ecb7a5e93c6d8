import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PLAN_MESSAGES as M, type PlanFormInput } from '../../shared/api/plans'
import { auditLog, plans } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { PLAN_API, planForm, planSuite } from './support/plans'
import { ACCOUNTS, Agent, signIn } from './support/harness'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
describe.each(testDatabases)('recharge plans on $name', (tdb) => {
  const t = planSuite(tdb)
  const { post, details, update, add, planRows, recharge } = t

  it('adds a plan with the server’s payment split, answers it in details, the table and the export, and audits it', async () => {
    const id = await add(planForm('Test Monthly Plus', { price: '1,499', validTill: undefined }))
    const d = await details(id)
    // ₹1,499 + 18 % = ₹1,768.82.
    expect(d).toMatchObject({
      _id: id,
      title: 'Test Monthly Plus',
      mileage: 900,
      days: 30,
      validTill: null,
      pricePaise: 149_900,
      taxPercent: '18',
      taxPaise: 26_982,
      totalPaise: 176_882,
      discountPercent: '5',
      active: true,
      onSale: true,
      replacesPlanId: null,
      version: 1,
    })
    // The client's totals are never taken: the stored row is the server's.
    const sneaky = await add({ ...planForm('Test sneaky'), taxPaise: 1, totalPaise: 1 })
    expect(await details(sneaky)).toMatchObject({ taxPaise: 26_982, totalPaise: 176_882 })
    const list = await post('/all', { keyword: 'test monthly' })
    expect(list.body.responseCode).toBe(109)
    expect((list.body.rows as { _id: string; totalPaise: number }[]).map((r) => [r._id, r.totalPaise])).toEqual([[id, 176_882]])
    const sorted = await post('/all', { sortField: 'totalPaise', sortOrder: 'true', pageSize: 100 })
    const totals = (sorted.body.rows as { totalPaise: number }[]).map((r) => r.totalPaise)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const res = await t.h.app.inject({
      method: 'POST',
      url: `${PLAN_API}/export`,
      payload: { keyword: 'test monthly' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${t.admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.at(-1)).toEqual({ done: true, rows: 1 })
    const audits = await t.h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toEqual(['create'])
  })

  it('filters by active and on sale (a plan past its last day of sale is not on sale)', async () => {
    const ended = await add(planForm('Test ended offer'))
    await t.h.database.db
      .update(plans)
      .set({ validTill: new Date('2020-01-01T00:00:00+05:30') })
      .where(eq(plans.id, ended))
    const off = await add(planForm('Test inactive offer', { active: false }))
    const ids = async (body: object) =>
      ((await post('/all', { keyword: 'test', pageSize: 100, ...body })).body.rows as { _id: string }[]).map((r) => r._id)
    expect(await ids({ onSale: true })).not.toContain(ended)
    expect(await ids({ onSale: false })).toEqual(expect.arrayContaining([ended, off]))
    expect(await ids({ active: false })).toContain(off)
    expect(await ids({ active: false })).not.toContain(ended)
    expect((await details(ended)).onSale).toBe(false)
    expect((await post('/all', { onSale: 'maybe' })).body.responseCode).toBe(110)
    expect((await post('/all', { sortField: 'description' })).body.responseCode).toBe(110)
  })

  it('refuses bad input with each field’s message (400/110) and writes nothing', async () => {
    const before = (await planRows()).length
    const cases: Array<[Partial<PlanFormInput>, string]> = [
      [{ title: '  ' }, M.title],
      [{ title: 'x'.repeat(201) }, M.tooLong],
      [{ mileage: '' }, M.mileage],
      [{ mileage: '0' }, M.mileageRange],
      [{ mileage: '2.5' }, M.mileageRange],
      [{ days: '' }, M.days],
      [{ days: '0' }, M.daysRange],
      [{ days: '3651' }, M.daysRange],
      [{ price: '' }, M.price],
      [{ price: '-5' }, M.amount],
      [{ price: '10.001' }, M.amount],
      [{ price: '1000000.01' }, M.amount],
      [{ taxPercent: '101' }, M.tax],
      [{ taxPercent: '5.555' }, M.tax],
      [{ discountPercent: '100.5' }, M.discount],
      [{ validTill: 'tomorrow' as unknown as number }, M.date],
      [{ description: 'x'.repeat(1001) }, M.tooLong],
    ]
    for (const [over, message] of cases) {
      const r = await post('/add', planForm('Test bad', over))
      expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(over)).toEqual([400, 110, message])
    }
    // The last day of sale not in the past (the server's day: 2026-06-01 in the harness).
    const past = await post(
      '/add',
      planForm('Test past', { validTill: Math.floor(new Date('2026-05-31T00:00:00+05:30').getTime() / 1000) }),
    )
    expect([past.status, past.body.responseCode, past.body.message]).toEqual([400, 110, M.validTillPast])
    const today = await post(
      '/add',
      planForm('Test today', { validTill: Math.floor(new Date('2026-06-01T00:00:00+05:30').getTime() / 1000) }),
    )
    expect(today.body.responseCode).toBe(109)
    expect((await planRows()).length).toBe(before + 1)
    const id = today.body.recordId as string
    const bad = await update(id, planForm('Test today', { mileage: '0' }))
    expect([bad.status, bad.body.responseCode, bad.body.message]).toEqual([400, 110, M.mileageRange])
    expect(await details(id)).toMatchObject({ mileage: 900, version: 1 })
    expect((await post('/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    expect((await post('/details', { recordId: 'nope' })).body.message).toBe(M.selectPlan)
  })

  it('updates a plan without unexpired subscriptions in place, and refuses 123 and a stale version (409/125)', async () => {
    const id = await add(planForm('Test in place'))
    await recharge(id, -1) // expired yesterday: it does not hold the plan
    const u = await update(id, planForm('Test in place renamed', { price: '1599', mileage: '1000', days: '45', discountPercent: '7.5' }))
    expect([u.body.responseCode, u.body.message, u.body.recordId, u.body.newVersion]).toEqual([109, M.updated, id, undefined])
    expect(await details(id)).toMatchObject({
      title: 'Test in place renamed',
      pricePaise: 159_900,
      totalPaise: 188_682,
      mileage: 1000,
      days: 45,
      discountPercent: '7.5',
      version: 2,
    })
    expect((await planRows()).filter((p) => p.replacesPlanId === id)).toHaveLength(0)
    const stale = await t.admin.put(`${PLAN_API}/update`, { ...planForm('Test stale'), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    expect((stale.body.current as { plan: { title: string } }).plan.title).toBe('Test in place renamed')
    const missing = await t.admin.put(`${PLAN_API}/update`, { ...planForm('Ghost'), recordId: UNKNOWN, version: 1 })
    expect(missing.body.responseCode).toBe(123)
    const [audit] = await t.h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'update')))
    expect(Object.keys(audit!.changes as object).sort()).toEqual(
      ['days', 'discountPercent', 'mileage', 'pricePaise', 'title', 'totalPaise', 'taxPaise'].sort(),
    )
  })

  it('soft deletes with ‘recharge plan deleted’, restores, and answers the logs', async () => {
    const id = await add(planForm('Test delete me'))
    await recharge(id, 10)
    const d = await t.admin.call('DELETE', `${PLAN_API}/delete`, { recordId: id })
    expect([d.body.responseCode, d.body.message]).toEqual([109, 'recharge plan deleted'])
    expect(await details(id)).toMatchObject({ active: false, onSale: false })
    const again = await t.admin.call('DELETE', `${PLAN_API}/delete`, { recordId: id })
    expect([again.body.responseCode, again.body.message]).toEqual([110, 'Record Already Deleted'])
    expect((await t.admin.call('DELETE', `${PLAN_API}/delete`, { recordId: UNKNOWN })).body.responseCode).toBe(123)
    const restored = await post('/restore', { recordId: id, version: d.body.version })
    expect(restored.body.responseCode, JSON.stringify(restored.body)).toBe(109)
    expect((await details(id)).active).toBe(true)
    const logs = await post('/logs', { recordId: id })
    expect(logs.body.responseCode).toBe(109)
    expect((logs.body.logs as unknown[]).length).toBeGreaterThanOrEqual(3)
    expect((await post('/logs', { recordId: UNKNOWN })).body.responseCode).toBe(123)
  })

  it('refuses a role without SubscriptionPlan (403/111) and no session (401), writing nothing', async () => {
    const support = await signIn(t.h, ACCOUNTS.support)
    const [one] = await planRows()
    const before = (await planRows()).length
    const body = planForm('Denied')
    const calls: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', '/all', {}],
      ['POST', '/export', {}],
      ['POST', '/details', { recordId: one!.id }],
      ['POST', '/add', body],
      ['PUT', '/update', { ...body, recordId: one!.id, version: one!.version }],
      ['DELETE', '/delete', { recordId: one!.id }],
      ['POST', '/restore', { recordId: one!.id }],
      ['POST', '/logs', { recordId: one!.id }],
    ]
    for (const [method, path, b] of calls) {
      const r = await support.call(method, `${PLAN_API}${path}`, b)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
      expect((await new Agent(t.h.app).call(method, `${PLAN_API}${path}`, b)).status, path).toBe(401)
    }
    expect((await planRows()).length).toBe(before)
    const [after] = await t.h.database.db.select().from(plans).where(eq(plans.id, one!.id))
    expect(after!.version).toBe(one!.version)
  })
})
