import { and, asc, eq, ne } from 'drizzle-orm'
import { grant } from '../../../shared/permissions'
import { products, roles, serviceCentres, stockBalances, stockMovements, users } from '../../../server/db/schema'
import { bookings } from '../../../server/modules/booking/schema'
import { serviceRequests } from '../../../server/modules/servicereq/schema'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './harness'

export const A = '/api/admin'
export const S = '/inventory/stocks'
export const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** What the SCU stock tests share: the harness, the agents, two centres and products of their own. */
export interface StockWorld {
  h: Harness
  admin: Agent
  service: Agent
  franchise: Agent
  homeCentre: string
  otherCentre: string
  thirdCentre: string
  post: (path: string, body: unknown, agent?: Agent) => Promise<Answer>
  /** Adds an active product (reorder level 5 unless told) and answers its id. */
  product: (sku: string, over?: Partial<typeof products.$inferInsert>) => Promise<string>
  balance: (scuId: string, productId: string) => Promise<number | undefined>
  ledger: (scuId: string, productId: string) => Promise<(typeof stockMovements.$inferSelect)[]>
  /** A demo service request or booking of the centre: an issue's reference (one the actor may read). */
  reference: (refType: 'serviceRequest' | 'booking', scuId: string) => Promise<string>
}

/**
 * Starts the harness with the demo Service role (the scc account 9000000004) given every ScuStocks button (no demo
 * role has the screen), signs in the super admin, the scc and the franchise partner (no ScuStocks: 403), and finds the
 * scc's centre and two others.
 */
export async function stockWorld(tdb: TestDatabase): Promise<StockWorld> {
  const h = await startHarness(tdb)
  const db = h.database.db
  await db
    .update(roles)
    .set({ permission: grant({ ScuStocks: ['query', 'edit', 'view', 'export', 'filter', 'logs'] }) })
    .where(eq(roles.id, h.roleIds.get('Service')!))
  const admin = await signIn(h, ACCOUNTS.superAdmin)
  const service = await signIn(h, ACCOUNTS.service)
  const franchise = await signIn(h, ACCOUNTS.franchise)
  const homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  const others = await db
    .select({ id: serviceCentres.id })
    .from(serviceCentres)
    .where(and(ne(serviceCentres.id, homeCentre), eq(serviceCentres.active, true)))
    .orderBy(asc(serviceCentres.title))
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  return {
    h,
    admin,
    service,
    franchise,
    homeCentre,
    otherCentre: others[0]!.id,
    thirdCentre: others[1]!.id,
    post,
    async product(sku, over = {}) {
      const [p] = await db
        .insert(products)
        .values({ sku, name: `Test ${sku}`, category: 'part', unit: 'piece', reorderLevel: 5, ...over })
        .returning({ id: products.id })
      return p!.id
    },
    async balance(scuId, productId) {
      const [b] = await db
        .select({ onHand: stockBalances.onHand })
        .from(stockBalances)
        .where(and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId)))
      return b?.onHand
    },
    ledger: (scuId, productId) =>
      db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.scuId, scuId), eq(stockMovements.productId, productId)))
        .orderBy(asc(stockMovements.seq)),
    async reference(refType, scuId) {
      const table = refType === 'serviceRequest' ? serviceRequests : bookings
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.scuId, scuId)).orderBy(asc(table.id)).limit(1)
      if (!row) throw new Error(`no demo ${refType} at centre ${scuId}`)
      return row.id
    },
  }
}
