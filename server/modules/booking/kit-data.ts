import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { KitFitting } from '../../../shared/api/booking-kit'
import type { Db } from '../../db/client'
import { products, serviceCentres, users } from '../../db/schema'
import { unixSeconds } from '../../lib/unix-seconds'
import type { BookingRecord } from './booking-data'

const kitProduct = alias(products, 'kit_product')
const batteryProduct = alias(products, 'battery_product')

/** A booking's kit fitting as its details show it (when, by whom, at which centre, which products), or null. */
export async function kitFittingOf(db: Pick<Db, 'select'>, b: BookingRecord): Promise<KitFitting | null> {
  if (!b.kitFittedAt || !b.kitFittedScuId || !b.kitProductId) return null
  const [r] = await db
    .select({
      centre: serviceCentres.title,
      fname: users.fname,
      lname: users.lname,
      kitSku: kitProduct.sku,
      kitName: kitProduct.name,
      batterySku: batteryProduct.sku,
      batteryName: batteryProduct.name,
    })
    .from(serviceCentres)
    .innerJoin(kitProduct, eq(kitProduct.id, b.kitProductId))
    .leftJoin(batteryProduct, eq(batteryProduct.id, b.batteryProductId ?? kitProduct.id))
    .leftJoin(users, eq(users.id, b.kitFittedById ?? serviceCentres.id))
    .where(eq(serviceCentres.id, b.kitFittedScuId))
  if (!r) return null
  return {
    fittedAt: unixSeconds(b.kitFittedAt)!,
    fittedBy: b.kitFittedById && r.fname !== null ? { _id: b.kitFittedById, name: [r.fname, r.lname].filter(Boolean).join(' ') } : null,
    centre: { _id: b.kitFittedScuId, title: r.centre },
    kit: { _id: b.kitProductId, sku: r.kitSku, name: r.kitName },
    battery:
      b.batteryProductId && r.batterySku !== null && r.batteryName !== null
        ? { _id: b.batteryProductId, sku: r.batterySku, name: r.batteryName }
        : null,
  }
}
