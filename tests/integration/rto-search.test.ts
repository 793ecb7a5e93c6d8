import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES as BM, RTO_STATUSES } from '../../shared/api/booking'
import { labelOfValue } from '../../shared/api/options.query'
import { rtoSearchRow, type RtoSearchRow } from '../../shared/api/rto-search.table'
import { grant } from '../../shared/permissions'
import { auditLog, bookingRtoPayments, bookings, roles, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const PAID_ON = Math.floor(Date.parse('2026-05-20T18:30:00Z') / 1000)

describe.each(testDatabases)('RTO search on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let service: Agent
  let franchiseId: string
  let homeCentre: string
  const call = (agent: Agent, method: 'POST' | 'GET', path: string, body?: unknown) => agent.call(method, `${A}${path}`, body)
  const post = (path: string, body: unknown, agent: Agent = admin) => call(agent, 'POST', path, body)
  const search = async (body: Record<string, unknown>, agent: Agent = admin) => {
    const r = await post('/rto/search', { pageSize: 1000, ...body }, agent)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body).slice(0, 300)).toEqual([200, 109])
    return r.body as { rows: RtoSearchRow[]; filterRecords: number }
  }
  const stored = async (id: string) => (await h.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
  /** An active demo booking with a registration and a chassis number, out of the franchise's and the centre's reach. */
  const registered = async () =>
    (
      await h.database.db
        .select()
        .from(bookings)
        .where(and(isNotNull(bookings.registrationNo), isNotNull(bookings.chassisNo), eq(bookings.active, true)))
        .orderBy(bookings.orderId)
    ).filter((b) => b.franchiseId !== franchiseId && b.scuId !== homeCentre)

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    // The franchise partner searches and settles; the centre only searches.
    await db
      .update(roles)
      .set({ permission: grant({ RTOSearch: ['query', 'export', 'filter', 'changeStatus', 'rtoSettlement'] }) })
      .where(eq(roles.id, h.roleIds.get('Franchise')!))
    await db
      .update(roles)
      .set({ permission: grant({ RTOSearch: ['query'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    service = await signIn(h, ACCOUNTS.service)
    franchiseId = h.userIds.get(ACCOUNTS.franchise)!
    homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  })
  afterAll(() => h.close())

  it('lists the bookings as rows of the contract, and finds one by registration, chassis, order id or mobile (any case)', async () => {
    const all = await search({})
    expect(all.filterRecords).toBe(Number((await h.database.db.select({ n: count() }).from(bookings))[0]!.n))
    for (const r of all.rows) rtoSearchRow.parse(r)
    const [b] = await registered()
    expect(b).toBeDefined()
    for (const vehicleNo of [
      b!.registrationNo!.toLowerCase(),
      ` ${b!.registrationNo!.slice(0, 4)} ${b!.registrationNo!.slice(4)} `,
      b!.chassisNo!.toLowerCase(),
      b!.orderId.toLowerCase(),
      b!.customerMobileNo,
      `+91 ${b!.customerMobileNo}`,
    ]) {
      const found = await search({ vehicleNo })
      expect(
        found.rows.map((r) => r._id),
        vehicleNo,
      ).toContain(b!.id)
    }
    const exact = (await search({ vehicleNo: b!.registrationNo! })).rows
    expect(exact.every((r) => r.registrationNo?.includes(b!.registrationNo!) || r.customerMobileNo.startsWith(b!.registrationNo!))).toBe(
      true,
    )
    const row = exact.find((r) => r._id === b!.id)!
    expect(row).toMatchObject({
      orderId: b!.orderId,
      registrationNo: b!.registrationNo,
      chassisNo: b!.chassisNo,
      rtoStatus: b!.rtoStatus,
      rtoTotalAmount: b!.rtoTotalAmount,
      rtoAmountPaid: b!.rtoAmountPaid,
      rtoBalance: b!.rtoBalance,
      rtoSettlementDone: b!.rtoSettlementDone,
    })
    // The customer's name is not a key of this box (the table's keyword box finds it).
    expect((await search({ vehicleNo: 'ZZQQXXNOSUCH' })).filterRecords).toBe(0)
    const byName = await search({ keyword: b!.customerName })
    expect(byName.rows.map((r) => r._id)).toContain(b!.id)

    const settled = await search({ rtoSettlementDone: true, rtoStatus: 'registered' })
    expect(settled.rows.every((r) => r.rtoSettlementDone && r.rtoStatus === 'registered')).toBe(true)
    const sorted = (await search({ sortField: 'rtoBalance', sortOrder: 'true', pageSize: 50 })).rows.map((r) => r.rtoBalance)
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y))

    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/rto/export`,
      payload: { vehicleNo: b!.registrationNo },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]!.columns).toEqual(Object.keys(rtoSearchRow.shape))
    expect(lines.slice(1, -1).map((l) => l._id)).toContain(b!.id)
    expect(lines.at(-1)).toMatchObject({ done: true })
  })

  it('refuses bad input with 110', async () => {
    for (const bad of [
      { vehicleNo: 'KA01<script>' },
      { vehicleNo: 'X'.repeat(31) },
      { vehicleNo: 42 },
      { rtoStatus: 'x'.repeat(21) },
      { rtoSettlementDone: 'maybe' },
      { sortField: 'aadhaarNumber' },
    ]) {
      const r = await post('/rto/search', bad)
      expect(r.body.responseCode, JSON.stringify(bad)).toBe(110)
    }
    const [b] = await registered()
    const r1 = await post('/rto/status', { recordId: b!.id, rtoStatus: 'lost' })
    const r2 = await post('/rto/settlement', { recordId: b!.id, amount: 'ten', paidOn: PAID_ON })
    const r3 = await post('/rto/status', { recordId: 'not-an-id', rtoStatus: 'applied' })
    expect([r1.body.responseCode, r2.body.responseCode, r3.body.responseCode]).toEqual([110, 110, 110])
    expect(await stored(b!.id)).toMatchObject({ rtoStatus: b!.rtoStatus, rtoAmountPaid: b!.rtoAmountPaid })
  })

  it('keeps a franchise partner to their own bookings and a centre to its centre (123 for the others)', async () => {
    const db = h.database.db
    const own = await search({}, franchise)
    const ownCount = Number((await db.select({ n: count() }).from(bookings).where(eq(bookings.franchiseId, franchiseId)))[0]!.n)
    expect(own.filterRecords).toBe(ownCount)
    const ids = new Set((await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.franchiseId, franchiseId))).map((r) => r.id))
    expect(own.rows.every((r) => ids.has(r._id))).toBe(true)
    const centre = await search({}, service)
    expect(centre.filterRecords).toBe(Number((await db.select({ n: count() }).from(bookings).where(eq(bookings.scuId, homeCentre)))[0]!.n))

    const [other] = await registered()
    expect((await search({ vehicleNo: other!.registrationNo }, franchise)).rows.map((r) => r._id)).not.toContain(other!.id)
    const before = await stored(other!.id)
    const refusals = [
      await post('/rto/status', { recordId: other!.id, rtoStatus: 'applied' }, franchise),
      await post('/rto/settlement', { recordId: other!.id, amount: '1', paidOn: PAID_ON }, franchise),
    ]
    expect(refusals.map((r) => r.body.responseCode)).toEqual([123, 123])
    expect(await stored(other!.id)).toEqual(before)
  })

  it('refuses a role without RTOSearch (403/111), and a button the role lacks, changing nothing', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    const [b] = await registered()
    const calls: Array<['POST' | 'GET', string, unknown]> = [
      ['POST', '/rto/search', {}],
      ['POST', '/rto/export', {}],
      ['GET', '/rto/statuses', undefined],
      ['POST', '/rto/status', { recordId: b!.id, rtoStatus: 'applied' }],
      ['POST', '/rto/settlement', { recordId: b!.id, amount: '1', paidOn: PAID_ON }],
    ]
    for (const [method, path, body] of calls) {
      const r = await call(support, method, path, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    // The centre may search but neither change the status nor settle; the franchise (no Booking) cannot use the bookings' calls.
    expect((await post('/rto/status', { recordId: b!.id, rtoStatus: 'applied' }, service)).status).toBe(403)
    expect((await post('/rto/settlement', { recordId: b!.id, amount: '1', paidOn: PAID_ON }, service)).status).toBe(403)
    expect((await post('/booking/rto-status', { recordId: b!.id, rtoStatus: 'applied' }, franchise)).status).toBe(403)
    expect(await stored(b!.id)).toEqual(b)
  })

  it('changes the RTO status and settles through its own calls: the spec’s messages, the audit rows, never above the balance', async () => {
    const statuses = await call(admin, 'GET', '/rto/statuses')
    expect(statuses.body.result).toEqual(RTO_STATUSES.map((value) => ({ value, label: labelOfValue(value) })))
    const [b] = await h.database.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.active, true), sql`${bookings.rtoBalance} > 100`, sql`${bookings.franchiseId} IS DISTINCT FROM ${franchiseId}`),
      )
      .orderBy(bookings.orderId)
      .limit(1)
    if (!b) throw new Error('no demo booking with an RTO balance')
    const next = RTO_STATUSES.find((s) => s !== b.rtoStatus)!
    const r = await post('/rto/status', { recordId: b.id, rtoStatus: next })
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([200, 109, BM.rtoUpdated])
    expect(await stored(b.id)).toMatchObject({ rtoStatus: next, version: b.version + 1 })

    const over = await post('/rto/settlement', { recordId: b.id, amount: ((b.rtoBalance + 1) / 100).toFixed(2), paidOn: PAID_ON })
    expect([over.body.responseCode, over.body.message]).toEqual([110, BM.settlementAboveBalance])
    const part = await post('/rto/settlement', { recordId: b.id, amount: '1', paidOn: PAID_ON, remark: 'from the RTO search' })
    expect(part.body).toMatchObject({ responseCode: 109, message: BM.settled, rtoAmountPaid: b.rtoAmountPaid + 100 })
    const rest = await post('/rto/settlement', { recordId: b.id, amount: ((b.rtoBalance - 100) / 100).toFixed(2), paidOn: PAID_ON })
    expect(rest.body).toMatchObject({ responseCode: 109, rtoBalance: 0, rtoSettlementDone: true, rtoAmountPaid: b.rtoTotalAmount })
    const found = (await search({ vehicleNo: b.orderId })).rows.find((row) => row._id === b.id)!
    expect(found).toMatchObject({ rtoStatus: next, rtoBalance: 0, rtoSettlementDone: true })

    const payments = await h.database.db.select().from(bookingRtoPayments).where(eq(bookingRtoPayments.bookingId, b.id))
    expect(payments.filter((p) => p.remark === 'from the RTO search')).toHaveLength(1)
    const audits = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, b.id), sql`${auditLog.action} in ('rtoStatus', 'rtoSettlement')`))
    expect(audits.map((a) => a.action).sort()).toEqual(['rtoSettlement', 'rtoSettlement', 'rtoStatus'])

    // The franchise partner settles their own booking from this screen.
    const [mine] = await h.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.franchiseId, franchiseId), eq(bookings.active, true), sql`${bookings.rtoBalance} > 0`))
      .limit(1)
    if (mine) {
      const own = await post(
        '/rto/settlement',
        { recordId: mine.id, amount: (mine.rtoBalance / 100).toFixed(2), paidOn: PAID_ON },
        franchise,
      )
      expect(own.body).toMatchObject({ responseCode: 109, rtoBalance: 0, rtoSettlementDone: true })
    }
  })
})
