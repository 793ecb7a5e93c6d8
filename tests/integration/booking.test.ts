import { and, asc, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOOKING_MESSAGES as BM,
  BOOKING_STAGES,
  RTO_STATUSES,
  bookingRow,
  bookingTotals,
  bookingUpdateForm,
  type BookingDetails,
  type BookingFormInput,
} from '../../shared/api/booking'
import { labelOfValue } from '../../shared/api/options.query'
import { grant } from '../../shared/permissions'
import { auditLog, bookingRtoPayments, bookings, roles, users } from '../../server/db/schema'
import { DEMO_BOOKINGS } from '../../server/modules/booking/seed'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Answer, type Harness } from './support/harness'

const A = '/api/admin'
const DAY = 86_400
const BOOKED_ON = Math.floor(Date.parse('2026-05-20T18:30:00Z') / 1000) // 21 May 2026, India midnight

let serial = 0
/** A valid booking form for a new customer (a fresh mobile number and kit number each time). */
function form(over: Partial<BookingFormInput> & Record<string, unknown> = {}): BookingFormInput & Record<string, unknown> {
  serial++
  return {
    customerMobileNo: `5${String(100_000_000 + serial * 7919).slice(-9)}`,
    customerFname: 'Test',
    customerLname: 'Customer',
    customerEmail: 'test.customer@example.com',
    kitNumber: `TKIT-${serial}-${Math.floor(Math.random() * 1e6)}`,
    bookingDate: BOOKED_ON,
    status: 'booked',
    price: '85000.50',
    taxPercentage: '5',
    discount: '1000',
    additionalDiscount: '500.25',
    bookingFee: '2000',
    bookingCustomerPaid: '1500',
    rtoStatus: 'not_applied',
    ...over,
  }
}

describe.each(testDatabases)('bookings on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let service: Agent
  let franchiseId: string
  let homeCentre: string
  const call = (agent: Agent, method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown) =>
    agent.call(method, `${A}${path}`, body)
  const post = (path: string, body: unknown, agent: Agent = admin) => call(agent, 'POST', path, body)
  const details = async (id: string, agent: Agent = admin) => (await post('/booking/details', { recordId: id }, agent)).body
  const bookingOf = async (id: string) => (await details(id)).booking as BookingDetails
  const stored = async (id: string) => (await h.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
  const total = async () => Number((await h.database.db.select({ n: count() }).from(bookings))[0]!.n)
  const add = async (body: unknown, agent: Agent = admin) => {
    const r = await post('/booking/add', body, agent)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body.recordId as string
  }
  const update = async (id: string, body: Record<string, unknown>, agent: Agent = admin) => {
    const { version } = await details(id)
    return call(agent, 'PUT', '/booking/update', { ...body, recordId: id, version })
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    // The demo Franchise role also settles; the Service role (scc) works bookings without edit (so Aadhaar is masked).
    await db
      .update(roles)
      .set({
        permission: grant({ Booking: ['query', 'add', 'edit', 'view', 'export', 'filter', 'rtoSettlement', 'changeStatus', 'logs'] }),
      })
      .where(eq(roles.id, h.roleIds.get('Franchise')!))
    await db
      .update(roles)
      .set({ permission: grant({ Booking: ['query', 'add', 'view', 'rtoSettlement', 'logs'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    service = await signIn(h, ACCOUNTS.service)
    franchiseId = h.userIds.get(ACCOUNTS.franchise)!
    homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  })
  afterAll(() => h.close())

  it('lists the demo bookings as rows of the contract: keyword, filters, sorts, the CRM fields of a lead, and the export', async () => {
    const all = await post('/booking/all', { pageSize: 1000 })
    expect(all.status, JSON.stringify(all.body).slice(0, 500)).toBe(200)
    expect(all.body.filterRecords).toBe(DEMO_BOOKINGS)
    const rows = all.body.rows as Record<string, unknown>[]
    for (const r of rows) bookingRow.parse(r)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(BOOKING_STAGES))
    expect(new Set(rows.map((r) => r.rtoStatus))).toEqual(new Set(RTO_STATUSES))
    expect(rows.some((r) => r.loanRequired)).toBe(true)
    expect(rows.some((r) => r.rtoSettlementDone)).toBe(true)
    expect(rows.some((r) => r.callStatus === 'existed' && (r.marketingType as string[]).length > 0)).toBe(true)
    expect(rows.every((r) => /^BK\d{4}-\d{6}$/.test(r.orderId as string))).toBe(true)

    const one = rows[17]!
    const byOrder = await post('/booking/all', { keyword: (one.orderId as string).toLowerCase() })
    expect((byOrder.body.rows as { _id: string }[]).map((r) => r._id)).toContain(one._id)
    const byMobile = await post('/booking/all', { keyword: (one.customerMobileNo as string).slice(0, 7), pageSize: 1000 })
    expect((byMobile.body.rows as { _id: string }[]).map((r) => r._id)).toContain(one._id)

    const filtered = await post('/booking/all', { status: 'cancelled', rtoStatus: 'rejected', pageSize: 1000 })
    expect((filtered.body.rows as Record<string, unknown>[]).every((r) => r.status === 'cancelled' && r.rtoStatus === 'rejected')).toBe(
      true,
    )
    const loans = await post('/booking/all', { loanRequired: true, pageSize: 1000 })
    expect(loans.body.filterRecords).toBe(rows.filter((r) => r.loanRequired).length)
    const own = await post('/booking/all', { franchiseId, pageSize: 1000 })
    expect(own.body.filterRecords).toBe(rows.filter((r) => (r.franchise as { _id: string } | null)?._id === franchiseId).length)

    const sorted = await post('/booking/all', { sortField: 'remainingAmount', sortOrder: 'true', pageSize: 50 })
    const amounts = (sorted.body.rows as { remainingAmount: number }[]).map((r) => r.remainingAmount)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    for (const bad of [{ rtoStatus: 'x'.repeat(21) }, { sortField: 'aadhaarNumber' }, { paymentDone: 'maybe' }]) {
      expect((await post('/booking/all', bad)).body.responseCode, JSON.stringify(bad)).toBe(110)
    }

    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/booking/export`,
      payload: { status: 'completed' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const completed = rows.filter((r) => r.status === 'completed').length
    expect(lines[0]).toMatchObject({ total: completed })
    expect(lines.at(-1)).toEqual({ done: true, rows: completed })
  })

  it('opens every demo booking as its edit form, and that form passes the update schema', async () => {
    const ids = await h.database.db.select({ id: bookings.id }).from(bookings).orderBy(asc(bookings.createdAt))
    const refused: string[] = []
    for (const { id } of ids) {
      const b = await details(id)
      if (b.responseCode !== 109) {
        refused.push(`${id}: ${JSON.stringify(b)}`)
        continue
      }
      const d = b.booking as BookingDetails
      const parsed = bookingUpdateForm.safeParse({ ...d.form, recordId: id, version: b.version })
      if (!parsed.success) refused.push(`${d.orderId}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    }
    expect(refused).toEqual([])
  })

  it('creates a booking: the server derives the totals (ignoring the client’s), makes the new customer, and answers the details', async () => {
    const before = await total()
    const body = form({ bookingTotalAmount: 1, remainingAmount: 1, billablePrice: 1, taxAmount: 1, totals: { price: 1 } })
    const id = await add(body)
    const b = await bookingOf(id)
    const expected = bookingTotals({
      price: 8_500_050,
      discount: 100_000,
      additionalDiscount: 50_025,
      taxBasisPoints: 500,
      bookingFee: 200_000,
      bookingCustomerPaid: 150_000,
      loanAmount: 0,
      loanApproved: false,
    })
    expect(typeof expected).toBe('object')
    expect(b.totals).toMatchObject(expected as object)
    expect(b.totals).toMatchObject({ price: 8_500_050, discount: 100_000, additionalDiscount: 50_025, taxBasisPoints: 500 })
    expect(b).toMatchObject({
      bookingTotalAmount: (expected as { bookingTotalAmount: number }).bookingTotalAmount,
      remainingAmount: (expected as { remainingAmount: number }).remainingAmount,
      status: 'booked',
      customerName: 'Test Customer',
      aadhaarMasked: false,
    })
    expect(b.orderId).toMatch(/^BK2606-\d{6}$/)
    expect(b.form).toMatchObject({
      price: '85000.50',
      discount: '1000.00',
      additionalDiscount: '500.25',
      taxPercentage: '5',
      bookingDate: BOOKED_ON,
    })
    expect(await total()).toBe(before + 1)
    const [customer] = await h.database.db.select().from(users).where(eq(users.mobileNo, body.customerMobileNo))
    expect(customer).toMatchObject({ userType: 'user', fname: 'Test', lname: 'Customer', email: 'test.customer@example.com' })
    expect(b.customerId).toBe(customer!.id)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, customer!.id))
    expect(audits.map((a) => [a.entity, a.action])).toEqual([['user', 'create']])

    // The same customer again: no second user; a staff account's number is refused.
    const again = await add(form({ customerMobileNo: body.customerMobileNo, customerFname: 'Other' }))
    expect((await bookingOf(again)).customerId).toBe(customer!.id)
    expect((await h.database.db.select().from(users).where(eq(users.mobileNo, body.customerMobileNo))).length).toBe(1)
    const staff = await post('/booking/add', form({ customerMobileNo: ACCOUNTS.support }))
    expect([staff.status, staff.body.responseCode, staff.body.message]).toEqual([400, 110, BM.notCustomer])
  })

  it('refuses bad input with 110 and its message, changing nothing', async () => {
    const before = await total()
    const usersBefore = Number((await h.database.db.select({ n: count() }).from(users))[0]!.n)
    const cases: Array<[Partial<BookingFormInput> & Record<string, unknown>, string]> = [
      [{ discount: '90000' }, BM.discountAbovePrice],
      [{ bookingCustomerPaid: '99999' }, BM.paidAboveTotal],
      [{ loanRequired: true, loanApproved: true, loanAmount: '90000', panNumber: 'ABCDE1234F' }, BM.paidAboveTotal],
      [{ price: '12.345' }, BM.amount],
      [{ taxPercentage: '101' }, BM.percent],
      [{ loanRequired: true }, BM.panRequired],
      [{ aadhaarNumber: '123456789012' }, BM.aadhaar],
      [{ customerMobileNo: '12345' }, BM.validMobile],
      [{ expectedDelivery: BOOKED_ON - DAY }, BM.deliveryBeforeBooking],
      [{ vehicleModelId: '00000000-0000-4000-8000-000000000000' }, BM.unknownVehicleModel],
      [{ franchiseId: h.userIds.get(ACCOUNTS.support)! }, BM.unknownFranchise],
      [{ status: 'shipped' } as Record<string, unknown>, BM.mandatory],
    ]
    for (const [over, message] of cases) {
      const r = await post('/booking/add', form(over))
      expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(over)).toEqual([400, 110, message])
    }
    expect(await total()).toBe(before)
    expect(Number((await h.database.db.select({ n: count() }).from(users))[0]!.n)).toBe(usersBefore)
  })

  it('answers 114 for a second active booking of one kit number, also on restore; 123 for a booking that does not exist', async () => {
    const kit = `DUPKIT-${Date.now()}`
    const first = await add(form({ kitNumber: kit }))
    const dup = await post('/booking/add', form({ kitNumber: kit.toLowerCase() }))
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, 'Duplicate Records'])
    const del = await call(admin, 'DELETE', '/booking/delete', { recordId: first })
    expect(del.body.responseCode).toBe(109)
    const again = await call(admin, 'DELETE', '/booking/delete', { recordId: first })
    expect([again.body.responseCode, again.body.message]).toEqual([110, 'Record Already Deleted'])
    const second = await add(form({ kitNumber: kit }))
    const restore = await post('/booking/restore', { recordId: first, version: del.body.version })
    expect([restore.body.responseCode, restore.body.message]).toEqual([114, 'Duplicate Records'])
    await call(admin, 'DELETE', '/booking/delete', { recordId: second })
    expect((await post('/booking/restore', { recordId: first, version: del.body.version })).body.responseCode).toBe(109)

    const missing = '00000000-0000-4000-8000-000000000123'
    expect((await post('/booking/details', { recordId: missing })).body.responseCode).toBe(123)
    expect((await call(admin, 'PUT', '/booking/update', { ...form(), recordId: missing, version: 1 })).body.responseCode).toBe(123)
    expect((await call(admin, 'DELETE', '/booking/delete', { recordId: missing })).body.responseCode).toBe(123)
    for (const path of ['/booking/rto-status', '/booking/rto-settlement', '/booking/rc', '/booking/logs']) {
      const body = { recordId: missing, rtoStatus: 'applied', amount: '10', paidOn: BOOKED_ON, step: 'received', date: BOOKED_ON }
      expect((await post(path, body)).body.responseCode, path).toBe(123)
    }
  })

  it('updates with the version: totals derived again, the stage change in the audit entry, a stale version 409/125', async () => {
    const body = form()
    const id = await add(body)
    const u = await update(id, { ...body, status: 'confirmed', price: '90000', bookingTotalAmount: 5 })
    expect([u.body.responseCode, u.body.version], JSON.stringify(u.body)).toEqual([109, 2])
    const b = await bookingOf(id)
    expect(b.status).toBe('confirmed')
    expect(b.totals.price).toBe(9_000_000)
    expect(b.totals.billablePrice).toBe(9_000_000 - 100_000 - 50_025)
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'update')))
    expect(entry!.changes).toMatchObject({ status: { from: 'booked', to: 'confirmed' }, price: { from: 8_500_050, to: 9_000_000 } })
    expect(entry!.comment).toContain('stage booked → confirmed')
    const stale = await call(admin, 'PUT', '/booking/update', { ...body, recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    const money = await update(id, { ...body, discount: '100000' })
    expect([money.body.responseCode, money.body.message]).toEqual([110, BM.discountAbovePrice])
    expect((await stored(id)).version).toBe(2)
  })

  it('moves a booking to another customer by mobile number; a losing concurrent update leaves no customer behind', async () => {
    const body = form()
    const id = await add(body)
    const { version } = await details(id)
    const numbers = ['5888800001', '5888800002']
    const answers = await Promise.all(
      numbers.map((m) => call(admin, 'PUT', '/booking/update', { ...body, customerMobileNo: m, recordId: id, version })),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = numbers[answers.findIndex((r) => r.status === 200)]!
    const made = await h.database.db
      .select()
      .from(users)
      .where(sql`${users.mobileNo} in (${numbers[0]}, ${numbers[1]})`)
    expect(made.map((u) => u.mobileNo)).toEqual([winner])
    const b = await bookingOf(id)
    expect([b.customerId, b.customerMobileNo]).toEqual([made[0]!.id, winner])
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'update')))
    expect(Object.keys(entry!.changes as object).sort()).toEqual(['customerId', 'customerMobileNo'])
  })

  it('changes the RTO status (109 with the spec’s message), audited; refuses an unknown status', async () => {
    const id = await add(form())
    const r = await post('/booking/rto-status', { recordId: id, rtoStatus: 'applied' })
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([200, 109, 'Booking RTO Status updated successfully'])
    expect((await stored(id)).rtoStatus).toBe('applied')
    const bad = await post('/booking/rto-status', { recordId: id, rtoStatus: 'lost' })
    expect(bad.body.responseCode).toBe(110)
    expect((await stored(id)).rtoStatus).toBe('applied')
    const logs = await post('/booking/logs', { recordId: id })
    expect((logs.body.logs as { activity: string }[]).map((l) => l.activity)).toEqual(['rtoStatus', 'create'])
    const stages = await call(admin, 'GET', '/booking/stages')
    expect(stages.body.result).toEqual(BOOKING_STAGES.map((value) => ({ value, label: labelOfValue(value) })))
    expect((await call(admin, 'GET', '/booking/rto-statuses')).body.result).toEqual(
      RTO_STATUSES.map((value) => ({ value, label: labelOfValue(value) })),
    )
  })

  it('settles the RTO only up to the balance, records each payment, and refuses a total below what is paid', async () => {
    const noTotal = await add(form())
    const r0 = await post('/booking/rto-settlement', { recordId: noTotal, amount: '100', paidOn: BOOKED_ON })
    expect([r0.body.responseCode, r0.body.message]).toEqual([110, BM.settlementNoTotal])

    const body = form({ rtoTotalAmount: '1500.50' })
    const id = await add(body)
    const over = await post('/booking/rto-settlement', { recordId: id, amount: '1500.51', paidOn: BOOKED_ON })
    expect([over.body.responseCode, over.body.message]).toEqual([110, BM.settlementAboveBalance])
    const p1 = await post('/booking/rto-settlement', { recordId: id, amount: '1000', paidOn: BOOKED_ON, remark: 'first' })
    expect(p1.body).toMatchObject({
      responseCode: 109,
      message: BM.settled,
      rtoTotalAmount: 150_050,
      rtoAmountPaid: 100_000,
      rtoBalance: 50_050,
      rtoSettlementDone: false,
    })
    const low = await update(id, { ...body, rtoTotalAmount: '999.99' })
    expect([low.body.responseCode, low.body.message]).toEqual([110, BM.rtoTotalBelowPaid])
    const p2 = await post('/booking/rto-settlement', { recordId: id, amount: '500.50', paidOn: BOOKED_ON + DAY })
    expect(p2.body).toMatchObject({ responseCode: 109, rtoAmountPaid: 150_050, rtoBalance: 0, rtoSettlementDone: true })
    const payments = await h.database.db.select().from(bookingRtoPayments).where(eq(bookingRtoPayments.bookingId, id))
    expect(payments.map((p) => p.amount).sort()).toEqual([100_000, 50_050].sort())
    // Raising the total again keeps what was paid and reopens the balance.
    const raised = await update(id, { ...body, rtoTotalAmount: '2000' })
    expect(raised.body.responseCode).toBe(109)
    expect(await stored(id)).toMatchObject({
      rtoTotalAmount: 200_000,
      rtoAmountPaid: 150_050,
      rtoBalance: 49_950,
      rtoSettlementDone: false,
    })
    for (const bad of [{ amount: '0' }, { amount: '-5' }, { amount: 'ten' }, { paidOn: 'today' }]) {
      const r = await post('/booking/rto-settlement', { recordId: id, amount: '1', paidOn: BOOKED_ON, ...bad })
      expect(r.body.responseCode, JSON.stringify(bad)).toBe(110)
    }
  })

  it('takes the RC steps only forward', async () => {
    const id = await add(form())
    const rc = (step: string, date: number) => post('/booking/rc', { recordId: id, step, date })
    expect((await rc('delivered', BOOKED_ON)).body.message).toBe(BM.rcNotReceived)
    const got = await rc('received', BOOKED_ON + 10 * DAY)
    expect(got.body).toMatchObject({ responseCode: 109, message: BM.rcReceived, rcReceivedFromRto: BOOKED_ON + 10 * DAY })
    expect((await rc('received', BOOKED_ON + 11 * DAY)).body.message).toBe(BM.rcAlready)
    expect((await rc('delivered', BOOKED_ON + 9 * DAY)).body.message).toBe(BM.rcBeforeReceived)
    const done = await rc('delivered', BOOKED_ON + 10 * DAY)
    expect(done.body).toMatchObject({ responseCode: 109, message: BM.rcDelivered, rcDeliveredToCustomer: BOOKED_ON + 10 * DAY })
    expect((await rc('delivered', BOOKED_ON + 12 * DAY)).body.message).toBe(BM.rcAlready)
    const logs = (await post('/booking/logs', { recordId: id })).body.logs as { activity: string }[]
    expect(logs.map((l) => l.activity)).toEqual(['rcDelivered', 'rcReceived', 'create'])
  })

  it('keeps a franchise partner to their own bookings and a service centre to its centre (123 for the others)', async () => {
    const db = h.database.db
    const mine = await post('/booking/all', { pageSize: 1000 }, franchise)
    const ownCount = Number((await db.select({ n: count() }).from(bookings).where(eq(bookings.franchiseId, franchiseId)))[0]!.n)
    expect(ownCount).toBeGreaterThan(50)
    expect(mine.body.filterRecords).toBe(ownCount)
    expect((mine.body.rows as { franchise: { _id: string } | null }[]).every((r) => r.franchise?._id === franchiseId)).toBe(true)
    const [other] = await db
      .select()
      .from(bookings)
      .where(
        and(
          sql`${bookings.franchiseId} IS DISTINCT FROM ${franchiseId}`,
          sql`${bookings.scuId} IS DISTINCT FROM ${homeCentre}`,
          eq(bookings.active, true),
        ),
      )
      .limit(1)
    const before = await stored(other!.id)
    const refusals: Answer[] = [
      await post('/booking/details', { recordId: other!.id }, franchise),
      await call(franchise, 'PUT', '/booking/update', { ...form(), recordId: other!.id, version: other!.version }),
      await post('/booking/rto-settlement', { recordId: other!.id, amount: '1', paidOn: BOOKED_ON }, franchise),
      await post('/booking/rto-status', { recordId: other!.id, rtoStatus: 'applied' }, franchise),
      await post('/booking/rc', { recordId: other!.id, step: 'received', date: BOOKED_ON }, franchise),
      await post('/booking/logs', { recordId: other!.id }, franchise),
      await post('/booking/details', { recordId: other!.id }, service),
      await post('/booking/rto-settlement', { recordId: other!.id, amount: '1', paidOn: BOOKED_ON }, service),
    ]
    expect(refusals.map((r) => r.body.responseCode)).toEqual(refusals.map(() => 123))
    expect(await stored(other!.id)).toEqual(before)

    // A partner's new booking is theirs whatever the form says; a centre's, its centre's.
    const id = await add(form({ franchiseId: undefined }), franchise)
    expect((await stored(id)).franchiseId).toBe(franchiseId)
    const sid = await add(form({ aadhaarNumber: '234567890123' }), service)
    expect((await stored(sid)).scuId).toBe(homeCentre)
    const seen = await post('/booking/all', { pageSize: 1000 }, service)
    const centreCount = Number((await db.select({ n: count() }).from(bookings).where(eq(bookings.scuId, homeCentre)))[0]!.n)
    expect(seen.body.filterRecords).toBe(centreCount)
    // Without the edit button, Aadhaar shows masked.
    const masked = (await details(sid, service)).booking as BookingDetails
    expect([masked.aadhaarMasked, masked.form.aadhaarNumber]).toEqual([true, 'XXXXXXXX0123'])
    expect(((await details(sid)).booking as BookingDetails).form.aadhaarNumber).toBe('234567890123')
    const logsOf = async (agent: Agent) =>
      (await post('/booking/logs', { recordId: sid }, agent)).body.logs as { changes: Record<string, unknown> }[]
    expect((await logsOf(service)).at(-1)!.changes.aadhaarNumber).toEqual({ from: null, to: 'XXXXXXXX0123' })
    expect((await logsOf(admin)).at(-1)!.changes.aadhaarNumber).toEqual({ from: null, to: '234567890123' })
  })

  it('refuses every booking call to a role without Booking (403/111) and changes nothing', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    const [b] = await h.database.db.select().from(bookings).limit(1)
    const before = await total()
    const calls: Array<['POST' | 'PUT' | 'DELETE' | 'GET', string, unknown]> = [
      ['POST', '/booking/all', {}],
      ['POST', '/booking/export', {}],
      ['POST', '/booking/details', { recordId: b!.id }],
      ['POST', '/booking/add', form()],
      ['PUT', '/booking/update', { ...form(), recordId: b!.id, version: b!.version }],
      ['DELETE', '/booking/delete', { recordId: b!.id }],
      ['POST', '/booking/restore', { recordId: b!.id, version: b!.version }],
      ['GET', '/booking/stages', undefined],
      ['GET', '/booking/rto-statuses', undefined],
      ['POST', '/booking/rto-status', { recordId: b!.id, rtoStatus: 'applied' }],
      ['POST', '/booking/rto-settlement', { recordId: b!.id, amount: '1', paidOn: BOOKED_ON }],
      ['POST', '/booking/rc', { recordId: b!.id, step: 'received', date: BOOKED_ON }],
      ['POST', '/booking/logs', { recordId: b!.id }],
    ]
    for (const [method, path, body] of calls) {
      const r = await call(support, method, path, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    // The franchise role lacks delete: its delete is refused too.
    expect((await call(franchise, 'DELETE', '/booking/delete', { recordId: b!.id })).status).toBe(403)
    expect(await total()).toBe(before)
    expect(await stored(b!.id)).toEqual(b)
  })

  it('lets exactly two of five concurrent settlements of 40 % of the balance through; the paid amount is their sum', async () => {
    const id = await add(form({ rtoTotalAmount: '1000' }))
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/booking/rto-settlement', { recordId: id, amount: '400', paidOn: BOOKED_ON, remark: `try ${i}` }),
      ),
    )
    const won = answers.filter((r) => r.body.responseCode === 109)
    const lost = answers.filter((r) => r.body.responseCode !== 109)
    expect(won).toHaveLength(2)
    expect(lost.map((r) => [r.body.responseCode, r.body.message])).toEqual(lost.map(() => [110, BM.settlementAboveBalance]))
    expect(await stored(id)).toMatchObject({ rtoTotalAmount: 100_000, rtoAmountPaid: 80_000, rtoBalance: 20_000, rtoSettlementDone: false })
    const payments = await h.database.db.select().from(bookingRtoPayments).where(eq(bookingRtoPayments.bookingId, id))
    expect(payments.reduce((s, p) => s + p.amount, 0)).toBe(80_000)
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'rtoSettlement')))
    expect(audits).toHaveLength(2)
  })
})
