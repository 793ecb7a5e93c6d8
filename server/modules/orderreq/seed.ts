import { asc, eq } from 'drizzle-orm'
import { ORDER_STATUSES, orderRequestForm, type OrderRequestForm, type OrderStatus } from '../../../shared/api/orderreq'
import { products, serviceCentres, users } from '../../db/schema'
import { DAY_MS, type Rng } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { postMovement } from '../../lib/stock'
import { orderRequestLines, orderRequests, type StoredStep } from './schema'

export const DEMO_ORDERS = 36
/** How many of them are the demo service centre account's centre's (9000000004), so its list is not empty. */
export const HOME_CENTRE_ORDERS = 12

const NOTES = ['Urgent: workshop running low.', 'Monthly replenishment.', 'For the weekend service camp.', null, null]
const HOUR = 3_600_000

/** The steps an order at `status` went through (a withdrawn one from orderPlaced, sometimes after accepted). */
function pathTo(status: OrderStatus, rng: Rng): OrderStatus[] {
  if (status === 'withdrawn') return rng.chance(0.5) ? ['orderPlaced', 'withdrawn'] : ['orderPlaced', 'accepted', 'withdrawn']
  const happy: OrderStatus[] = ['orderPlaced', 'accepted', 'shipped', 'delivered', 'markAsRecieved']
  return happy.slice(0, happy.indexOf(status) + 1)
}

/** The form of a demo order (validated as the dialog's), or null when the form refuses it. */
export function demoOrderForm(rng: Rng, scuId: string, productIds: readonly string[]): OrderRequestForm | null {
  const picked = [...new Set(Array.from({ length: rng.int(1, 4) }, () => rng.pick(productIds)))]
  const parsed = orderRequestForm.safeParse({
    scuId,
    lines: picked.map((productId) => ({ productId, quantity: String(rng.int(1, 40)) })),
    notes: rng.pick(NOTES) ?? '',
  })
  return parsed.success ? parsed.data : null
}

/**
 * The demo order requests: 36 over the demo centres (12 at the demo service centre account's centre), every step
 * equally often, placed over the last 30 days with each later step a few hours to two days after the one before.
 * Received ones (some short by a unit) have their receipts booked through the stock ledger (postMovement), so the
 * centres' balances agree. Each is validated by orderRequestForm, as the dialog's. Reads the products the master data
 * seeded (order 60); without any, seeds nothing.
 */
export default defineSeed({
  order: 66,
  seed: 29,
  async run(db, { rng, now, accounts }) {
    const productIds = (
      await db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.name), asc(products.id))
    ).map((p) => p.id)
    const centres = await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(eq(serviceCentres.active, true))
      .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
    if (productIds.length === 0 || centres.length === 0) return
    const admin = accounts[0]!.id
    const scc = accounts.find((a) => a.userType === 'scc')?.id
    const [home] = scc ? await db.select({ scuId: users.scuId }).from(users).where(eq(users.id, scc)) : []

    await db.transaction(async (tx) => {
      for (let i = 0; i < DEMO_ORDERS; i++) {
        const atHome = !!home?.scuId && i < HOME_CENTRE_ORDERS
        const scuId = atHome ? home.scuId! : rng.pick(centres).id
        const form = demoOrderForm(rng, scuId, productIds)
        if (!form) continue
        const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!
        const placer = atHome ? scc! : admin
        let at = now.getTime() - rng.int(2, 30) * DAY_MS - rng.int(0, 86_399) * 1000
        const placedAt = new Date(at)
        const steps: StoredStep[] = pathTo(status, rng).map((step, k) => {
          if (k > 0) at = Math.min(now.getTime(), at + rng.int(2, 48) * HOUR)
          const centreSide = step === 'orderPlaced' || step === 'withdrawn' || step === 'markAsRecieved'
          return { step, at: new Date(at).toISOString(), by: centreSide ? placer : admin }
        })
        const [order] = await tx
          .insert(orderRequests)
          .values({
            scuId,
            requestedById: placer,
            status,
            notes: form.notes ?? null,
            steps,
            placedAt,
            createdAt: placedAt,
            updatedAt: new Date(at),
          })
          .returning({ id: orderRequests.id })
        const received = status === 'markAsRecieved'
        const short = received && rng.chance(0.4)
        const lines = form.lines.map((l, position) => {
          const got = received ? (short && position === 0 ? l.quantity - 1 : l.quantity) : null
          return {
            orderId: order!.id,
            position,
            productId: l.productId,
            quantity: l.quantity,
            received: got,
            shortfall: got === null ? null : l.quantity - got,
          }
        })
        await tx.insert(orderRequestLines).values(lines)
        for (const l of lines) {
          if (!l.received) continue
          await postMovement(tx, {
            scuId,
            productId: l.productId,
            kind: 'receipt',
            quantity: l.received,
            refType: 'orderRequest',
            refId: order!.id,
            actorId: placer,
            reason: 'demo order received',
          })
        }
      }
    })
  },
})
