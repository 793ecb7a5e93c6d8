import { and, asc, eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import { ORDER_MESSAGES as M, type OrderRequestFormInput } from '../../../shared/api/orderreq'
import { grant } from '../../../shared/permissions'
import { products, roles, serviceCentres, users } from '../../../server/db/schema'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './harness'

export const A = '/api/admin'
export const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** What the order request tests share: the harness, the agents, the centres, products and a valid form. */
export interface OrderWorld {
  h: Harness
  admin: Agent
  service: Agent
  franchise: Agent
  homeCentre: string
  otherCentre: string
  productIds: string[]
  inactiveProduct: string
  form: (over?: Partial<OrderRequestFormInput>) => OrderRequestFormInput
  post: (path: string, body: unknown, agent?: Agent) => Promise<Answer>
  /** Places an order (expecting 109) and answers its id. */
  add: (body: unknown, agent?: Agent) => Promise<string>
  /** The order's details (as the admin). */
  details: (id: string) => Promise<{ version: number; status: string; lines: { _id: string; quantity: number }[] }>
}

/**
 * Starts the harness with the demo Service role given the Orderreq buttons a centre uses, and approve too (so the
 * server's own refusal of central-store steps is what is tested); makes five products when the master data seeded
 * none (and one inactive), signs the accounts in and finds the centres (the demo service centre account's and another).
 */
export async function orderWorld(tdb: TestDatabase): Promise<OrderWorld> {
  const h = await startHarness(tdb)
  const db = h.database.db
  await db
    .update(roles)
    .set({ permission: grant({ Orderreq: ['query', 'add', 'view', 'approve', 'changeStatus', 'reject', 'logs', 'export', 'filter'] }) })
    .where(eq(roles.id, h.roleIds.get('Service')!))
  const existing = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.name))
  if (existing.length < 5) {
    await db.insert(products).values(
      ['Battery 60V', 'Brake pad set', 'Charger 5A', 'Mirror pair', 'Tyre 90/90'].map((name, i) => ({
        sku: `TEST-OR-${i}`,
        name,
        category: 'part' as const,
      })),
    )
  }
  const productIds = (
    await db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.name), asc(products.id))
  ).map((p) => p.id)
  const [inactive] = await db
    .insert(products)
    .values({ sku: 'TEST-OR-OFF', name: 'Old part', category: 'part', active: false })
    .returning({ id: products.id })
  const admin = await signIn(h, ACCOUNTS.superAdmin)
  const service = await signIn(h, ACCOUNTS.service)
  const franchise = await signIn(h, ACCOUNTS.franchise)
  const homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  const otherCentre = (
    await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(and(ne(serviceCentres.id, homeCentre), eq(serviceCentres.active, true)))
  )[0]!.id
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const form = (over: Partial<OrderRequestFormInput> = {}): OrderRequestFormInput => ({
    scuId: homeCentre,
    lines: [
      { productId: productIds[0]!, quantity: 4 },
      { productId: productIds[1]!, quantity: 2 },
    ],
    ...over,
  })
  const add = async (body: unknown, agent: Agent = admin) => {
    const r = await post('/orderreq/add', body, agent)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  const details = async (id: string) => {
    const r = await post('/orderreq/details', { recordId: id })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    return r.body.orderRequest as { version: number; status: string; lines: { _id: string; quantity: number }[] }
  }
  return { h, admin, service, franchise, homeCentre, otherCentre, productIds, inactiveProduct: inactive!.id, form, post, add, details }
}

/** A refusal: HTTP 400, 110 and the message. */
export const refused = (r: Answer, message: string) =>
  expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
