import { asc, eq } from 'drizzle-orm'
import { vehicleMakes, vehicleModels } from '../db/schema'
import type { Db } from '../db/client'

/** The most options a form's pick list answers: more than any real catalogue or network holds; a bound all the same. */
export const MAX_OPTIONS = 2000

/**
 * The vehicle models a form can pick, as `{ _id, name: 'Make Model' }` ordered by make, model and id (at most
 * MAX_OPTIONS): GET /booking/vehicle-models and GET /testdrive/vehicle-models answer them.
 */
export async function vehicleModelOptions(db: Db): Promise<{ _id: string; name: string }[]> {
  const rows = await db
    .select({ id: vehicleModels.id, make: vehicleMakes.name, model: vehicleModels.name })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name), asc(vehicleModels.id))
    .limit(MAX_OPTIONS)
  return rows.map((r) => ({ _id: r.id, name: `${r.make} ${r.model}` }))
}
