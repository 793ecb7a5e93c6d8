import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import {
  type VehicleDocument,
  type VehicleModelLine,
  type VehicleModelRow,
  vehicleModelTableContract,
} from '../../../shared/api/vehicle-model.table'
import type { Db } from '../../db/client'
import { vehicleMakes, vehicleModels as v } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'

const joins = [{ table: vehicleMakes, on: eq(vehicleMakes.id, v.makeId) }]

/** The columns of a model row as the table, the export and the details call give them. */
/** A specification or feature line in the contract's shape and key order (jsonb keeps its keys in its own order). */
const lineOf = (l: VehicleModelLine): VehicleModelLine => ({ heading: l.heading, value: l.value })

export const vehicleModelSelect = {
  id: v.id,
  name: v.name,
  makeId: v.makeId,
  makeName: sql<string | null>`${vehicleMakes.name}`,
  model: v.model,
  modelNo: v.modelNo,
  company: v.company,
  price: v.price,
  kitPrice: v.kitPrice,
  batteryPrice: v.batteryPrice,
  bookingFee: v.bookingFee,
  manufacturedDate: v.manufacturedDate,
  specifications: v.specifications,
  features: v.features,
  attachments: v.attachments,
  webLink: v.webLink,
  logo: v.logo,
  image: v.image,
  documents: v.documents,
  active: v.active,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
}

type Selected = SelectResultFields<typeof vehicleModelSelect>

const paise = (v: number | null) => (v === null ? null : Number(v))

/** A selected row → the row the client gets (money in paise, days and times in Unix seconds). */
export function vehicleModelRowOf(r: Selected): VehicleModelRow {
  return {
    _id: r.id,
    name: r.name,
    make: { _id: r.makeId, name: r.makeName ?? '' },
    model: r.model,
    modelNo: r.modelNo,
    company: r.company,
    price: paise(r.price),
    kitPrice: paise(r.kitPrice),
    batteryPrice: paise(r.batteryPrice),
    bookingFee: paise(r.bookingFee),
    manufacturedDate: unixSeconds(r.manufacturedDate),
    specifications: r.specifications.map(lineOf),
    features: r.features.map(lineOf),
    attachments: r.attachments,
    webLink: r.webLink,
    logo: r.logo,
    image: r.image,
    documents: r.documents as VehicleDocument[],
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One model as a list row (the details call's row), or null. */
export async function vehicleModelRowById(db: Db, id: string): Promise<VehicleModelRow | null> {
  const [row] = await db.select(vehicleModelSelect).from(v).leftJoin(vehicleMakes, joins[0]!.on).where(eq(v.id, id)).limit(1)
  return row ? vehicleModelRowOf(row as Selected) : null
}

/**
 * The vehicle models table (POST /vehicleModel/all) and its export (POST /vehicleModel/export):
 * - keyword: the name, the model number or the company contains it;
 * - filters: active, makeId;
 * - sort: updatedAt (default, newest first), createdAt, name, modelNo, manufacturedDate.
 */
export const vehicleModelList = defineList({
  contract: vehicleModelTableContract,
  entity: 'vehicleModel',
  table: v,
  id: v.id,
  joins,
  select: vehicleModelSelect,
  toRow: vehicleModelRowOf,
  search: (keyword) =>
    or(
      containsText(sql`${v.name}`, keyword),
      containsText(sql`${v.modelNo}`, keyword),
      containsText(sql`coalesce(${v.company}, '')`, keyword),
    )!,
  sort: {
    updatedAt: v.updatedAt,
    createdAt: v.createdAt,
    name: v.name,
    modelNo: v.modelNo,
    manufacturedDate: v.manufacturedDate,
  },
  generic: { active: v.active },
  filters: { makeId: (id) => eq(v.makeId, id) },
})
