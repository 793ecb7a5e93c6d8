import { and, asc, eq } from 'drizzle-orm'
import { paiseToRupees } from '../../shared/api/booking-money'
import type { VehicleModelOption } from '../../shared/api/lookups'
import { vehicleMakes, vehicleModels } from '../db/schema'
import type { Db } from '../db/client'

/** The most options a form's pick list answers: more than any real catalogue or network holds; a bound all the same. */
export const MAX_OPTIONS = 2000

/** Whether a form may pick this vehicle model: it exists and is active (a deleted one has left the pick lists). */
export async function isPickableVehicleModel(db: Db, id: string): Promise<boolean> {
  const [m] = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.id, id), eq(vehicleModels.active, true)))
  return m !== undefined
}

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(Number(paise)))

/**
 * The vehicle models a form can pick (the active ones), as `{ _id, name: 'Make Model' }` with their kit price, battery
 * price and booking fee (rupee text), ordered by make, model and id (at most MAX_OPTIONS): GET /booking/vehicle-models
 * and GET /testdrive/vehicle-models answer them.
 */
export async function vehicleModelOptions(db: Db): Promise<VehicleModelOption[]> {
  const rows = await db
    .select({
      id: vehicleModels.id,
      make: vehicleMakes.name,
      model: vehicleModels.name,
      kitPrice: vehicleModels.kitPrice,
      batteryPrice: vehicleModels.batteryPrice,
      bookingFee: vehicleModels.bookingFee,
    })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .where(eq(vehicleModels.active, true))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name), asc(vehicleModels.id))
    .limit(MAX_OPTIONS)
  return rows.map((r) => ({
    _id: r.id,
    name: `${r.make} ${r.model}`,
    kitPrice: rupees(r.kitPrice),
    batteryPrice: rupees(r.batteryPrice),
    bookingFee: rupees(r.bookingFee),
  }))
}
