import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/api/subscription'
import { DAY_MS } from '../../shared/api/subscription-pricing'
import { auditLog, recharges, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS } from './support/harness'
import { S, subWorld, UNKNOWN, type SubWorld } from './support/subscription'

const ndjson = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe.each(testDatabases)('subscriptions on $name', (tdb) => {
  let w: SubWorld
  let plan: string
  beforeAll(async () => {
    w = await subWorld(tdb)
    // ₹1,000 + 18 % tax = ₹1,180; 12.5 % off = ₹147.50 → ₹1,032.50.
    plan = await w.plan({ pricePaise: 100_000, taxPercent: '18', taxPaise: 18_000, discountPercent: '12.5', mileage: 800, days: 30 })
  })
  afterAll(() => w.h.close())

  it('lists the demo recharges with rider, plan, money in paise and the new columns; sorts and pages', async () => {
    const r = await w.post('/all', { page: 0, pageSize: 5, sortField: 'amount', sortOrder: 'false' })
    expect(r.body.responseCode).toBe(109)
    const rows = r.body.rows as Record<string, unknown>[]
    expect(rows).toHaveLength(5)
    expect(r.body.filterRecords as number).toBeGreaterThan(5)
    for (const row of rows) {
      expect(row).toMatchObject({ riderName: expect.any(String), planTitle: expect.any(String), amount: expect.any(Number) })
      expect(Number.isInteger(row.amount)).toBe(true)
      expect(row.vehicleNo).toEqual(expect.any(String))
    }
    const amounts = rows.map((x) => x.amount as number)
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
  })

  it('searches by rider name, mobile, vehicle number and payment reference; filters by plan, state, vehicle and dates', async () => {
    const rider = await w.rider()
    const id = await w.add({ userId: rider.id, planId: plan, paymentRefId: 'pay_SEARCH_ME_1', orderId: 'order_S1' })
    const find = async (q: Record<string, unknown>) => {
      const r = await w.post('/all', { page: 0, pageSize: 50, ...q })
      expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
      return (r.body.rows as { _id: string }[]).map((x) => x._id)
    }
    expect(await find({ keyword: rider.mobileNo })).toEqual([id])
    expect(await find({ keyword: (await w.details(id)).riderName as string })).toEqual([id])
    expect(await find({ keyword: rider.vehicleNo.toLowerCase() })).toEqual([id])
    expect(await find({ keyword: 'SEARCH_ME' })).toEqual([id])
    expect(await find({ planId: plan })).toContain(id)
    expect(await find({ planId: UNKNOWN })).toEqual([])
    expect(await find({ vehicleNo: rider.vehicleNo })).toEqual([id])
    expect(await find({ vehicleNo: rider.vehicleNo, state: 'active' })).toEqual([id])
    expect(await find({ vehicleNo: rider.vehicleNo, state: 'expired' })).toEqual([])
    const now = Math.floor(w.h.clock.now().getTime() / 1000)
    expect(await find({ vehicleNo: rider.vehicleNo, startDate: now - 60, endDate: now + 60 })).toEqual([id])
    expect(await find({ vehicleNo: rider.vehicleNo, startDate: now + 60 })).toEqual([])
    // Every expired row has its expiry behind the clock, every active one ahead.
    const expired = await w.post('/all', { page: 0, pageSize: 20, state: 'expired' })
    for (const row of expired.body.rows as { expireAt: number; state: string }[]) {
      expect(row.state).toBe('expired')
      expect(row.expireAt).toBeLessThanOrEqual(now)
    }
  })

  it('exports the filtered rows as NDJSON with the row columns, and audits the export', async () => {
    const rider = await w.rider()
    const id = await w.add({ userId: rider.id, planId: plan, paymentRefId: 'pay_EXPORT_1' })
    const res = await w.h.app.inject({
      method: 'POST',
      url: `${S}/export`,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `sid=${w.admin.cookie}` },
      payload: JSON.stringify({ vehicleNo: rider.vehicleNo }),
    })
    const lines = ndjson(res.body)
    expect(lines[0]!.columns).toEqual(
      expect.arrayContaining(['riderName', 'mobileNo', 'vehicleNo', 'amount', 'couponCode', 'paymentRefId']),
    )
    const rows = lines.filter((l) => '_id' in l)
    expect(rows).toEqual([expect.objectContaining({ _id: id, vehicleNo: rider.vehicleNo, amount: 103_250, paymentRefId: 'pay_EXPORT_1' })])
    expect(lines.at(-1)).toEqual({ done: true, rows: 1 })
    const audits = await w.h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'subscription'))
    expect(audits.some((a) => a.action === 'export')).toBe(true)
  })

  it('adds a subscription priced by the server (plan total, plan discount), ignoring the numbers a client sends', async () => {
    const rider = await w.rider()
    const id = await w.add({
      userId: rider.id,
      planId: plan,
      orderId: 'order_P1',
      paymentRefId: 'pay_PRICE_1',
      odometerAt: '1234.5',
      isVehicleRecharged: true,
      // Not fields of the form: never read.
      ...({ amount: 1, amountPaise: 1, planDiscount: 999_999 } as object),
    })
    const d = await w.details(id)
    expect(d).toMatchObject({
      _id: id,
      userId: rider.id,
      planId: plan,
      vehicleNo: rider.vehicleNo,
      mobileNo: rider.mobileNo,
      planTotal: 118_000,
      planDiscount: 14_750,
      couponDiscount: 0,
      amount: 103_250,
      rechargeKm: 800,
      remainingMileage: 800,
      odometerAt: 1234.5,
      odometer: 1234.5,
      isVehicleRecharged: true,
      orderId: 'order_P1',
      paymentRefId: 'pay_PRICE_1',
      couponCode: null,
      state: 'active',
      version: expect.any(Number),
    })
    const now = w.h.clock.now().getTime()
    expect(d.expireAt).toBe(Math.floor((now + 30 * DAY_MS) / 1000))
    expect(d.createdAt).toBe(Math.floor(now / 1000))
    const stored = await w.stored(id)
    expect(stored.createdBy).not.toBeNull()
    const [audit] = await w.h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audit).toMatchObject({ action: 'create', entity: 'subscription' })
    // The users screen's recharge tab reads the same record.
    const tab = await w.admin.post('/api/admin/subscription/user/all', { userId: rider.id })
    expect(tab.body.rows).toEqual([
      expect.objectContaining({
        _id: id,
        remainingMileage: 800,
        subscribedPlan: { title: expect.any(String), mileage: 800, paymentSplit: { total: 103_250 } },
        paymentRefId: 'pay_PRICE_1',
        expireAt: d.expireAt,
      }),
    ])
  })

  it('refuses a plan that is inactive or past its last day, an unknown plan, and a user who is not a rider', async () => {
    const rider = await w.rider()
    const retired = await w.plan({ active: false })
    const now = w.h.clock.now().getTime()
    const ended = await w.plan({ validTill: new Date(now - 2 * DAY_MS) })
    const lastDay = await w.plan({ validTill: new Date(now - 60_000) })
    for (const planId of [retired, ended, UNKNOWN]) {
      const r = await w.post('/add', { userId: rider.id, planId })
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.planNotOnSale])
    }
    expect((await w.post('/add', { userId: rider.id, planId: lastDay })).body.responseCode).toBe(109)
    const [admin] = await w.h.database.db.select().from(users).where(eq(users.mobileNo, ACCOUNTS.superAdmin))
    const staff = await w.post('/add', { userId: admin!.id, planId: plan })
    expect([staff.body.responseCode, staff.body.message]).toEqual([110, M.notRider])
    const options = (await w.admin.get(`${S}/plan-options`)).body.result as { _id: string }[]
    const ids = options.map((o) => o._id)
    expect(ids).toContain(plan)
    expect(ids).toContain(lastDay)
    expect(ids).not.toContain(retired)
    expect(ids).not.toContain(ended)
    expect(await w.h.database.db.select().from(recharges).where(eq(recharges.userId, rider.id))).toHaveLength(1)
  })

  it('carries the range left on the latest unexpired recharge of the vehicle over, and sets it to 0; not after expiry', async () => {
    const rider = await w.rider()
    const small = await w.plan({ mileage: 100, days: 10 })
    const first = await w.add({ userId: rider.id, planId: small, paymentRefId: 'pay_CARRY_1' })
    await w.h.database.db.update(recharges).set({ remainingMileage: 37.5 }).where(eq(recharges.id, first))
    const second = await w.add({ userId: rider.id, planId: plan, paymentRefId: 'pay_CARRY_2' })
    expect((await w.stored(second)).remainingMileage).toBe(837.5)
    expect((await w.stored(second)).rechargeKm).toBe(800)
    expect((await w.stored(first)).remainingMileage).toBe(0)
    const logs = (await w.post('/logs', { recordId: first })).body.logs as { activity: string }[]
    expect(logs.length).toBe(2)
    // An expired recharge keeps its range; the new one starts from the plan's km.
    await w.h.database.db
      .update(recharges)
      .set({ remainingMileage: 50, expireAt: new Date(w.h.clock.now().getTime() - 1000) })
      .where(eq(recharges.id, second))
    const third = await w.add({ userId: rider.id, planId: small, paymentRefId: 'pay_CARRY_3' })
    expect((await w.stored(third)).remainingMileage).toBe(100)
    expect((await w.stored(second)).remainingMileage).toBe(50)
  })

  it('edits the payment references and the vehicle recharged flag; the priced fields stay; 409 on a stale version', async () => {
    const rider = await w.rider()
    const id = await w.add({ userId: rider.id, planId: plan, paymentRefId: 'pay_EDIT_1', orderId: 'order_E1' })
    const before = await w.details(id)
    const r = await w.admin.put(`${S}/update`, {
      recordId: id,
      version: before.version,
      orderId: 'order_E2',
      paymentRefId: 'pay_EDIT_2',
      odometerAt: 99,
      isVehicleRecharged: true,
      ...({ amount: 1, planId: UNKNOWN } as object),
    })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const after = await w.details(id)
    expect(after).toMatchObject({
      orderId: 'order_E2',
      paymentRefId: 'pay_EDIT_2',
      odometerAt: 99,
      isVehicleRecharged: true,
      amount: before.amount,
      planId: plan,
      remainingMileage: before.remainingMileage,
    })
    expect(after.version).toBe((before.version as number) + 1)
    const stale = await w.admin.put(`${S}/update`, {
      recordId: id,
      version: before.version,
      orderId: 'order_E3',
      isVehicleRecharged: false,
    })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    const logs = (await w.post('/logs', { recordId: id })).body.logs as unknown[]
    expect(logs).toHaveLength(2)
    // Another subscription's payment reference is a duplicate (114) on update too.
    const other = await w.add({ userId: (await w.rider()).id, planId: plan, paymentRefId: 'pay_EDIT_OTHER' })
    const v = (await w.details(other)).version
    const dup = await w.admin.put(`${S}/update`, { recordId: other, version: v, paymentRefId: 'pay_EDIT_2', isVehicleRecharged: false })
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, M.duplicate])
  })

  it('records a payment once: a repeated paymentRefId is 114, also for two adds at once (exactly one is written)', async () => {
    const a = await w.rider()
    const b = await w.rider()
    await w.add({ userId: a.id, planId: plan, paymentRefId: 'pay_ONCE_1' })
    const again = await w.post('/add', { userId: b.id, planId: plan, paymentRefId: 'pay_ONCE_1' })
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([409, 114, M.duplicate])
    const both = await Promise.all([
      w.post('/add', { userId: a.id, planId: plan, paymentRefId: 'pay_RACE_1' }),
      w.post('/add', { userId: b.id, planId: plan, paymentRefId: 'pay_RACE_1' }),
    ])
    expect(both.map((r) => r.body.responseCode).sort()).toEqual([109, 114])
    const rows = await w.h.database.db.select().from(recharges).where(eq(recharges.paymentRefId, 'pay_RACE_1'))
    expect(rows).toHaveLength(1)
    // The loser's range carry-over was rolled back with it: rider b still has one recharge and its range.
    expect(await w.h.database.db.select().from(recharges).where(eq(recharges.userId, b.id))).toHaveLength(
      both[1]!.body.responseCode === 109 ? 1 : 0,
    )
  })

  it('answers the same add once for one Idempotency-Key', async () => {
    const rider = await w.rider()
    const key = `sub-${rider.id}`
    const [x, y] = await Promise.all([
      w.post('/add', { userId: rider.id, planId: plan }, { 'idempotency-key': key }),
      w.post('/add', { userId: rider.id, planId: plan }, { 'idempotency-key': key }),
    ])
    expect(x.body.responseCode).toBe(109)
    expect(y.body.recordId).toBe(x.body.recordId)
    expect(await w.h.database.db.select().from(recharges).where(eq(recharges.userId, rider.id))).toHaveLength(1)
  })
})
