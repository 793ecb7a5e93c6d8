import { and, count, eq, ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { auditLog, products, roles, stockBalances, stockMovements, users } from '../../server/db/schema'
import { bookings } from '../../server/modules/booking/schema'
import { orderRequests } from '../../server/modules/orderreq/schema'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { tickets } from '../../server/modules/ticket/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** The demo Service role's buttons (server/db/seed/roles.ts) that these calls need. */
const SERVICE_BUTTONS = {
  ServiceCenter: ['query', 'edit', 'view', 'assign', 'changeStatus'],
  ScuStocks: ['query', 'view', 'edit'],
  Orderreq: ['query', 'view', 'add'],
  Ticket: ['query', 'edit', 'view', 'assign', 'changeStatus'],
} as const
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/**
 * A logger that keeps what is logged at error or fatal (the handler's 'Promise errored, but reply.sent = true was set'
 * of a refusal the handler went on after), set on every request and reply of the app under test.
 */
function keepErrors(log: FastifyBaseLogger, errors: string[]): FastifyBaseLogger {
  const kept = Object.create(log) as FastifyBaseLogger
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      const first = args[0] as { err?: Error } | string | undefined
      const err = typeof first === 'object' && first?.err ? `: ${first.err.message}` : ''
      errors.push(`${level} ${args.find((a) => typeof a === 'string') ?? ''}${err}`)
    }
  kept.error = record('error') as FastifyBaseLogger['error']
  kept.fatal = record('fatal') as FastifyBaseLogger['fatal']
  kept.child = () => kept
  return kept
}

const notFound = (r: Answer) =>
  expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([404, 123, 'Record not found'])

/**
 * Issue 34 defects 1 and 2: a refusal changes nothing. The service centre user (scc) moves stock at another centre,
 * issues stock for another centre's service request or booking, and moves another centre's ticket, service request and
 * order: each answers 404/123, and no stock, row or audit entry changes, and the app logs no error behind the answer.
 */
describe.each(oneDatabase)('a refusal changes nothing on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let home: string
  let other: string
  let productId: string
  const errors: string[] = []
  const db = () => h.database.db
  const onHand = async (scuId: string) =>
    (
      await db()
        .select({ n: stockBalances.onHand })
        .from(stockBalances)
        .where(and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId)))
    )[0]?.n
  const audits = async () => Number((await db().select({ n: count() }).from(auditLog))[0]!.n)
  const movements = async () => Number((await db().select({ n: count() }).from(stockMovements))[0]!.n)
  /** Runs `call`, and answers what changed meanwhile: the home and other centres' on-hand, movements, audit rows. */
  async function unchanged(call: () => Promise<Answer>): Promise<Answer> {
    const before = [await onHand(home), await onHand(other), await movements(), await audits()]
    errors.length = 0
    const r = await call()
    expect([await onHand(home), await onHand(other), await movements(), await audits()]).toEqual(before)
    expect(errors).toEqual([])
    return r
  }

  beforeAll(async () => {
    h = await startHarness(tdb, {
      beforeReady: (app) => {
        app.addHook('onRequest', async (request, reply) => {
          const kept = keepErrors(request.log, errors)
          request.log = kept
          reply.log = kept
        })
      },
    })
    // The Service role may also read bookings, so a booking's refusal is for its scope, not a missing permission.
    await db()
      .update(roles)
      .set({ permission: grant({ ...SERVICE_BUTTONS, Booking: ['query', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    home = (await db().select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
    const [p] = await db()
      .insert(products)
      .values({ sku: 'TST-REFUSE', name: 'Test refusal part', category: 'part', unit: 'piece', reorderLevel: 1 })
      .returning({ id: products.id })
    productId = p!.id
    const [t] = await db().select({ scuId: tickets.scuId }).from(tickets).where(ne(tickets.scuId, home)).limit(1)
    other = t!.scuId
    for (const scuId of [home, other]) {
      const r = await admin.post(`${A}/inventory/stocks/adjust`, { scuId, productId, quantity: 30, reason: 'Opening' })
      expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    }
  })
  afterAll(() => h?.close())

  it("refuses adjusting and issuing another centre's stock (123) and changes nothing", async () => {
    notFound(await unchanged(() => service.post(`${A}/inventory/stocks/adjust`, { scuId: other, productId, quantity: 7, reason: 'x' })))
    const [sr] = await db().select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.scuId, other)).limit(1)
    const issue = { scuId: other, productId, quantity: 2, refType: 'serviceRequest', refId: sr!.id }
    notFound(await unchanged(() => service.post(`${A}/inventory/stocks/issue`, issue)))
    expect(await onHand(other)).toBe(30)
  })

  it("refuses issuing for another centre's service request or booking, or an unknown one (123), and changes nothing", async () => {
    const [sr] = await db().select({ id: serviceRequests.id }).from(serviceRequests).where(ne(serviceRequests.scuId, home)).limit(1)
    const [bk] = await db().select({ id: bookings.id }).from(bookings).where(ne(bookings.scuId, home)).limit(1)
    for (const [refType, refId] of [
      ['serviceRequest', sr!.id],
      ['booking', bk!.id],
      ['serviceRequest', UNKNOWN],
      ['booking', UNKNOWN],
    ] as const) {
      const issue = { scuId: home, productId, quantity: 1, refType, refId }
      notFound(await unchanged(() => service.post(`${A}/inventory/stocks/issue`, issue)))
    }
    // The centre's own request takes the issue.
    const [own] = await db().select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.scuId, home)).limit(1)
    const r = await service.post(`${A}/inventory/stocks/issue`, {
      scuId: home,
      productId,
      quantity: 1,
      refType: 'serviceRequest',
      refId: own!.id,
    })
    expect([r.body.responseCode, r.body.onHand]).toEqual([109, 29])
  })

  it("refuses moving another centre's ticket, service request or order (123): no error logged, no row changed", async () => {
    const [t] = await db().select().from(tickets).where(ne(tickets.scuId, home)).limit(1)
    const [sr] = await db().select().from(serviceRequests).where(ne(serviceRequests.scuId, home)).limit(1)
    const [o] = await db().select().from(orderRequests).where(ne(orderRequests.scuId, home)).limit(1)
    const [worker] = await db().select({ id: users.id }).from(users).where(eq(users.userType, 'worker')).limit(1)
    for (const id of [t!.id, UNKNOWN]) {
      notFound(await unchanged(() => service.post(`${A}/ticket/status`, { recordId: id, stage: 'inprogress' })))
      notFound(await unchanged(() => service.post(`${A}/ticket/assign`, { recordId: id, assigneeId: worker!.id })))
      notFound(await unchanged(() => service.post(`${A}/ticket/assignees`, { recordId: id })))
      notFound(await unchanged(() => service.post(`${A}/ticket/comment`, { recordId: id, text: 'Behind a refusal' })))
    }
    for (const id of [sr!.id, UNKNOWN]) {
      notFound(await unchanged(() => service.post(`${A}/servicereq/status`, { recordId: id, status: 'confirmed' })))
      notFound(await unchanged(() => service.post(`${A}/servicereq/assign`, { recordId: id, technicianId: worker!.id })))
    }
    for (const id of [o!.id, UNKNOWN]) {
      notFound(await unchanged(() => service.post(`${A}/orderreq/status`, { recordId: id, status: 'withdrawn', version: o!.version })))
      const lines = [{ lineId: UNKNOWN, received: 1 }]
      notFound(await unchanged(() => service.post(`${A}/orderreq/receive`, { recordId: id, version: o!.version, lines })))
    }
    expect((await db().select().from(tickets).where(eq(tickets.id, t!.id)))[0]).toEqual(t)
    expect((await db().select().from(serviceRequests).where(eq(serviceRequests.id, sr!.id)))[0]).toEqual(sr)
    expect((await db().select().from(orderRequests).where(eq(orderRequests.id, o!.id)))[0]).toEqual(o)
  })
})
