import { and, asc, eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import { grant } from '../../../shared/permissions'
import { auditLog, products, roles, serviceCentres, stockBalances, stockMovements, users } from '../../../server/db/schema'
import { postMovement } from '../../../server/lib/stock'
import { bookings } from '../../../server/modules/booking/schema'
import type { ProductCategory } from '../../../shared/api/inventory'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './harness'

export const A = '/api/admin'
export const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const BOOKED_ON = Math.floor(Date.parse('2026-05-20T18:30:00Z') / 1000)

/** What the kit fitting tests share: the harness, the agents, the scc's centre and another, and helpers. */
export interface KitWorld {
  h: Harness
  admin: Agent
  /** The scc of the home centre, given Booking with edit. */
  service: Agent
  /** The franchise partner, given Booking without edit. */
  franchise: Agent
  homeCentre: string
  otherCentre: string
  post: (path: string, body: unknown, agent?: Agent) => Promise<Answer>
  /** A new active product of the category, with `stock` units at the centre (home unless told), booked in the ledger. */
  product: (category: ProductCategory, stock: number, scuId?: string) => Promise<string>
  /** A new booking at the centre (home unless told; null: none), added through POST /booking/add. */
  booking: (scuId?: string | null, over?: Record<string, unknown>) => Promise<string>
  balance: (productId: string, scuId?: string) => Promise<number>
  /** The ledger rows referring to the booking. */
  issues: (recordId: string) => Promise<(typeof stockMovements.$inferSelect)[]>
  audits: (recordId: string) => Promise<{ changes: unknown; comment: string | null; actorId: string | null }[]>
  stored: (recordId: string) => Promise<typeof bookings.$inferSelect>
  fit: (body: Record<string, unknown>, agent?: Agent) => Promise<Answer>
}

export const refused = (r: Answer, message: string, code = 110) =>
  expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([code === 110 ? 400 : 409, code, message])

let serial = 0

export async function kitWorld(tdb: TestDatabase): Promise<KitWorld> {
  const h = await startHarness(tdb)
  const db = h.database.db
  await db
    .update(roles)
    .set({ permission: grant({ Booking: ['query', 'add', 'edit', 'view', 'logs'] }) })
    .where(eq(roles.id, h.roleIds.get('Service')!))
  await db
    .update(roles)
    .set({ permission: grant({ Booking: ['query', 'add', 'view', 'changeStatus', 'rtoSettlement'] }) })
    .where(eq(roles.id, h.roleIds.get('Franchise')!))
  const admin = await signIn(h, ACCOUNTS.superAdmin)
  const service = await signIn(h, ACCOUNTS.service)
  const franchise = await signIn(h, ACCOUNTS.franchise)
  const homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  const [other] = await db
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
    otherCentre: other!.id,
    post,
    async product(category, stock, scuId = homeCentre) {
      serial += 1
      const [p] = await db
        .insert(products)
        .values({ sku: `BKIT-${category}-${serial}-${Date.now() % 100_000}`, name: `Fit ${category} ${serial}`, category })
        .returning({ id: products.id })
      if (stock > 0)
        await db.transaction(async (tx) => {
          const r = await postMovement(tx, { scuId, productId: p!.id, kind: 'adjustment', quantity: stock, reason: 'Opening stock' })
          expect(r.ok).toBe(true)
        })
      return p!.id
    },
    async booking(scuId = homeCentre, over = {}) {
      serial += 1
      const r = await post('/booking/add', {
        customerMobileNo: `6${String(200_000_000 + serial * 7919).slice(-9)}`,
        customerFname: 'Kit',
        customerLname: 'Customer',
        kitNumber: `PRE-${serial}-${Math.floor(Math.random() * 1e6)}`,
        bookingDate: BOOKED_ON,
        status: 'confirmed',
        price: '85000',
        taxPercentage: '5',
        rtoStatus: 'not_applied',
        ...(scuId ? { scuId } : {}),
        ...over,
      })
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      return r.body.recordId as string
    },
    async balance(productId, scuId = homeCentre) {
      const [b] = await db
        .select({ onHand: stockBalances.onHand })
        .from(stockBalances)
        .where(and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId)))
      return b?.onHand ?? 0
    },
    issues: (recordId) =>
      db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.refType, 'booking'), eq(stockMovements.refId, recordId)))
        .orderBy(asc(stockMovements.seq)),
    audits: (recordId) =>
      db
        .select({ changes: auditLog.changes, comment: auditLog.comment, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.recordId, recordId), eq(auditLog.action, 'kitFitting'))),
    stored: async (recordId) => (await db.select().from(bookings).where(eq(bookings.id, recordId)))[0]!,
    fit: (body, agent = admin) => post('/booking/kit-fitting', body, agent),
  }
}

/** A fresh kit (or battery) number. */
export const number = (prefix: string) => `${prefix.toUpperCase()}-${++serial}-${Math.floor(Math.random() * 1e6)}`
