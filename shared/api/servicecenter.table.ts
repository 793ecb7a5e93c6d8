import { z } from 'zod'
import { tableContract } from './contract'
import { serviceCenterTableQuery } from './servicecenter.query'

export * from './servicecenter.query'

/**
 * The service centre table's contract (issue 18; spec 000 section 3, spec 002 sections 2–3): a centre's contact,
 * address and location (longitude then latitude), its branches summarised. Kept apart from the form so a screen's
 * address carries only this.
 */

/** A location as the spec gives it: coordinates, longitude then latitude. */
export const locationValue = z.object({ coordinates: z.tuple([z.number(), z.number()]) })
export type LocationValue = z.infer<typeof locationValue>

/** A centre as the table and the export give it (timestamps in Unix seconds). */
export const serviceCenterRow = z.object({
  _id: z.string(),
  title: z.string(),
  mobileNo: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pin: z.string().nullable(),
  /** Longitude then latitude; null when the centre has none. */
  location: locationValue.nullable(),
  /** The active branches, by name. */
  branchNames: z.array(z.string()),
  /** Active staff (scc users and workers) of the centre. */
  staff: z.number().int(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type ServiceCenterRow = z.infer<typeof serviceCenterRow>

export const serviceCenterTableContract = tableContract({
  list: '/servicecenter/all',
  export: '/servicecenter/export',
  row: serviceCenterRow,
  query: serviceCenterTableQuery,
})
