import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  branchesAnswer,
  cardsAnswer,
  DASHBOARD_CALLS as C,
  DASHBOARD_MESSAGES as M,
  enquiriesAnswer,
  newCardsAnswer,
  serviceCentresAnswer,
  stationSearchAnswer,
  vehiclesAnswer,
} from '../../shared/api/dashboard'
import { testDatabases } from './support/databases'
import { enableScreen, insertDashboardSet, type DashboardSet } from './support/dashboard'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'

/**
 * The cards (all time: the demo data counts too, so each is checked as what the known data set added), the branch
 * filter's branches and the Service Stations map, for the super admin, the franchise partner (scp) and the service
 * desk (scc, whose centre is the data set's home centre).
 */
describe.each(testDatabases)('dashboard cards on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let service: Agent
  let set: DashboardSet
  const before = new Map<string, Record<string, unknown>>()

  const get = async (path: string, agent: Agent) => {
    const r = await agent.get(`${A}${path}`)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body
  }
  const who = () => ({ admin, franchise, service })
  /** The card figures of each caller. */
  const figures = async () => {
    const out = new Map<string, Record<string, unknown>>()
    for (const [name, agent] of Object.entries(who())) {
      out.set(`${name}.cards`, cardsAnswer.parse(await get(C.cards, agent)).result)
      out.set(`${name}.new`, newCardsAnswer.parse(await get(C.newCards, agent)).result)
      out.set(`${name}.vehicles`, vehiclesAnswer.parse(await get(C.vehicles, agent)).result)
      out.set(`${name}.enquiries`, enquiriesAnswer.parse(await get(C.enquiries, agent)).result)
    }
    return out
  }
  /** What the data set added to numeric figures. */
  const added = (after: Map<string, Record<string, unknown>>, key: string, fields: string[]) =>
    Object.fromEntries(fields.map((f) => [f, (after.get(key)![f] as number) - (before.get(key)![f] as number)]))

  beforeAll(async () => {
    h = await startHarness(tdb)
    await enableScreen(h, 'Franchise', 'Dashboard')
    await enableScreen(h, 'Service', 'Dashboard')
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    service = await signIn(h, ACCOUNTS.service)
    for (const [k, v] of await figures()) before.set(k, v)
    set = await insertDashboardSet(h)
  })
  afterAll(async () => h?.close())

  it("counts the older dashboard's cards within each caller's scope", async () => {
    const after = await figures()
    const fields = ['totalTestRides', 'totalPreBookings', 'totalPaymentPaise']
    expect(added(after, 'admin.cards', fields)).toEqual({ totalTestRides: 3, totalPreBookings: 4, totalPaymentPaise: 80_000 })
    expect(added(after, 'franchise.cards', fields)).toEqual({ totalTestRides: 2, totalPreBookings: 2, totalPaymentPaise: 60_000 })
    expect(added(after, 'service.cards', fields)).toEqual({ totalTestRides: 3, totalPreBookings: 2, totalPaymentPaise: 60_000 })
  })

  it("counts the new dashboard's Global Statistics and the plans' subscriptions", async () => {
    const after = await figures()
    const fields = ['totalUsers', 'plansRevenuePaise', 'totalRides', 'totalServiceStations']
    expect(added(after, 'admin.new', fields)).toEqual({ totalUsers: 3, plansRevenuePaise: 149_800, totalRides: 3, totalServiceStations: 1 })
    // The franchise partner's riders are the customers of their bookings (rider 1); they see every centre.
    expect(added(after, 'franchise.new', fields)).toEqual({
      totalUsers: 1,
      plansRevenuePaise: 99_900,
      totalRides: 2,
      totalServiceStations: 1,
    })
    // The service desk: the data set's riders belong to no centre; their own centre only.
    expect(added(after, 'service.new', fields)).toEqual({ totalUsers: 0, plansRevenuePaise: 0, totalRides: 0, totalServiceStations: 0 })
    expect(after.get('service.new')!.totalServiceStations).toBe(1)
    const plans = newCardsAnswer.parse({ result: after.get('admin.new') }).result.plans
    expect(plans.find((p) => p.planId === set.planId)).toEqual({
      planId: set.planId,
      title: expect.stringMatching(/^Dashboard plan/),
      count: 2,
      amountPaise: 149_800,
    })
    const own = newCardsAnswer.parse({ result: after.get('franchise.new') }).result.plans
    expect(own.find((p) => p.planId === set.planId)).toMatchObject({ count: 1, amountPaise: 99_900 })
  })

  it('counts the Vehicles and Enquires cards', async () => {
    const after = await figures()
    expect(added(after, 'admin.vehicles', ['models', 'registered'])).toEqual({ models: 0, registered: 2 })
    const retrofit = (key: string, m: Map<string, Record<string, unknown>>) =>
      vehiclesAnswer.parse({ result: m.get(key) }).result.byType.find((t) => t.vehicleType === 'Retrofit')?.count ?? 0
    expect(retrofit('admin.vehicles', after) - retrofit('admin.vehicles', before)).toBe(2)
    expect(added(after, 'franchise.vehicles', ['registered'])).toEqual({ registered: 1 })
    expect(added(after, 'admin.enquiries', ['total', 'open', 'closed'])).toEqual({ total: 3, open: 2, closed: 1 })
    // Enquiries belong to no franchise or centre.
    expect(after.get('franchise.enquiries')).toEqual({ total: 0, open: 0, closed: 0 })
    expect(after.get('service.enquiries')).toEqual({ total: 0, open: 0, closed: 0 })
  })

  it("lists branches by keyword, an scc user only their centre's", async () => {
    const all = branchesAnswer.parse(await get(`${C.branches}?keyword=dashboard%20branch`, admin)).result
    expect(all.map((b) => b._id).sort()).toEqual([set.homeBranch, set.otherBranch].sort())
    expect(all.find((b) => b._id === set.otherBranch)).toMatchObject({
      scuId: set.other,
      centreTitle: expect.stringMatching(/^Dashboard Centre/),
    })
    const own = branchesAnswer.parse(await get(`${C.branches}?keyword=dashboard%20branch`, service)).result
    expect(own.map((b) => b._id)).toEqual([set.homeBranch])
    // A keyword is taken literally: % matches only a % in a name.
    expect(branchesAnswer.parse(await get(`${C.branches}?keyword=%25`, admin)).result).toEqual([])
    const long = await admin.get(`${A}${C.branches}?keyword=${'x'.repeat(101)}`)
    expect([long.status, long.body.responseCode, long.body.message]).toEqual([400, 110, M.keyword])
  })

  it('pages the service stations and finds them by keyword, longitude first', async () => {
    const first = serviceCentresAnswer.parse((await admin.post(`${A}${C.serviceCentres}`, { page: 0, pageSize: 5 })).body)
    expect(first.rows.length).toBe(Math.min(5, first.filterRecords))
    expect(first.pages).toBe(Math.ceil(first.filterRecords / 5))
    const pages = []
    for (let page = 0; page < first.pages; page++) {
      pages.push(...serviceCentresAnswer.parse((await admin.post(`${A}${C.serviceCentres}`, { page, pageSize: 5 })).body).rows)
    }
    expect(pages.length).toBe(first.filterRecords)
    expect(new Set(pages.map((r) => r._id)).size).toBe(first.filterRecords)
    expect(pages.find((r) => r._id === set.other)).toEqual({
      _id: set.other,
      title: expect.stringMatching(/^Dashboard Centre/),
      address: '1 MG Road',
      city: 'Mysuru',
      location: { coordinates: [76.64, 12.3] },
    })
    const own = serviceCentresAnswer.parse((await service.post(`${A}${C.serviceCentres}`, {})).body)
    expect([own.filterRecords, own.pages, own.rows.map((r) => r._id)]).toEqual([1, 1, [set.home]])

    const found = stationSearchAnswer.parse((await admin.post(`${A}${C.searchServiceCentre}`, { keyword: 'dashboard centre' })).body).result
    expect(found.map((r) => r._id)).toEqual([set.other])
    expect(
      stationSearchAnswer.parse((await service.post(`${A}${C.searchServiceCentre}`, { keyword: 'dashboard centre' })).body).result,
    ).toEqual([])
    const bad = await admin.post(`${A}${C.serviceCentres}`, { pageSize: 7 })
    expect([bad.status, bad.body.responseCode, bad.body.message]).toEqual([400, 110, M.pageSize])
  })
})
