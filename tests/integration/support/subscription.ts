import { eq } from 'drizzle-orm'
import type { SubscriptionFormInput } from '../../../shared/api/subscription'
import { plans, recharges, users } from '../../../server/db/schema'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, type Harness, signIn, startHarness } from './harness'

/** The subscriptions' test world: the app on a database, the super admin, plans and riders of its own. */
export const S = '/api/admin/subscription'
export const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let serial = 0
const unique = () => `${Date.now() % 100000}${++serial}`.slice(-6).padStart(6, '0')

export interface SubWorld {
  h: Harness
  admin: Agent
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>
  /** POST /subscription/add, expecting success: the new record's id. */
  add: (form: SubscriptionFormInput, headers?: Record<string, string>) => Promise<string>
  /** A plan in the shared table (money in paise, percents as text). */
  plan: (over?: Partial<typeof plans.$inferInsert>) => Promise<string>
  /** A new rider (a user of type user) with a vehicle: id, mobile and vehicle number. */
  rider: () => Promise<{ id: string; mobileNo: string; vehicleNo: string }>
  /** The stored recharge. */
  stored: (id: string) => Promise<typeof recharges.$inferSelect>
  details: (id: string) => Promise<Record<string, unknown>>
}

export async function subWorld(tdb: TestDatabase): Promise<SubWorld> {
  const h = await startHarness(tdb)
  const admin = await signIn(h, ACCOUNTS.superAdmin)
  const db = h.database.db
  const post = (path: string, body: unknown, headers?: Record<string, string>) => admin.post(`${S}${path}`, body, headers)
  return {
    h,
    admin,
    post,
    add: async (form, headers) => {
      const r = await post('/add', form, headers)
      if (r.body.responseCode !== 109) throw new Error(`add answered ${JSON.stringify(r.body)}`)
      return r.body.recordId as string
    },
    plan: async (over = {}) => {
      const price = over.pricePaise ?? 100_000
      const tax = over.taxPaise ?? 0
      const [p] = await db
        .insert(plans)
        .values({
          title: `Test plan ${unique()}`,
          mileage: 500,
          days: 30,
          pricePaise: price,
          taxPaise: tax,
          totalPaise: price + tax,
          ...over,
        })
        .returning({ id: plans.id })
      return p!.id
    },
    rider: async () => {
      const n = unique()
      const mobileNo = `77${n}${String(serial % 100).padStart(2, '0')}`.slice(0, 10)
      const vehicleNo = `TS${n}`
      const [u] = await db
        .insert(users)
        .values({ userType: 'user', fname: 'Rider', lname: `T${n}`, mobileNo, vehicleNo, status: 'approved' })
        .returning({ id: users.id })
      return { id: u!.id, mobileNo, vehicleNo }
    },
    stored: async (id) => (await db.select().from(recharges).where(eq(recharges.id, id)))[0]!,
    details: async (id) => {
      const r = await post('/details', { recordId: id })
      if (r.body.responseCode !== 109) throw new Error(`details answered ${JSON.stringify(r.body)}`)
      return r.body.subscription as Record<string, unknown>
    },
  }
}
