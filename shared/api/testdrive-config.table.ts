import { z } from 'zod'
import { tableContract } from './contract'
import { testDriveConfigTableQuery } from './testdrive-config.query'

export * from './testdrive-config.query'

/**
 * The test-drive slot configuration table's contract (issue 17, spec 002 sections 2–5): one configuration per branch,
 * its week of slots summarised. Kept apart from the form so a screen's address carries only this.
 */

/** The days of a configuration's week, Sunday first (spec 002: "Sunday to Saturday"). */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

export type WeekDay = (typeof WEEK_DAYS)[number]

/** A configuration as the table and the export give it (timestamps in Unix seconds). */
export const testDriveConfigRow = z.object({
  _id: z.string(),
  title: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  city: z.string().nullable(),
  state: z.string().nullable(),
  contactPersonName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  officeNo: z.string().nullable(),
  mobileNo: z.string().nullable(),
  /** Operational slots over the week and the places they offer a week. */
  slots: z.number().int(),
  places: z.number().int(),
  /** The week-off days. */
  holidays: z.array(z.enum(WEEK_DAYS)),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type TestDriveConfigRow = z.infer<typeof testDriveConfigRow>

export const testDriveConfigTableContract = tableContract({
  list: '/testdrive-config/all',
  export: '/testdrive-config/export',
  row: testDriveConfigRow,
  query: testDriveConfigTableQuery,
})
