import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES as M, type DiscountFormInput } from '../../shared/api/discount'
import { DAY_SECONDS, indiaMidnight } from '../../shared/india-day'
import { users } from '../../server/db/schema'
import { couponPort } from '../../server/lib/coupons'
import { couponRedemptions, couponUses } from '../../server/modules/discount/schema'
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

describe.each(testDatabases)('coupon redemption on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let today: number
  let rider: string
  let other: string
  const form = (code: string, over: Partial<DiscountFormInput> = {}): DiscountFormInput => ({
    code,
    title: 'Redeem test',
    couponType: 'general',
    percent: '20',
    minBill: '500',
    maxDiscount: '1000',
    startAt: today - DAY_SECONDS,
    endAt: today + 5 * DAY_SECONDS,
    attemptsPerUser: '1',
    eligibleUserIds: [],
    active: true,
    ...over,
  })
  const add = async (body: DiscountFormInput) => {
    const r = await admin.post(`${A}/add`, body)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return r.body.recordId as string
  }
  const use = (code: string, userId: string, billPaise = 100_000) => ({
    code,
    userId,
    billPaise,
    refType: 'subscription' as const,
    refId: crypto.randomUUID(),
  })
  const redemptions = (couponId: string) => h.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))
  const apply = (code: string, userId: string, billAmount = '1000') => admin.post(`${A}/apply`, { code, userId, billAmount })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = loose(await signIn(h, ACCOUNTS.superAdmin))
    today = indiaMidnight(Math.floor(h.clock.now().getTime() / 1000))
    const found = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(users.mobileNo)
      .limit(2)
    ;[rider, other] = found.map((u) => u.id) as [string, string]
  })
  afterAll(() => h.close())

  it('lets two transactions racing for the last attempt succeed exactly once', async () => {
    const id = await add(form('LASTONE', { attemptsPerUser: '2' }))
    const port = couponPort(h.app.db)
    // The first attempt is used: one left.
    expect(await h.app.transact(null, (tx) => port.redeem(tx, use('LASTONE', rider)))).not.toBeNull()
    const both = await Promise.all(
      [0, 1].map(() =>
        h.app.transact(null, async (tx) => {
          const q = await port.redeem(tx, use('lastone', rider))
          // Hold the transaction open a moment so the other one meets it (PostgreSQL); PGlite runs them one by one.
          await new Promise((resolve) => setTimeout(resolve, 50))
          return q
        }),
      ),
    )
    expect(both.filter((q) => q !== null)).toHaveLength(1)
    const [uses] = await h.database.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, id), eq(couponUses.userId, rider)))
    expect(uses?.used).toBe(2)
    expect(await redemptions(id)).toHaveLength(2)
    // Used up for this rider; another rider still has theirs.
    expect((await apply('LASTONE', rider)).body.message).toBe(M.invalidCoupon)
    expect((await apply('LASTONE', other)).body.responseCode).toBe(109)
  })

  it('lets many racing first uses of a one-attempt coupon win once', async () => {
    const id = await add(form('ONCEONLY'))
    const port = couponPort(h.app.db)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => h.app.transact(null, (tx) => port.redeem(tx, use('ONCEONLY', rider)))),
    )
    expect(results.filter((q) => q !== null)).toHaveLength(1)
    expect(await redemptions(id)).toHaveLength(1)
  })

  it('writes nothing when the caller rolls back, and nothing for a refused redemption', async () => {
    const id = await add(form('ROLLBACK'))
    const port = couponPort(h.app.db)
    await expect(
      h.app.transact(null, async (tx) => {
        expect(await port.redeem(tx, use('ROLLBACK', rider))).not.toBeNull()
        throw new Error('the subscription failed')
      }),
    ).rejects.toThrow('the subscription failed')
    expect(await redemptions(id)).toHaveLength(0)
    expect(await h.database.db.select().from(couponUses).where(eq(couponUses.couponId, id))).toHaveLength(0)
    // Under the minimum bill: refused, nothing written.
    expect(await h.app.transact(null, (tx) => port.redeem(tx, use('ROLLBACK', rider, 49_999)))).toBeNull()
    expect(await h.database.db.select().from(couponUses).where(eq(couponUses.couponId, id))).toHaveLength(0)
  })

  it("answers 'Invalid coupon' (110) for every way a coupon does not apply", async () => {
    await add(form('GOODONE', { attemptsPerUser: '1' }))
    await add(form('ONLYFOR', { couponType: 'eligible', eligibleUserIds: [rider] }))
    await add(form('LATER1', { startAt: today + 2 * DAY_SECONDS, endAt: today + 9 * DAY_SECONDS }))
    const ended = await add(form('ENDED1', { startAt: today - DAY_SECONDS, endAt: today }))
    await add(form('OFF1', { active: false }))
    await h.app.transact(null, (tx) => couponPort(h.app.db).redeem(tx, use('GOODONE', rider)))

    const invalid: [string, string, string][] = [
      ['NOSUCH', rider, '1000'], // unknown
      ['OFF1', rider, '1000'], // inactive
      ['LATER1', rider, '1000'], // not started
      ['ONLYFOR', other, '1000'], // not eligible
      ['ONLYFOR', rider, '499.99'], // under the minimum bill
      ['GOODONE', rider, '1000'], // attempts used
      ['GOODONE', '00000000-0000-4000-8000-000000000000', '1000'], // no such rider
    ]
    for (const [code, userId, bill] of invalid) {
      const r = await apply(code, userId, bill)
      expect(r.status, code).toBe(400)
      expect(r.body, code).toMatchObject({ responseCode: 110, message: M.invalidCoupon })
    }
    // The end day counts to its end: valid today; an update may move the end day into the past (a create may not).
    expect((await apply('ENDED1', rider)).body.responseCode).toBe(109)
    const version = (await admin.post(`${A}/details`, { recordId: ended })).body.coupon.version
    const moved = await admin.put(`${A}/update`, {
      ...form('ENDED1', { startAt: today - 3 * DAY_SECONDS, endAt: today - DAY_SECONDS }),
      recordId: ended,
      version,
    })
    expect(moved.body.responseCode, JSON.stringify(moved.body)).toBe(109)
    expect((await apply('ENDED1', rider)).body.message).toBe(M.invalidCoupon)
    // Eligible and over the minimum: applied.
    expect((await apply('onlyfor', rider, '500')).body).toMatchObject({
      responseCode: 109,
      message: M.applied,
      discount: 10000,
      billAfter: 40000,
    })
  })
})
