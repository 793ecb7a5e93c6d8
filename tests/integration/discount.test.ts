import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES as M, type DiscountFormInput } from '../../shared/api/discount'
import { DAY_SECONDS, indiaMidnight } from '../../shared/india-day'
import { auditLog, users } from '../../server/db/schema'
import { couponPort } from '../../server/lib/coupons'
import { couponEligibleUsers, coupons } from '../../server/modules/discount/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

/** The answers read loosely (the tests check their shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: any }
type Agent = {
  post: (url: string, body?: unknown) => Promise<Res>
  put: (url: string, body?: unknown) => Promise<Res>
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<Res>
}
const loose = (a: unknown) => a as Agent

const A = '/api/admin/discount'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('discount coupons on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  let today: number
  let riders: { id: string; fname: string; mobileNo: string }[]
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const form = (code: string, over: Partial<DiscountFormInput> = {}): DiscountFormInput => ({
    code,
    title: 'Test coupon',
    couponType: 'general',
    percent: '10',
    minBill: '100',
    maxDiscount: '150',
    startAt: today - DAY_SECONDS,
    endAt: today + 10 * DAY_SECONDS,
    attemptsPerUser: '2',
    eligibleUserIds: [],
    active: true,
    ...over,
  })
  const add = async (body: DiscountFormInput) => {
    const r = await post('/add', body)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return r.body.recordId as string
  }
  const details = async (id: string) => (await post('/details', { recordId: id })).body.coupon as Record<string, unknown>
  const update = async (id: string, body: DiscountFormInput) =>
    admin.put(`${A}/update`, { ...body, recordId: id, version: (await details(id)).version })
  /** Redeems through the port in a transaction of its own, as the subscriptions module does. */
  const redeem = (code: string, userId: string, billPaise: number) =>
    h.app.transact(null, (tx) =>
      couponPort(h.app.db).redeem(tx, { code, userId, billPaise, refType: 'subscription', refId: crypto.randomUUID() }),
    )

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = loose(await signIn(h, ACCOUNTS.superAdmin))
    support = loose(await signIn(h, ACCOUNTS.support))
    today = indiaMidnight(Math.floor(h.clock.now().getTime() / 1000))
    riders = await h.database.db
      .select({ id: users.id, fname: users.fname, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(users.mobileNo)
      .limit(3)
  })
  afterAll(() => h.close())

  it('lists the demo coupons with search, filters, sort and the export', async () => {
    const all = await post('/all', {})
    expect(all.body.responseCode).toBe(109)
    expect(all.body.filterRecords).toBeGreaterThanOrEqual(5)
    const found = await post('/all', { keyword: 'welcome' })
    expect(found.body.rows.map((r: { code: string }) => r.code)).toEqual(['WELCOME10'])
    const eligible = await post('/all', { couponType: 'eligible' })
    expect(eligible.body.rows.every((r: { couponType: string }) => r.couponType === 'eligible')).toBe(true)
    const expired = await post('/all', { validity: 'expired' })
    expect(expired.body.rows.map((r: { code: string }) => r.code)).toContain('FESTIVE25')
    expect(expired.body.rows.every((r: { validity: string }) => r.validity === 'expired')).toBe(true)
    const upcoming = await post('/all', { validity: 'upcoming' })
    expect(upcoming.body.rows.map((r: { code: string }) => r.code)).toContain('NEWYEAR12')
    const running = await post('/all', { validity: 'running', active: true })
    const codes = running.body.rows.map((r: { code: string }) => r.code)
    expect(codes).toContain('WELCOME10')
    expect(codes).not.toContain('FESTIVE25')
    const sorted = await post('/all', { sortField: 'code', sortOrder: 'true' })
    const s = sorted.body.rows.map((r: { code: string }) => r.code)
    expect(s).toEqual([...s].sort())
    expect((await post('/all', { validity: 'someday' })).body.responseCode).toBe(110)
    const exp = await admin.call('POST', `${A}/export`, {})
    expect(exp.status).toBe(200)
  })

  it('adds a coupon, answers it in details and the table, and audits the create', async () => {
    const id = await add(form('Spring5', { percent: '12.5', minBill: '1,000.50' }))
    expect(await details(id)).toMatchObject({
      _id: id,
      code: 'Spring5',
      couponType: 'general',
      percent: '12.5',
      minBill: 100050,
      maxDiscount: 15000,
      startAt: today - DAY_SECONDS,
      endAt: today + 10 * DAY_SECONDS,
      validity: 'running',
      attemptsPerUser: 2,
      eligibleUsers: [],
      appliedUsers: 0,
      appliedAmount: 0,
      discountedAmount: 0,
      active: true,
      version: 1,
    })
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupons'), eq(auditLog.recordId, id)))
    expect(audit?.comment).toContain('Spring5')
  })

  it('refuses each rule of the form with its message (400 / 110)', async () => {
    const cases: [Partial<DiscountFormInput>, string][] = [
      [{ title: 'abc' }, M.title],
      [{ code: 'AB' }, M.code],
      [{ code: 'ABCDEFGHIJKLMNOP' }, M.code],
      [{ code: 'AB CD' }, M.codeCharacters],
      [{ couponType: 'eligible', eligibleUserIds: [] }, M.eligibleUsers],
      [{ startAt: today + 5 * DAY_SECONDS, endAt: today + 5 * DAY_SECONDS }, M.startBeforeEnd],
      [{ startAt: today - 10 * DAY_SECONDS, endAt: today - DAY_SECONDS }, M.pastEnd],
      [{ percent: '0' }, M.percent],
      [{ percent: '100.01' }, M.percent],
      [{ maxDiscount: '-1' }, M.amount],
      [{ attemptsPerUser: '0' }, M.attempts],
      [{ couponType: 'eligible', eligibleUserIds: [UNKNOWN] }, M.unknownUser],
    ]
    for (const [over, message] of cases) {
      const r = await post('/add', form('BADONE', over))
      expect(r.status, message).toBe(400)
      expect(r.body.responseCode, message).toBe(110)
      expect(JSON.stringify(r.body), message).toContain(message)
    }
    const [none] = await h.database.db.select().from(coupons).where(eq(coupons.code, 'BADONE'))
    expect(none).toBeUndefined()
  })

  it('refuses a code already taken, case aside (114), also between two saves at once', async () => {
    await add(form('Dupe1'))
    const again = await post('/add', form('dupe1'))
    expect(again.status).toBe(409)
    expect(again.body.responseCode).toBe(114)
    const [a, b] = await Promise.all([post('/add', form('RACE1')), post('/add', form('race1'))])
    expect([a.body.responseCode, b.body.responseCode].sort()).toEqual([109, 114])
  })

  it('makes riders eligible (customer search), updates, logs, soft deletes and restores', async () => {
    const [r1, r2] = riders as [(typeof riders)[0], (typeof riders)[0]]
    const byMobile = await post('/customers', { keyword: r1.mobileNo.slice(2, 8) })
    expect(byMobile.body.result.map((u: { _id: string }) => u._id)).toContain(r1.id)
    const byName = await post('/customers', { keyword: r1.fname.toLowerCase() })
    expect(byName.body.result.length).toBeGreaterThanOrEqual(1)
    expect(byName.body.result.length).toBeLessThanOrEqual(20)
    const [staff] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, ACCOUNTS.support))
    expect((await post('/customers', { keyword: ACCOUNTS.support })).body.result.map((u: { _id: string }) => u._id)).not.toContain(
      staff!.id,
    )
    expect((await post('/add', form('STAFFONLY', { couponType: 'eligible', eligibleUserIds: [staff!.id] }))).body.message).toBe(
      M.unknownUser,
    )

    const id = await add(form('Fleet9', { couponType: 'eligible', eligibleUserIds: [r1.id] }))
    expect((await details(id)).eligibleUsers).toEqual([expect.objectContaining({ _id: r1.id, mobileNo: r1.mobileNo })])
    const upd = await update(id, form('Fleet9', { couponType: 'eligible', eligibleUserIds: [r1.id, r2.id], title: 'Fleet nine' }))
    expect(upd.body.responseCode, JSON.stringify(upd.body)).toBe(109)
    const d = await details(id)
    expect(d.title).toBe('Fleet nine')
    expect((d.eligibleUsers as { _id: string }[]).map((u) => u._id).sort()).toEqual([r1.id, r2.id].sort())
    // Made general, it names nobody.
    expect((await update(id, form('Fleet9', { eligibleUserIds: [r1.id] }))).body.responseCode).toBe(109)
    expect(await h.database.db.select().from(couponEligibleUsers).where(eq(couponEligibleUsers.couponId, id))).toEqual([])
    // A stale version is a conflict (125).
    const stale = await admin.put(`${A}/update`, { ...form('Fleet9'), recordId: id, version: 1 })
    expect(stale.body.responseCode).toBe(125)

    const logs = await post('/logs', { recordId: id })
    expect((logs.body.logs as unknown[]).length).toBeGreaterThanOrEqual(3)
    expect((await post('/logs', { recordId: UNKNOWN })).body.responseCode).toBe(123)

    const del = await admin.call('DELETE', `${A}/delete`, { recordId: id })
    expect(del.body.responseCode).toBe(109)
    expect((await admin.call('DELETE', `${A}/delete`, { recordId: id })).body.message).toBe(M.alreadyDeleted)
    expect((await details(id)).active).toBe(false)
    const restored = await post('/restore', { recordId: id, version: del.body.version })
    expect(restored.body.responseCode, JSON.stringify(restored.body)).toBe(109)
    expect((await post('/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
  })

  it("applies a coupon ('coupon applied') and counts the redemptions in the read-only figures", async () => {
    const [r1, r2] = riders as [(typeof riders)[0], (typeof riders)[0]]
    const id = await add(form('SUM10', { percent: '10', minBill: '100', maxDiscount: '150', attemptsPerUser: '3' }))
    const applied = await post('/apply', { code: ' sum10 ', userId: r1.id, billAmount: '999.99' })
    expect(applied.body).toMatchObject({
      responseCode: 109,
      message: M.applied,
      couponId: id,
      code: 'SUM10',
      bill: 99999,
      discount: 10000,
      billAfter: 89999,
    })
    // The maximum discount caps it: 10 % of ₹2,000 is ₹200, at most ₹150.
    expect((await post('/apply', { code: 'SUM10', userId: r1.id, billAmount: '2000' })).body.discount).toBe(15000)
    // The apply call reads only.
    expect((await details(id)).appliedUsers).toBe(0)

    expect(await redeem('sum10', r1.id, 99999)).toMatchObject({ couponId: id, discountPaise: 10000 })
    expect(await redeem('SUM10', r1.id, 200000)).toMatchObject({ discountPaise: 15000 })
    expect(await redeem('Sum10', r2.id, 50000)).toMatchObject({ discountPaise: 5000 })
    const d = await details(id)
    expect(d).toMatchObject({ appliedUsers: 2, appliedAmount: 99999 + 200000 + 50000, discountedAmount: 10000 + 15000 + 5000 })
    const [row] = (await post('/all', { keyword: 'SUM10' })).body.rows
    expect(row).toMatchObject({ appliedUsers: 2, appliedAmount: 349999, discountedAmount: 30000 })
  })

  it('refuses every call to a role without Discount (111)', async () => {
    const id = (await post('/all', {})).body.rows[0]._id
    const calls: [string, string, unknown][] = [
      ['POST', '/all', {}],
      ['POST', '/export', {}],
      ['POST', '/details', { recordId: id }],
      ['POST', '/add', form('NOPE1')],
      ['PUT', '/update', { ...form('NOPE1'), recordId: id, version: 1 }],
      ['DELETE', '/delete', { recordId: id }],
      ['POST', '/restore', { recordId: id, version: 1 }],
      ['POST', '/logs', { recordId: id }],
      ['POST', '/customers', { keyword: '9' }],
      ['POST', '/apply', { code: 'WELCOME10', userId: riders[0]!.id, billAmount: '1000' }],
    ]
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'GET', `${A}${path}`, body)
      expect(r.status, path).toBe(403)
      expect(r.body.responseCode, path).toBe(111)
    }
    const [row] = await h.database.db.select().from(coupons).where(eq(coupons.id, id))
    expect(row?.active).toBe(true)
  })
})
