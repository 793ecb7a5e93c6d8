import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_STAGES, RTO_STATUSES, bookingForm, bookingTotals } from '../../shared/api/booking'
import { ManualClock } from '../../server/clock'
import { openDatabase, type Database } from '../../server/db/client'
import { serviceCentres, users } from '../../server/db/schema'
import { parseSeedArgs, seedUsage } from '../../server/db/seed/args'
import { seedDemo } from '../../server/db/seed/demo'
import { seedSteps } from '../../server/db/seed/steps.gen'
import { formValuesOf } from '../../server/modules/booking/booking-data'
import { generateBookings } from '../../server/modules/booking/bulk-seed'
import { bookingRtoPayments, bookings } from '../../server/modules/booking/schema'
import { DEMO_BOOKINGS } from '../../server/modules/booking/seed'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

/** `npm run seed -- --bookings N` (issue 16): the bulk path, on both databases. */

const N = 500
const SEED = 4242

/** Rows of a raw query, the same way on both drivers. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe.each(testDatabases)('bulk bookings on $name', (tdb) => {
  let h: Harness
  let admin: Agent

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    // Batches of 120: several transactions and a short last one.
    const result = await generateBookings(h.database, { count: N, batch: 120, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(N)
  })
  afterAll(() => h.close())

  /** The bookings this run added (order numbers after the demo's). */
  const bulkRows = async () =>
    (await h.database.db.select().from(bookings).orderBy(asc(bookings.orderId))).filter(
      (r) => Number(r.orderId.split('-')[1]) > DEMO_BOOKINGS,
    )

  it('adds N bookings with order ids from the sequence and kit numbers unique among active bookings', async () => {
    const all = await h.database.db.select().from(bookings)
    expect(all).toHaveLength(DEMO_BOOKINGS + N)
    expect(new Set(all.map((r) => r.orderId)).size).toBe(all.length)
    expect(all.every((r) => /^BK\d{4}-\d{6,}$/.test(r.orderId))).toBe(true)
    const kits = all.filter((r) => r.active && r.kitNumber !== null).map((r) => r.kitNumber)
    expect(new Set(kits).size).toBe(kits.length)
    // The sequence went on from the demo's 300: the highest order number is 800.
    const numbers = all.map((r) => Number(r.orderId.split('-')[1]))
    expect(Math.max(...numbers)).toBe(DEMO_BOOKINGS + N)
    const [seq] = await rows<{ n: number }>(h.database, sql`select last_value::int as n from booking_order_seq`)
    expect(seq!.n).toBe(DEMO_BOOKINGS + N)
  })

  it('derives every row’s totals with bookingTotals, in exact paise, and its RTO payments add up', async () => {
    const rows = await h.database.db.select().from(bookings)
    for (const r of rows) {
      const totals = bookingTotals({
        price: r.price,
        discount: r.discount,
        additionalDiscount: r.additionalDiscount,
        taxBasisPoints: r.taxBasisPoints,
        bookingFee: r.bookingFee,
        bookingCustomerPaid: r.bookingCustomerPaid,
        loanAmount: r.loanAmount,
        loanApproved: r.loanApproved,
      })
      expect(typeof totals, r.orderId).toBe('object')
      expect(r, r.orderId).toMatchObject(totals as object)
      expect(r.rtoBalance).toBe(r.rtoTotalAmount - r.rtoAmountPaid)
      expect(r.rtoSettlementDone).toBe(r.rtoTotalAmount > 0 && r.rtoBalance === 0)
    }
    const paid = await h.database.db
      .select({ id: bookings.id, paid: bookings.rtoAmountPaid, sum: sql<string>`coalesce(sum(${bookingRtoPayments.amount}), 0)::text` })
      .from(bookings)
      .leftJoin(bookingRtoPayments, eq(bookingRtoPayments.bookingId, bookings.id))
      .groupBy(bookings.id)
    expect(paid.filter((p) => Number(p.sum) !== p.paid)).toEqual([])
  })

  it('passes the dialog’s form schema, row by row, as the edit dialog loads it', async () => {
    const problems = (await bulkRows()).flatMap((r) => {
      const parsed = bookingForm.safeParse(formValuesOf(r, true))
      return parsed.success ? [] : [`${r.orderId}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`]
    })
    expect(problems).toEqual([])
  })

  it('spreads them over customers, every stage and RTO status, the demo partner and centres', async () => {
    const rows = await bulkRows()
    expect(rows).toHaveLength(N)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(BOOKING_STAGES))
    expect(new Set(rows.map((r) => r.rtoStatus))).toEqual(new Set(RTO_STATUSES))
    const customers = await h.database.db.select({ id: users.id, mobileNo: users.mobileNo, userType: users.userType }).from(users)
    const byId = new Map(customers.map((c) => [c.id, c]))
    expect(rows.every((r) => byId.get(r.customerId)?.userType === 'user' && byId.get(r.customerId)?.mobileNo === r.customerMobileNo)).toBe(
      true,
    )
    expect(new Set(rows.map((r) => r.customerId)).size).toBeGreaterThan(200)
    const partner = h.userIds.get(ACCOUNTS.franchise)!
    const [scc] = await h.database.db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    expect(rows.filter((r) => r.franchiseId === partner).length).toBeGreaterThanOrEqual(N / 3 - 1)
    expect(rows.filter((r) => r.scuId === scc!.scuId).length).toBeGreaterThanOrEqual(N / 3 - 1)
    const centres = new Set((await h.database.db.select({ id: serviceCentres.id }).from(serviceCentres)).map((c) => c.id))
    expect(rows.every((r) => r.scuId === null || centres.has(r.scuId))).toBe(true)
    expect(rows.every((r) => r.franchiseId === null || byId.get(r.franchiseId)?.userType === 'scp')).toBe(true)
    expect(rows.some((r) => r.loanApproved) && rows.some((r) => r.rcDeliveredToCustomer) && rows.some((r) => !r.active)).toBe(true)
    expect(rows.every((r) => r.createdAt <= h.clock.now() && r.bookingDate <= h.clock.now())).toBe(true)
  })

  it('pages them through the list call, scoped for the franchise partner', async () => {
    const pages = []
    for (const page of [0, 1, 2]) {
      const answer = await admin.call('POST', '/api/admin/booking/all', { page, pageSize: 300 })
      expect(answer.status).toBe(200)
      expect(answer.body.filterRecords).toBe(DEMO_BOOKINGS + N)
      pages.push(...(answer.body.rows as { _id: string }[]).map((r) => r._id))
    }
    expect(pages).toHaveLength(DEMO_BOOKINGS + N)
    expect(new Set(pages).size).toBe(DEMO_BOOKINGS + N)
    const franchise = await signIn(h, ACCOUNTS.franchise)
    const own = await franchise.call('POST', '/api/admin/booking/all', { pageSize: 10 })
    const partner = h.userIds.get(ACCOUNTS.franchise)!
    const [mine] = await rows<{ n: number }>(h.database, sql`select count(*)::int as n from bookings where franchise_id = ${partner}`)
    expect(own.body.filterRecords).toBe(mine!.n)
  })
})

describe('bulk bookings are deterministic', () => {
  it('makes the same bookings from the same database, count and seed, whatever the batch size', async () => {
    const NOW = new Date('2026-06-15T06:30:00Z')
    const snapshot = async (batch: number) => {
      const database: Database = await openDatabase({ dataDir: 'memory://' })
      try {
        await seedDemo(database.db, new ManualClock(NOW))
        await generateBookings(database, { count: 150, batch, now: NOW, seed: SEED })
        return await rows<Record<string, unknown>>(
          database,
          sql`select order_id, kit_number, customer_mobile_no, status, rto_status, price::text, booking_total_amount::text,
                remaining_amount::text, pan_number, registration_no, booking_date::text, created_at::text
              from bookings order by order_id`,
        )
      } finally {
        await database.close()
      }
    }
    const [a, b] = [await snapshot(150), await snapshot(40)]
    expect(a).toHaveLength(DEMO_BOOKINGS + 150)
    expect(b).toEqual(a)
  })
})

describe('seed command line: the modules’ bulk options', () => {
  it('finds --bookings through the generated seed steps', () => {
    const options = seedSteps.flatMap((s) => (s.bulk ? [s.bulk] : []))
    expect(options.map((o) => o.option)).toContain('bookings')
    expect(parseSeedArgs(['--bookings', '100_000', '--users=5'], options)).toMatchObject({ users: 5, bulk: { bookings: 100_000 } })
    expect(parseSeedArgs(['--bookings', '10'], options).batch).toBeUndefined()
    expect(() => parseSeedArgs(['--bookings', '10'])).toThrow(/Unknown option/)
    expect(() => parseSeedArgs(['--constructor', '1'], options)).toThrow(/Unknown option/)
    expect(seedUsage(options)).toMatch(/--bookings N/)
  })
})
