import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/api/subscription'
import { plans, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn } from './support/harness'
import { S, subWorld, UNKNOWN, type SubWorld } from './support/subscription'

/** The subscriptions' lookups (rider, plans, vehicles, price), bad input and permission refusal. */
describe.each(testDatabases)('subscription calls on $name', (tdb) => {
  let w: SubWorld
  let plan: string
  beforeAll(async () => {
    w = await subWorld(tdb)
    plan = await w.plan({ pricePaise: 100_000, taxPercent: '18', taxPaise: 18_000, discountPercent: '12.5', mileage: 800, days: 30 })
  })
  afterAll(() => w.h.close())

  it('finds the rider by mobile number or vehicle number, and quotes the price', async () => {
    const rider = await w.rider()
    const byMobile = await w.post('/rider', { query: `+91 ${rider.mobileNo}` })
    expect(byMobile.body.rider).toMatchObject({ _id: rider.id, vehicleNo: rider.vehicleNo })
    const byVehicle = await w.post('/rider', { query: rider.vehicleNo.toLowerCase() })
    expect((byVehicle.body.rider as { _id: string })._id).toBe(rider.id)
    expect((await w.post('/rider', { query: '9999999990' })).body.rider).toBeNull()
    const q = await w.post('/quote', { userId: rider.id, planId: plan })
    expect(q.body).toMatchObject({
      responseCode: 109,
      planTotal: 118_000,
      planDiscount: 14_750,
      couponDiscount: 0,
      amount: 103_250,
      coupon: null,
    })
    const plansAnswer = await w.admin.get(`${S}/plans`)
    expect((plansAnswer.body.result as { _id: string }[]).some((p) => p._id === plan)).toBe(true)
    await w.add({ userId: rider.id, planId: plan })
    const vehicles = await w.admin.get(`${S}/vehicles`)
    expect(vehicles.body.result as string[]).toContain(rider.vehicleNo)
  })

  it('answers bad input with 400, never 500, and refuses a role without the Subscription screen', async () => {
    const bad: [string, unknown][] = [
      ['/add', {}],
      ['/add', { userId: 'x', planId: plan }],
      ['/add', { userId: UNKNOWN, planId: plan, odometerAt: -1 }],
      ['/add', { userId: UNKNOWN, planId: plan, odometerAt: '12.34' }],
      ['/add', { userId: UNKNOWN, planId: plan, paymentRefId: 'a b' }],
      ['/add', { userId: UNKNOWN, planId: plan, couponCode: 'ab' }],
      ['/add', { userId: UNKNOWN, planId: plan, couponCode: 'x'.repeat(16) }],
      ['/all', { sortField: 'riderName' }],
      ['/all', { state: 'gone' }],
      ['/all', { vehicleNo: 'KA 01 <script>' }],
      ['/all', { planId: 'nope' }],
      ['/rider', { query: '' }],
      ['/rider', { query: '12345' }],
      ['/quote', { planId: 'x' }],
      ['/details', { recordId: 'x' }],
      ['/logs', {}],
    ]
    for (const [path, body] of bad) {
      const r = await w.post(path, body)
      expect([path, r.status, r.body.responseCode]).toEqual([path, 400, 110])
    }
    expect((await w.post('/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    const unknownRider = await w.post('/add', { userId: UNKNOWN, planId: plan })
    expect([unknownRider.body.responseCode, unknownRider.body.message]).toEqual([110, M.notRider])
    // An inactive rider is no rider: not found, not sold to.
    const gone = await w.rider()
    await w.h.database.db.update(users).set({ active: false }).where(eq(users.id, gone.id))
    expect((await w.post('/rider', { query: gone.mobileNo })).body.rider).toBeNull()
    const inactive = await w.post('/add', { userId: gone.id, planId: plan })
    expect([inactive.body.responseCode, inactive.body.message]).toEqual([110, M.notRider])
    const support = await signIn(w.h, ACCOUNTS.support)
    for (const [method, path] of [
      ['POST', '/all'],
      ['POST', '/add'],
      ['POST', '/details'],
      ['PUT', '/update'],
      ['GET', '/plan-options'],
      ['POST', '/quote'],
      ['POST', '/rider'],
      ['POST', '/logs'],
    ] as const) {
      const r = await support.call(method, `${S}${path}`, method === 'GET' ? undefined : {})
      expect([path, r.status]).toEqual([path, 403])
    }
    expect(await w.h.database.db.select().from(plans).where(eq(plans.id, plan))).toHaveLength(1)
  })
})
