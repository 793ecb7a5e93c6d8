import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  barChartAnswer,
  callDataAnswer,
  countSeriesAnswer,
  crmMarketingAnswer,
  DASHBOARD_CALLS as C,
  DASHBOARD_MESSAGES as M,
  pieChartAnswer,
} from '../../shared/api/dashboard'
import { LEAD_SOURCES } from '../../shared/api/crm.query'
import { MESSAGES } from '../../shared/response-codes'
import { testDatabases } from './support/databases'
import { day, enableScreen, insertDashboardSet, ist, type DashboardSet } from './support/dashboard'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const qs = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()
const at = (d: Date) => d.getTime() / 1000
const calls = (t: number, incomingCount: number, outgoingCount: number, missedCount: number) => ({
  at: t,
  incomingCount,
  outgoingCount,
  missedCount,
})

/**
 * The dashboards' charts over the known data set (support/dashboard.ts): booking counts by day, month and year, the
 * Call Status chart by hour to year, the Vehicle Status bar chart, the Retrofitment pie and the CRM Status chart.
 */
describe.each(testDatabases)('dashboard charts on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let support: Agent
  let set: DashboardSet

  beforeAll(async () => {
    h = await startHarness(tdb)
    await enableScreen(h, 'Franchise', 'Dashboard')
    await enableScreen(h, 'Support', 'BookingCenterDashboard')
    set = await insertDashboardSet(h)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    support = await signIn(h, ACCOUNTS.support)
  })
  afterAll(async () => h?.close())

  const get = async (path: string, q: Record<string, string | number>, agent = admin) => {
    const r = await agent.get(`${A}${path}?${qs(q)}`)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body
  }
  const post = async (path: string, q: Record<string, string | number>, body: unknown, agent = admin) => {
    const r = await agent.post(`${A}${path}?${qs(q)}`, body)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body
  }
  const TWO_YEARS = { startDate: day(2020, 1, 1), endDate: day(2021, 12, 31) }

  it('counts bookings by day, month and year with _id {day, month, year}', async () => {
    const byDay = countSeriesAnswer.parse(await get(C.stats, { ...TWO_YEARS, datetype: 'day' }))
    expect(byDay.result).toEqual([
      { _id: { day: 15, month: 1, year: 2020 }, count: 2 },
      { _id: { day: 3, month: 2, year: 2020 }, count: 1 },
      { _id: { day: 1, month: 3, year: 2021 }, count: 1 },
    ])
    const byMonth = countSeriesAnswer.parse(await get(C.stats, { ...TWO_YEARS, datetype: 'month' }))
    expect(byMonth.result).toEqual([
      { _id: { day: null, month: 1, year: 2020 }, count: 2 },
      { _id: { day: null, month: 2, year: 2020 }, count: 1 },
      { _id: { day: null, month: 3, year: 2021 }, count: 1 },
    ])
    const byYear = countSeriesAnswer.parse(await get(C.stats, { ...TWO_YEARS, datetype: 'year' }))
    expect(byYear.result).toEqual([
      { _id: { day: null, month: null, year: 2020 }, count: 3 },
      { _id: { day: null, month: null, year: 2021 }, count: 1 },
    ])
    expect(byYear.total).toBe(4)
    // The franchise partner: B1 and B3 only.
    const own = countSeriesAnswer.parse(await get(C.stats, { ...TWO_YEARS, datetype: 'year' }, franchise))
    expect(own.result).toEqual([{ _id: { day: null, month: null, year: 2020 }, count: 2 }])
    // BookingCenterDashboard alone is enough for the booking counts, not for the rest.
    expect(countSeriesAnswer.parse(await get(C.stats, { ...TWO_YEARS, datetype: 'year' }, support)).total).toBe(4)
    const refused = await support.get(`${A}${C.callData}?${qs(TWO_YEARS)}`)
    expect([refused.status, refused.body.responseCode, refused.body.message]).toEqual([403, 111, MESSAGES.NO_PERMISSION])
  })

  it('refuses a bad grouping and bad dates in the query', async () => {
    for (const [q, message] of [
      [{ datetype: 'week' }, M.datetype],
      [{ startDate: 'x' }, M.startDate],
      [{ startDate: day(2020, 3, 1), endDate: day(2020, 2, 1) }, M.startAfterEnd],
    ] as const) {
      const r = await admin.get(`${A}${C.stats}?${qs(q)}`)
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])
    }
    const r = await admin.get(`${A}${C.callData}?${qs({ graphType: 'Minute' })}`)
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.graphType])
  })

  it('counts the calls by hour (the default), day, week, month and year', async () => {
    const jan = { startDate: day(2020, 1, 12), endDate: day(2020, 1, 13) }
    const byHour = callDataAnswer.parse(await get(C.callData, jan))
    expect(byHour.result.graphType).toBe('Hour')
    expect(byHour.result.callTypeCount).toEqual([
      calls(at(ist(2020, 1, 12, 10)), 1, 1, 0),
      calls(at(ist(2020, 1, 12, 11)), 0, 0, 1),
      calls(at(ist(2020, 1, 13, 9)), 0, 0, 1),
    ])
    const range = { startDate: day(2020, 1, 1), endDate: day(2020, 2, 29) }
    const byDay = callDataAnswer.parse(await get(C.callData, { ...range, graphType: 'Day' }))
    expect(byDay.result.callTypeCount).toEqual([
      calls(day(2020, 1, 12), 1, 1, 1),
      calls(day(2020, 1, 13), 0, 0, 1),
      calls(day(2020, 2, 2), 1, 0, 0),
    ])
    // Weeks start on Monday: Sunday the 12th is in the week of the 6th.
    const byWeek = callDataAnswer.parse(await get(C.callData, { ...range, graphType: 'Week' }))
    expect(byWeek.result.callTypeCount).toEqual([
      calls(day(2020, 1, 6), 1, 1, 1),
      calls(day(2020, 1, 13), 0, 0, 1),
      calls(day(2020, 1, 27), 1, 0, 0),
    ])
    const byMonth = callDataAnswer.parse(await get(C.callData, { ...range, graphType: 'Month' }))
    expect(byMonth.result.callTypeCount).toEqual([calls(day(2020, 1, 1), 1, 1, 2), calls(day(2020, 2, 1), 1, 0, 0)])
    const byYear = callDataAnswer.parse(await get(C.callData, { ...range, graphType: 'Year' }))
    expect(byYear.result.callTypeCount).toEqual([calls(day(2020, 1, 1), 2, 1, 2)])
    expect(byYear.result.totals).toEqual({ incomingCount: 2, outgoingCount: 1, missedCount: 2 })
    // The franchise partner sees their own phone's calls only.
    const own = callDataAnswer.parse(await get(C.callData, { ...range, graphType: 'Year' }, franchise))
    expect(own.result.callTypeCount).toEqual([calls(day(2020, 1, 1), 1, 1, 0)])
  })

  it('draws the Vehicle Status chart for bookings, service and tickets, every status listed', async () => {
    const range = { startDate: day(2020, 1, 1), endDate: day(2020, 2, 29) }
    const counts = (a: { result: { status: string; count: number }[] }) =>
      Object.fromEntries(a.result.filter((s) => s.count > 0).map((s) => [s.status, s.count]))
    const books = barChartAnswer.parse(await post(C.barChart, { model: 'bookings' }, range))
    expect(books.result.map((s) => s.status)).toEqual(['booked', 'confirmed', 'delivered', 'completed', 'cancelled'])
    expect([counts(books), books.total]).toEqual([{ booked: 1, confirmed: 1, cancelled: 1 }, 3])
    expect(counts(barChartAnswer.parse(await post(C.barChart, { model: 'bookings' }, { ...range, scuId: set.other })))).toEqual({
      confirmed: 1,
    })
    expect(counts(barChartAnswer.parse(await post(C.barChart, { model: 'service' }, range)))).toEqual({
      requested: 1,
      inservice: 1,
      delivered: 1,
    })
    const tickets = barChartAnswer.parse(await post(C.barChart, { model: 'tickets' }, { ...range, scuId: set.home }))
    expect([counts(tickets), tickets.model]).toEqual([{ created: 1 }, 'tickets'])
    // The franchise partner: their bookings; tickets are the centres' work.
    expect(counts(barChartAnswer.parse(await post(C.barChart, { model: 'bookings' }, range, franchise)))).toEqual({
      booked: 1,
      cancelled: 1,
    })
    expect(barChartAnswer.parse(await post(C.barChart, { model: 'tickets' }, range, franchise)).total).toBe(0)
    const bad = await admin.post(`${A}${C.barChart}?model=cars`, range)
    expect([bad.status, bad.body.responseCode, bad.body.message]).toEqual([400, 110, M.model])
    const badCentre = await admin.post(`${A}${C.barChart}`, { scuId: 'nope' })
    expect([badCentre.status, badCentre.body.message]).toEqual([400, M.scuId])
  })

  it('draws the Retrofitment pie: waiting for kit, battery and painting, by branch', async () => {
    expect(pieChartAnswer.parse(await post(C.pieChart, TWO_YEARS, {})).result).toEqual({ kit: 2, battery: 3, painting: 1 })
    expect(pieChartAnswer.parse(await post(C.pieChart, TWO_YEARS, { branchId: set.homeBranch })).result).toEqual({
      kit: 1,
      battery: 1,
      painting: 1,
    })
    expect(pieChartAnswer.parse(await post(C.pieChart, TWO_YEARS, { branchId: set.otherBranch })).result).toEqual({
      kit: 0,
      battery: 1,
      painting: 0,
    })
    expect(pieChartAnswer.parse(await post(C.pieChart, TWO_YEARS, {}, franchise)).result).toEqual({ kit: 1, battery: 1, painting: 0 })
    const bad = await admin.post(`${A}${C.pieChart}?${qs({ startDate: day(2020, 2, 2), endDate: day(2020, 2, 1) })}`, {})
    expect([bad.status, bad.body.responseCode, bad.body.message]).toEqual([400, 110, M.startAfterEnd])
  })

  it('counts CRM leads by lead source, every source listed', async () => {
    const a = crmMarketingAnswer.parse(await get(C.crmMarketing, { startDate: day(2020, 1, 1), endDate: day(2020, 1, 31) }))
    expect(a.result.map((s) => s.source)).toEqual([...LEAD_SOURCES])
    expect(a.result.filter((s) => s.count > 0)).toEqual([
      { source: 'google', count: 2 },
      { source: 'website', count: 1 },
    ])
    expect(a.total).toBe(3)
    const own = crmMarketingAnswer.parse(await get(C.crmMarketing, { startDate: day(2020, 1, 1), endDate: day(2020, 1, 31) }, franchise))
    expect(own.total).toBe(0)
  })
})
