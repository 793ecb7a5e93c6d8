import { sql } from 'drizzle-orm'
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../columns'

/** The vehicle catalogue: the types of a customer's vehicle set-up, the makes and their models (the Vehicle Model screen). */

export const vehicleTypes = pgTable('vehicle_types', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
})

export const vehicleMakes = pgTable('vehicle_makes', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
})

/** A specification or feature line of a vehicle model: a heading and its value ("Range", "120 km"). */
export interface VehicleModelLine {
  heading: string
  value: string
}

/**
 * Vehicle models (spec 002 section 3; the Vehicle Model screen): the catalogue the users form's make and model pickers,
 * bookings and test drives read. Money is integer paise, the manufactured day its midnight in India. A deleted model
 * (active false) leaves the pickers; two active models never share a model number, nor a name under one make (case
 * aside): the partial unique indexes decide between two saves at once (114).
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: id(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The model line ("Activa"), optional. */
    model: varchar('model', { length: 100 }),
    modelNo: varchar('model_no', { length: 50 }).notNull(),
    company: varchar('company', { length: 200 }),
    price: bigint('price', { mode: 'number' }),
    kitPrice: bigint('kit_price', { mode: 'number' }),
    batteryPrice: bigint('battery_price', { mode: 'number' }),
    bookingFee: bigint('booking_fee', { mode: 'number' }),
    manufacturedDate: timestamp('manufactured_date', { withTimezone: true }),
    specifications: jsonb('specifications').$type<VehicleModelLine[]>().notNull().default([]),
    features: jsonb('features').$type<VehicleModelLine[]>().notNull().default([]),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    webLink: varchar('web_link', { length: 500 }),
    logo: varchar('logo', { length: 500 }),
    image: varchar('image', { length: 500 }),
    /** The document kinds this model's vehicles need (VEHICLE_DOCUMENTS). */
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicle_models_make_name_active_idx')
      .on(t.makeId, sql`lower(${t.name})`)
      .where(sql`${t.active}`),
    uniqueIndex('vehicle_models_model_no_active_idx')
      .on(sql`lower(${t.modelNo})`)
      .where(sql`${t.active}`),
    index('vehicle_models_created_idx').on(t.createdAt, t.id),
    index('vehicle_models_updated_idx').on(t.updatedAt, t.id),
    index('vehicle_models_name_idx').on(t.name, t.id),
  ],
)
