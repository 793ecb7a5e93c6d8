import { asc, eq } from 'drizzle-orm'
import { products, serviceCentres } from '../../db/schema'
import type { Tx } from '../../audit/transact'
import type { Rng } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { postMovement } from '../../lib/stock'

/** The reason of every demo opening balance. */
export const OPENING_STOCK = 'Opening stock'
/** Every how many rows one is left at or below its reorder level. */
export const LOW_EVERY = 4

/** A version 4 looking id from the step's generator (demo references: service requests and bookings). */
const refIdOf = (rng: Rng) => {
  const hex = rng.chars(32, '0123456789abcdef')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * The demo stock (issue 19): every active centre holds every active product (read from `products`, which master data
 * seeds at order 60; none, nothing), opened by an 'adjustment' with the reason 'Opening stock'; every LOW_EVERY-th row
 * is then issued down to its reorder level or below; a few other rows are issued from and some transferred between
 * centres. Every movement goes through postMovement, as the screen's do.
 */
export default defineSeed({
  order: 64,
  seed: 23,
  async run(db, { rng, accounts }) {
    const tx = db as unknown as Tx
    const centres = await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(eq(serviceCentres.active, true))
      .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
    const items = await db
      .select({ id: products.id, reorderLevel: products.reorderLevel })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sku), asc(products.id))
    if (centres.length === 0 || items.length === 0) return
    const actorId = accounts[0]?.id ?? null
    let n = 0
    for (const c of centres) {
      for (const p of items) {
        const opening = p.reorderLevel + rng.int(3, 40)
        await postMovement(tx, { scuId: c.id, productId: p.id, kind: 'adjustment', quantity: opening, reason: OPENING_STOCK, actorId })
        const low = n++ % LOW_EVERY === 0
        const issue = low ? opening - rng.int(0, p.reorderLevel) : rng.chance(0.3) ? rng.int(1, 3) : 0
        if (issue > 0) {
          const refType = rng.chance(0.7) ? 'serviceRequest' : 'booking'
          await postMovement(tx, { scuId: c.id, productId: p.id, kind: 'issue', quantity: -issue, refType, refId: refIdOf(rng), actorId })
        }
      }
    }
    if (centres.length < 2) return
    for (let i = 0; i < Math.min(6, items.length); i++) {
      const from = centres[i % centres.length]!
      const to = centres[(i + 1) % centres.length]!
      const productId = items[(i * 3 + 1) % items.length]!.id
      const refId = refIdOf(rng)
      const quantity = 1
      const common = { productId, refType: 'transfer' as const, refId, reason: 'Demo transfer', actorId }
      const out = await postMovement(tx, { ...common, scuId: from.id, kind: 'transferOut', quantity: -quantity })
      if (out.ok) await postMovement(tx, { ...common, scuId: to.id, kind: 'transferIn', quantity })
    }
  },
})
