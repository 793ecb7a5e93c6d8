import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  amountSeriesAnswer,
  countSeriesAnswer,
  DASHBOARD_CALLS as C,
  DASHBOARD_MESSAGES as M,
  kmSeriesAnswer,
  statusSeriesAnswer,
} from '../../shared/api/dashboard'
import { MESSAGES } from '../../shared/response-codes'
import { testDatabases } from './support/databases'
import { eq } from 'drizzle-orm'
import { testDrives } from '../../server/modules/testdrive/schema'
import { day, type DashboardSet, enableScreen, insertDashboardSet, ist } from './support/dashboard'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const JANUARY = { startDate: day(2020, 1, 1), endDate: day(2020, 1, 31) }
const id = (d: number, month = 1, year = 2020) => ({ day: d, month, year })

/**
 * The older and test-ride dashboards' POST counts (spec 001 section 7) over the known data set
 * (support/dashboard.ts): exact counts by India day, the franchise partner's scope, the date rules and the permission.
 */
describe.each(testDatabases)('dashboard series on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let technician: Agent
  let set: DashboardSet

  beforeAll(async () => {
    h = await startHarness(tdb)
    await enableScreen(h, 'Franchise', 'Dashboard')
    set = await insertDashboardSet(h)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    technician = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(async () => h?.close())

  const call = async (path: string, body: unknown = JANUARY, agent = admin) => {
    const r = await agent.post(`${A}${path}`, body)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body
  }

  it('counts test rides by drive day and status, leaving out the deleted one', async () => {
    const a = statusSeriesAnswer.parse(await call(C.testRideCounts))
    expect(a.result).toEqual([
      {
        _id: id(10),
        items: [
          { status: 'booked', count: 1 },
          { status: 'completed', count: 1 },
        ],
        total: 2,
      },
      { _id: id(11), items: [{ status: 'completed', count: 1 }], total: 1 },
    ])
    expect(a.totals).toEqual([
      { status: 'booked', count: 1 },
      { status: 'completed', count: 2 },
    ])
    expect([a.total, a.from, a.to]).toEqual([3, JANUARY.startDate, JANUARY.endDate + 86_400])
    // One day's range: the 11th only.
    const one = statusSeriesAnswer.parse(await call(C.testRideCounts, { startDate: day(2020, 1, 11), endDate: day(2020, 1, 11) }))
    expect(one.total).toBe(1)
  })

  it("counts test rides by the India day they were created (00:30 in India is the next day's)", async () => {
    const a = countSeriesAnswer.parse(await call(C.testRideCreated))
    expect(a.result).toEqual([
      { _id: id(5), count: 1 },
      { _id: id(6), count: 2 },
    ])
    expect(a.total).toBe(3)
  })

  it("counts one branch's test rides when a branchId is sent (the test-ride dashboard's filter)", async () => {
    // One drive of the other branch, in March (no other drive is then).
    const [like] = await h.database.db.select().from(testDrives).where(eq(testDrives.branchId, set.homeBranch)).limit(1)
    const { id: _id, version: _version, ...copy } = like!
    await h.database.db.insert(testDrives).values({
      ...copy,
      branchId: set.otherBranch,
      status: 'completed',
      franchiseId: null,
      active: true,
      bookingDate: ist(2020, 3, 10, 0),
      createdAt: ist(2020, 3, 5, 10),
    })
    const MARCH = { startDate: day(2020, 3, 1), endDate: day(2020, 3, 31) }
    const counts = (body: object, agent = admin) => call(C.testRideCounts, body, agent).then((b) => statusSeriesAnswer.parse(b))
    const created = (body: object) => call(C.testRideCreated, body).then((b) => countSeriesAnswer.parse(b))
    expect((await counts(MARCH)).total).toBe(1)
    expect((await counts({ ...MARCH, branchId: set.otherBranch })).result).toEqual([
      { _id: id(10, 3), items: [{ status: 'completed', count: 1 }], total: 1 },
    ])
    expect((await counts({ ...MARCH, branchId: set.homeBranch })).total).toBe(0)
    expect((await created({ ...MARCH, branchId: set.otherBranch })).result).toEqual([{ _id: id(5, 3), count: 1 }])
    // January's three (active) drives are all the home branch's; a blank branch is every branch.
    expect((await counts({ ...JANUARY, branchId: set.homeBranch })).total).toBe(3)
    expect((await counts({ ...JANUARY, branchId: set.otherBranch })).total).toBe(0)
    expect((await created({ ...JANUARY, branchId: '' })).total).toBe(3)
    // The franchise partner's scope still holds within a branch.
    expect((await counts({ ...MARCH, branchId: set.otherBranch }, franchise)).total).toBe(0)
    const bad = await admin.post(`${A}${C.testRideCounts}`, { ...JANUARY, branchId: 'nowhere' })
    expect([bad.status, bad.body.responseCode, bad.body.message]).toEqual([400, 110, M.branchId])
  })

  it('counts pre-bookings by booking day with what was paid', async () => {
    const a = amountSeriesAnswer.parse(await call(C.preBookCounts, { startDate: day(2020, 1, 1), endDate: day(2020, 2, 29) }))
    expect(a.result).toEqual([
      { _id: id(15), count: 2, amountPaise: 70_000 },
      { _id: id(3, 2), count: 1, amountPaise: 10_000 },
    ])
    expect([a.total, a.amountPaise]).toEqual([3, 80_000])
  })

  it('counts enquiries open and closed by day', async () => {
    const a = statusSeriesAnswer.parse(await call(C.enquiryStats))
    expect(a.result).toEqual([
      {
        _id: id(7),
        items: [
          { status: 'closed', count: 1 },
          { status: 'open', count: 1 },
        ],
        total: 2,
      },
      { _id: id(8), items: [{ status: 'open', count: 1 }], total: 1 },
    ])
    expect(a.totals).toEqual([
      { status: 'closed', count: 1 },
      { status: 'open', count: 2 },
    ])
  })

  it('sums the km ridden by day', async () => {
    const a = kmSeriesAnswer.parse(await call(C.rideKm))
    expect(a.result).toEqual([
      { _id: id(3), rides: 1, km: 12.5 },
      { _id: id(4), rides: 2, km: 10.25 },
    ])
    expect([a.rides, a.km]).toEqual([3, 22.75])
  })

  it('counts riders registered by India day', async () => {
    const a = countSeriesAnswer.parse(await call(C.userCount))
    expect(a.result).toEqual([
      { _id: id(3), count: 2 },
      { _id: id(4), count: 1 },
    ])
  })

  it('counts recharges by day with the amount paid', async () => {
    const a = amountSeriesAnswer.parse(await call(C.recharge))
    expect(a.result).toEqual([{ _id: id(5), count: 2, amountPaise: 149_800 }])
    expect([a.total, a.amountPaise]).toEqual([2, 149_800])
  })

  it("shows the franchise partner only their own franchise's figures", async () => {
    const drives = statusSeriesAnswer.parse(await call(C.testRideCounts, JANUARY, franchise))
    expect(drives.result).toEqual([
      { _id: id(10), items: [{ status: 'booked', count: 1 }], total: 1 },
      { _id: id(11), items: [{ status: 'completed', count: 1 }], total: 1 },
    ])
    const books = amountSeriesAnswer.parse(await call(C.preBookCounts, JANUARY, franchise))
    expect(books.result).toEqual([{ _id: id(15), count: 1, amountPaise: 50_000 }])
    // Riders are the customers of their bookings: rider 1 only.
    expect(countSeriesAnswer.parse(await call(C.userCount, JANUARY, franchise)).result).toEqual([{ _id: id(3), count: 1 }])
    expect(kmSeriesAnswer.parse(await call(C.rideKm, JANUARY, franchise)).km).toBe(19.75)
    expect(amountSeriesAnswer.parse(await call(C.recharge, JANUARY, franchise)).amountPaise).toBe(99_900)
    // Enquiries belong to no franchise.
    expect(statusSeriesAnswer.parse(await call(C.enquiryStats, JANUARY, franchise)).total).toBe(0)
  })

  it("refuses a start after the end with the spec's two messages", async () => {
    for (const path of [C.testRideCounts, C.rideKm, C.recharge]) {
      const r = await admin.post(`${A}${path}`, { startDate: day(2020, 2, 1), endDate: day(2020, 1, 31) })
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.startAfterEnd])
      expect(r.body.errors).toEqual([
        { path: 'startDate', message: M.startAfterEnd },
        { path: 'endDate', message: M.endBeforeStart },
      ])
    }
    // Two times of the same day are one day: not refused.
    await call(C.testRideCounts, { startDate: day(2020, 1, 1) + 80_000, endDate: day(2020, 1, 1) + 10 })
  })

  it('refuses dates that are not dates', async () => {
    for (const [body, message] of [
      [{ startDate: 'soon' }, M.startDate],
      [{ startDate: -5 }, M.startDate],
      [{ endDate: 1.5 }, M.endDate],
      [{ endDate: 1e15 }, M.endDate],
    ] as const) {
      const r = await admin.post(`${A}${C.userCount}`, body)
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])
    }
  })

  it('counts the default range when no dates are sent: the first of this month to the 28th of the next (India)', async () => {
    // The harness's clock: 1 June 2026, 15:30 in India.
    const a = countSeriesAnswer.parse(await call(C.userCount, {}))
    expect([a.from, a.to]).toEqual([day(2026, 6, 1), day(2026, 7, 29)])
    const only = countSeriesAnswer.parse(await call(C.userCount, { startDate: day(2020, 1, 1) }))
    expect([only.from, only.to]).toEqual([day(2020, 1, 1), day(2026, 7, 29)])
  })

  it('refuses a user without the Dashboard permission', async () => {
    for (const path of Object.values(C).filter((p) => p !== C.stats)) {
      const method = [C.cards, C.newCards, C.callData, C.crmMarketing, C.vehicles, C.enquiries, C.branches].includes(path as never)
        ? 'GET'
        : 'POST'
      const r = await technician.call(method, `${A}${path}`, method === 'POST' ? {} : undefined)
      expect([path, r.status, r.body.responseCode, r.body.message]).toEqual([path, 403, 111, MESSAGES.NO_PERMISSION])
    }
  })
})
