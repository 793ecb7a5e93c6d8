import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PLAN_MESSAGES as M, type PlanFormInput } from '../../shared/api/plans'
import { auditLog, recharges } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { PLAN_API, planForm, planSuite } from './support/plans'

describe.each(testDatabases)('recharge plan versions on $name', (tdb) => {
  const t = planSuite(tdb)
  const { post, details, update, add, planRows, recharge } = t

  it('makes a new version when a plan with an unexpired subscription changes what it sold; the old subscription keeps its plan', async () => {
    const id = await add(planForm('Test versioned'))
    const sub = await recharge(id, 10)
    // Title, description and the discount change in place.
    const renamed = await update(id, planForm('Test versioned plan', { description: 'Renamed', discountPercent: '10' }))
    expect([renamed.body.responseCode, renamed.body.recordId, renamed.body.newVersion]).toEqual([109, id, undefined])
    const auditsBefore = (await t.h.database.db.select().from(auditLog)).length
    let sent: Partial<PlanFormInput> = { description: 'Renamed', discountPercent: '10' }
    for (const [over, what] of [
      [{ price: '1599' }, 'price'],
      [{ taxPercent: '12' }, 'tax'],
      [{ mileage: '950' }, 'mileage'],
      [{ days: '31' }, 'days'],
    ] as const) {
      const current = (await planRows()).find((p) => p.title === 'Test versioned plan' && p.active)!
      sent = { ...sent, ...over }
      const r = await update(current.id, planForm('Test versioned plan', sent))
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
    const [kept] = await t.h.database.db.select().from(recharges).where(eq(recharges.id, sub))
    expect(kept).toMatchObject({ planId: id, planTotalPaise: 176_882, amountPaise: 176_882 })
    expect(await details(id)).toMatchObject({ pricePaise: 149_900, totalPaise: 176_882, mileage: 900, days: 30, active: false })
    // Each version: a create of the new plan and an update (retired) of the old, in the same transaction.
    expect((await t.h.database.db.select().from(auditLog)).length - auditsBefore).toBe(8)
    const made = await t.h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, newest.id), eq(auditLog.action, 'create')))
    expect(made).toHaveLength(1)
    // A retired version is not edited nor restored: its successor is.
    const old = await update(id, planForm('Test versioned plan', { price: '1' }))
    expect([old.body.responseCode, old.body.message]).toEqual([110, M.replaced])
    const del = await t.admin.call('DELETE', `${PLAN_API}/delete`, { recordId: id })
    expect(del.body.message).toBe('Record Already Deleted')
    const restore = await post('/restore', { recordId: id, version: (await details(id)).version })
    expect([restore.body.responseCode, restore.body.message]).toEqual([110, M.replaced])
  })

  it('lets one of two updates of one version at once win: never two new versions', async () => {
    for (const withSubscription of [true, false]) {
      const id = await add(planForm(`Test race ${withSubscription}`))
      if (withSubscription) await recharge(id, 3)
      const version = (await details(id)).version
      const [a, b] = await Promise.all([
        t.admin.put(`${PLAN_API}/update`, { ...planForm(`Test race ${withSubscription}`, { price: '2000' }), recordId: id, version }),
        t.admin.put(`${PLAN_API}/update`, { ...planForm(`Test race ${withSubscription}`, { price: '2100' }), recordId: id, version }),
      ])
      const codes = [a.body.responseCode, b.body.responseCode].sort()
      expect(codes, JSON.stringify([a.body, b.body])).toEqual([109, 125])
      const versions = (await planRows()).filter((p) => p.replacesPlanId === id)
      expect(versions).toHaveLength(withSubscription ? 1 : 0)
      expect(await details(id)).toMatchObject({ version: 2, active: !withSubscription })
    }
  })
})
