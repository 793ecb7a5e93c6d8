import { setupI18n } from '@lingui/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planRecordContract, planUpdateForm, type PlanDetails } from '../../shared/api/plans'
import { plans } from '../../server/db/schema'
import { payloadOf, planResolver, valuesOf } from '../../src/features/plans/form-values'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

/**
 * Issue 15's rule for the recharge plans (beside tests/integration/seed-forms.test.ts): every seeded plan, opened as
 * its edit dialog opens it (the details call), passes the dialog's check and the update schema, and its stored tax and
 * total are what the form computes from its price and tax percent (planMoney).
 */
describe.each(testDatabases)('the demo plans pass the plan form on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('every seeded plan, as the plan dialog holds it, passes the dialog’s check and the update schema', async () => {
    const rows = await h.database.db.select({ id: plans.id, title: plans.title }).from(plans)
    expect(rows.length).toBeGreaterThan(0)
    const resolver = planResolver(setupI18n({ locale: 'en', messages: { en: {} } }))
    const refused: string[] = []
    for (const { id, title } of rows) {
      const r = await admin.post(`/api/admin${planRecordContract.details!.path}`, { recordId: id })
      expect(r.body.responseCode, title).toBe(109)
      const details = r.body as unknown as { plan: PlanDetails }
      const values = valuesOf(details)
      const checked = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
      const problems = Object.entries(checked.errors).map(([k, e]) => `${k}: ${(e as { message?: string }).message}`)
      const update = planUpdateForm.safeParse({ ...payloadOf(values), recordId: id, version: details.plan.version })
      if (!update.success) problems.push(...update.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
      else if (update.data.taxPaise !== details.plan.taxPaise || update.data.totalPaise !== details.plan.totalPaise)
        problems.push(
          `stored tax/total ${details.plan.taxPaise}/${details.plan.totalPaise}, the form's ${update.data.taxPaise}/${update.data.totalPaise}`,
        )
      if (problems.length) refused.push(`plan ${title}: ${problems.join('; ')}`)
    }
    expect(refused).toEqual([])
  })
})
