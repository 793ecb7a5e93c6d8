import type { Db } from '../client'
import { vehicleMakes, vehicleModels, vehicleTypes } from '../schema'
import { catalogueEntry } from './vehicle-catalogue'

/** How a customer's vehicle is set up; recharge history is hidden for 'Own EPK plus battery'. */
export const VEHICLE_TYPES = ['Own EPK plus battery', 'Own EPK', 'Subscription', 'Retrofit'] as const
export const OWN_BATTERY_TYPE = VEHICLE_TYPES[0]

/** Makes and the models customers ride (petrol scooters retrofitted with an electric kit, and native EVs). */
export const VEHICLE_MAKES: Record<string, readonly string[]> = {
  Honda: ['Activa 6G', 'Activa 125', 'Dio', 'Shine 100'],
  TVS: ['Jupiter', 'Scooty Pep Plus', 'XL100', 'iQube', 'NTorq 125'],
  Bajaj: ['Chetak', 'Platina 100', 'CT 110X', 'Pulsar 125'],
  Hero: ['Splendor Plus', 'HF Deluxe', 'Passion Pro', 'Pleasure Plus', 'Maestro Edge', 'Vida V1'],
  Suzuki: ['Access 125', 'Burgman Street', 'Avenis'],
  Yamaha: ['Fascino 125', 'Ray ZR 125', 'Saluto'],
  Ather: ['450X', '450S', 'Rizta'],
  Ola: ['S1 Pro', 'S1 Air', 'S1 X'],
}

/** Every make/model pair, in a fixed order (also indexed by the bulk generator). */
export const MAKE_MODEL_PAIRS: ReadonlyArray<readonly [string, string]> = Object.entries(VEHICLE_MAKES).flatMap(([make, models]) =>
  models.map((model) => [make, model] as const),
)

export async function seedVehicles(db: Db, now: Date): Promise<void> {
  await db.insert(vehicleTypes).values(VEHICLE_TYPES.map((name) => ({ name, createdAt: now })))
  const makes = await db
    .insert(vehicleMakes)
    .values(Object.keys(VEHICLE_MAKES).map((name) => ({ name, createdAt: now })))
    .returning({ id: vehicleMakes.id, name: vehicleMakes.name })
  const makeIds = new Map(makes.map((m) => [m.name, m.id]))
  await db.insert(vehicleModels).values(
    MAKE_MODEL_PAIRS.map(([make, name], i) => ({
      makeId: makeIds.get(make)!,
      name,
      ...catalogueEntry(make, name, i),
      createdAt: now,
      updatedAt: now,
    })),
  )
}
