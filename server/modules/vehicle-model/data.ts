import { and, asc, eq, sql } from 'drizzle-orm'
import { rupeesToPaise } from '../../../shared/api/booking-money'
import type { VehicleModelForm } from '../../../shared/api/vehicle-model'
import type { Tx } from '../../audit/transact'
import { vehicleMakes, vehicleModels } from '../../db/schema'
import { dateOfDay } from '../../lib/india-day'

/** What a stored vehicle model row is. */
export type VehicleModelRecord = typeof vehicleModels.$inferSelect

const paise = (rupees: string | undefined) => (rupees === undefined ? null : rupeesToPaise(rupees))

/** The columns the validated form writes (the make's id comes from makeIdFor, inside the transaction). */
export function formColumns(form: VehicleModelForm): Record<string, unknown> {
  return {
    name: form.name,
    model: form.model ?? null,
    modelNo: form.modelNo,
    company: form.company ?? null,
    price: paise(form.price),
    kitPrice: paise(form.kitPrice),
    batteryPrice: paise(form.batteryPrice),
    bookingFee: paise(form.bookingFee),
    manufacturedDate: dateOfDay(form.manufacturedDate),
    specifications: form.specifications,
    features: form.features,
    attachments: form.attachments,
    webLink: form.webLink ?? null,
    logo: form.logo ?? null,
    image: form.image ?? null,
    documents: form.documents,
    active: form.active,
  }
}

/** The make a form names (case aside), else the first of that exact name. */
const findMake = async (tx: Tx, name: string) =>
  (
    await tx
      .select({ id: vehicleMakes.id })
      .from(vehicleMakes)
      .where(sql`lower(${vehicleMakes.name}) = lower(${name})`)
      .orderBy(asc(vehicleMakes.createdAt), asc(vehicleMakes.id))
      .limit(1)
  )[0]?.id

/**
 * The id of the make a form names: the stored one (case aside), else created. Two saves naming a new make at once both
 * end with the one row: the insert does nothing on the name's conflict and the make is read again.
 */
export async function makeIdFor(tx: Tx, name: string, now: Date): Promise<string> {
  const found = await findMake(tx, name)
  if (found) return found
  const [made] = await tx
    .insert(vehicleMakes)
    .values({ name, createdAt: now })
    .onConflictDoNothing({ target: vehicleMakes.name })
    .returning({ id: vehicleMakes.id })
  if (made) return made.id
  const [again] = await tx.select({ id: vehicleMakes.id }).from(vehicleMakes).where(eq(vehicleMakes.name, name)).limit(1)
  return again!.id
}

/** Another active model with this model number, or this name under a make of this name (all case aside). */
export function sameModel(form: Pick<VehicleModelForm, 'modelNo' | 'name' | 'make' | 'active'>, except: string | null) {
  if (!form.active) return undefined
  const makeIds = sql`(SELECT ${vehicleMakes.id} FROM ${vehicleMakes} WHERE lower(${vehicleMakes.name}) = lower(${form.make}))`
  return and(
    eq(vehicleModels.active, true),
    sql`(lower(${vehicleModels.modelNo}) = lower(${form.modelNo}) OR (lower(${vehicleModels.name}) = lower(${form.name}) AND ${vehicleModels.makeId} IN ${makeIds}))`,
    except ? sql`${vehicleModels.id} <> ${except}` : undefined,
  )
}
