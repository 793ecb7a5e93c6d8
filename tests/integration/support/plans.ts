import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { PlanFormInput } from '../../../shared/api/plans'
import { plans, recharges, users } from '../../../server/db/schema'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './harness'

export const PLAN_API = '/api/admin/plan'
export const DAY_MS = 86_400_000

/** A valid plan form: 900 km for 30 days at ₹1,499 + 18% tax, 5% off. */
export const planForm = (title: string, over: Partial<PlanFormInput> = {}): PlanFormInput => ({
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

/**
 * The recharge plan tests' harness (one per database): the super admin signed in, a demo rider, and the calls the
 * tests make. `h`, `admin` and `rider` are set once the suite starts.
 */
export function planSuite(tdb: TestDatabase) {
  const t = {
    h: undefined as unknown as Harness,
    admin: undefined as unknown as Agent,
    rider: '',
    post: (path: string, body: unknown) => t.admin.post(`${PLAN_API}${path}`, body),
    details: async (id: string) => (await t.post('/details', { recordId: id })).body.plan as Record<string, unknown> & { version: number },
    update: async (id: string, body: PlanFormInput): Promise<Answer> =>
      t.admin.put(`${PLAN_API}/update`, { ...body, recordId: id, version: (await t.details(id)).version }),
    add: async (body: unknown) => {
      const r = await t.post('/add', body)
      expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
      return r.body.recordId as string
    },
    planRows: () => t.h.database.db.select().from(plans),
    /** A subscription of the plan that expires `days` after the harness's now (negative: already expired). */
    recharge: async (planId: string, days: number) => {
      const now = t.h.clock.now().getTime()
      const [r] = await t.h.database.db
        .insert(recharges)
        .values({
          userId: t.rider,
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
    },
  }
  beforeAll(async () => {
    t.h = await startHarness(tdb)
    t.admin = await signIn(t.h, ACCOUNTS.superAdmin)
    const [u] = await t.h.database.db.select({ id: users.id }).from(users).where(eq(users.userType, 'user')).limit(1)
    t.rider = u!.id
  })
  afterAll(() => t.h.close())
  return t
}
