import { z } from 'zod'
import { tableContract } from './contract'
import { VEHICLE_DOCUMENTS, vehicleModelTableQuery } from './vehicle-model.query'

export * from './vehicle-model.query'

/**
 * The vehicle model table's contract (spec 002 section 3, Vehicle model): money in integer paise (the form takes rupee
 * text), the manufactured day as the Unix seconds of its midnight in India, times in Unix seconds.
 */

/** A specification or feature line: a heading and its value. */
export const vehicleModelLine = z.object({ heading: z.string(), value: z.string() })
export type VehicleModelLine = z.infer<typeof vehicleModelLine>

export const vehicleModelRow = z.object({
  _id: z.string(),
  name: z.string(),
  make: z.object({ _id: z.string(), name: z.string() }),
  model: z.string().nullable(),
  modelNo: z.string(),
  company: z.string().nullable(),
  price: z.number().int().nullable(),
  kitPrice: z.number().int().nullable(),
  batteryPrice: z.number().int().nullable(),
  bookingFee: z.number().int().nullable(),
  manufacturedDate: z.number().int().nullable(),
  specifications: z.array(vehicleModelLine),
  features: z.array(vehicleModelLine),
  attachments: z.array(z.string()),
  webLink: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  documents: z.array(z.enum(VEHICLE_DOCUMENTS)),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type VehicleModelRow = z.infer<typeof vehicleModelRow>

export const vehicleModelTableContract = tableContract({
  list: '/vehicleModel/all',
  export: '/vehicleModel/export',
  row: vehicleModelRow,
  query: vehicleModelTableQuery,
})
