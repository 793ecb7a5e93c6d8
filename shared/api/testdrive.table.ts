import { z } from 'zod'
import { tableContract } from './contract'
import { TEST_DRIVE_STATUSES, testDriveTableQuery, type TestDriveStatus } from './testdrive.query'

export * from './testdrive.query'

/**
 * The test drives table's contract (issue 17, spec 002 sections 2–4, spec 001 section 2: Booked green, Completed
 * orange). Kept apart from the forms so a screen's address carries only this.
 */

/** The moves a drive's status may make; completed and cancelled are final. */
export const TEST_DRIVE_MOVES: Readonly<Record<TestDriveStatus, readonly TestDriveStatus[]>> = {
  booked: ['rescheduled', 'completed', 'cancelled', 'no_show'],
  rescheduled: ['rescheduled', 'completed', 'cancelled', 'no_show'],
  no_show: ['rescheduled', 'cancelled'],
  completed: [],
  cancelled: [],
}

const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/** A drive as the table, the export and the details call give it (dates in Unix seconds: days as midnight in India). */
export const testDriveRow = z.object({
  _id: z.string(),
  slotNo: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  bookingDate: z.number().int(),
  rescheduleDate: z.number().int().nullable(),
  remarks: z.string().nullable(),
  status: z.enum(TEST_DRIVE_STATUSES),
  branch: z.object({ _id: z.string(), name: z.string() }),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  customer: person.extend({ mobileNo: z.string() }),
  vehicleModel: z.string().nullable(),
  worker: person.nullable(),
  feedback: z.object({ rating: z.number().int(), text: z.string().nullable() }).nullable(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type TestDriveRow = z.infer<typeof testDriveRow>

export const testDriveTableContract = tableContract({
  list: '/testdrive/all',
  export: '/testdrive/export',
  row: testDriveRow,
  query: testDriveTableQuery,
})
