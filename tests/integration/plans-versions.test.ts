import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAN_MESSAGES as M, type PlanFormInput } from '../../shared/api/plans'
import { auditLog, plans, recharges, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin/plan'
const DAY_MS = 86_400_000

const form = (title: string, over: Partial<PlanFormInput> = {}): PlanFormInput => ({
  title,
  mileage: '900',
  days: '30',
  price: '1499',
  taxPercent: '18',
  discountPercent: '5',
  description: 'Test plan',
  active: true,
  ...over,
})

describe.each(testDatabases)('recharge plan versions on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let rider: string
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const details = async (id: string) =>
    (await post('/details', { recordId: id })).body.plan as Record<string, unknown> & { version: number }
  const update = async (id: string, body: PlanFormInput): Promise<Answer> =>
    admin.put(`${A}/update`, { ...body, recordId: id, version: (await details(id)).version })
  const add = async (body: unknown) => {
    const r = await post('/add', body)
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return r.body.recordId as string
  }
  const planRows = () => h.database.db.select().from(plans)
  /** A subscription of the plan that expires `days` after the harness's now (negative: already expired). */
  const recharge = async (planId: string, days: number) => {
    const now = h.clock.now().getTime()
    const [r] = await h.database.db
      .insert(recharges)
      .values({
        userId: rider,
        planId,
        rechargeKm: 900,
        remainingMileage: 900,
        planTotalPaise: 176_882,
        amountPaise: 176_882,
        expireAt: new Date(now + days * DAY_MS),
        createdAt: new Date(now - DAY_MS),
        updatedAt: new Date(now - DAY_MS),
      })
      .returning({ id: recharges.id })
    return r!.id
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const [u] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.userType, 'user')).limit(1)
    rider = u!.id
  })
  afterAll(() => h.close())

  it('makes a new version when a plan with an unexpired subscription changes what it sold; the old subscription keeps its plan', async () => {
    const id = await add(form('Test versioned'))
    const sub = await recharge(id, 10)
    // Title, description and the discount change in place.
    const renamed = await update(id, form('Test versioned plan', { description: 'Renamed', discountPercent: '10' }))
    expect([renamed.body.responseCode, renamed.body.recordId, renamed.body.newVersion]).toEqual([109, id, undefined])
    const auditsBefore = (await h.database.db.select().from(auditLog)).length
    let sent: Partial<PlanFormInput> = { description: 'Renamed', discountPercent: '10' }
    for (const [over, what] of [
      [{ price: '1599' }, 'price'],
      [{ taxPercent: '12' }, 'tax'],
      [{ mileage: '950' }, 'mileage'],
      [{ days: '31' }, 'days'],
    ] as const) {
      const current = (await planRows()).find((p) => p.title === 'Test versioned plan' && p.active)!
      sent = { ...sent, ...over }
      const r = await update(current.id, form('Test versioned plan', sent))
      expect([r.body.responseCode, r.body.message, r.body.newVersion, r.body.replacedPlanId], what).toEqual([
        109,
        M.newVersion,
        true,
        current.id,
      ])
      const made = r.body.recordId as string
      expect(made).not.toBe(current.id)
      expect(await details(current.id), what).toMatchObject({ active: false, version: current.version + 1 })
      expect(await details(made), what).toMatchObject({
        active: true,
        replacesPlanId: current.id,
        replacesTitle: 'Test versioned plan',
        version: 1,
      })
      // The next change is made on the new version; it too has a subscription, so it versions again.
      await recharge(made, 5)
    }
    const newest = (await planRows()).find((p) => p.title === 'Test versioned plan' && p.active)!
    expect(newest).toMatchObject({
      pricePaise: 159_900,
      taxPercent: '12.00',
      taxPaise: 19_188,
      totalPaise: 179_088,
      mileage: 950,
      days: 31,
    })
    // The first subscription still points at the first plan, whose sold terms are unchanged.
    const [kept] = await h.database.db.select().from(recharges).where(eq(recharges.id, sub))
    expect(kept).toMatchObject({ planId: id, planTotalPaise: 176_882, amountPaise: 176_882 })
    expect(await details(id)).toMatchObject({ pricePaise: 149_900, totalPaise: 176_882, mileage: 900, days: 30, active: false })
    // Each version: a create of the new plan and an update (retired) of the old, in the same transaction.
    expect((await h.database.db.select().from(auditLog)).length - auditsBefore).toBe(8)
    const made = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, newest.id), eq(auditLog.action, 'create')))
    expect(made).toHaveLength(1)
    // A retired version is not edited nor restored: its successor is.
    const old = await update(id, form('Test versioned plan', { price: '1' }))
    expect([old.body.responseCode, old.body.message]).toEqual([110, M.replaced])
    const del = await admin.call('DELETE', `${A}/delete`, { recordId: id })
    expect(del.body.message).toBe('Record Already Deleted')
    const restore = await post('/restore', { recordId: id, version: (await details(id)).version })
    expect([restore.body.responseCode, restore.body.message]).toEqual([110, M.replaced])
  })

  it('lets one of two updates of one version at once win: never two new versions', async () => {
    for (const withSubscription of [true, false]) {
      const id = await add(form(`Test race ${withSubscription}`))
      if (withSubscription) await recharge(id, 3)
      const version = (await details(id)).version
      const [a, b] = await Promise.all([
        admin.put(`${A}/update`, { ...form(`Test race ${withSubscription}`, { price: '2000' }), recordId: id, version }),
        admin.put(`${A}/update`, { ...form(`Test race ${withSubscription}`, { price: '2100' }), recordId: id, version }),
      ])
      const codes = [a.body.responseCode, b.body.responseCode].sort()
      expect(codes, JSON.stringify([a.body, b.body])).toEqual([109, 125])
      const versions = (await planRows()).filter((p) => p.replacesPlanId === id)
      expect(versions).toHaveLength(withSubscription ? 1 : 0)
      expect(await details(id)).toMatchObject({ version: 2, active: !withSubscription })
    }
  })
})
