import { z } from 'zod'
import { tableContract } from './contract'
import { USER_TYPES } from './auth'
import { usersTableQuery } from './users.query'

export * from './users.query'

/** The users table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
/** A row of POST /user/all and of the export (spec 000 section 2 columns, plus what the toolbar needs). Never the password hash. */
export const userListRow = z.object({
  _id: z.string(),
  vehicleNo: z.string().nullable(),
  vehicleType: z.string().nullable(),
  fname: z.string(),
  lname: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  mobileNo: z.string(),
  odometer: z.number().nullable(),
  passcode: z.string().nullable(),
  bluetoothId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  active: z.boolean(),
  passwordAttempt: z.number().int(),
  email: z.string().nullable(),
  status: z.string().nullable(),
  scuId: z.object({ _id: z.string(), title: z.string() }).nullable(),
})

export type UserListRow = z.infer<typeof userListRow>

export const usersTableContract = tableContract({
  list: '/user/all',
  export: '/user/export',
  row: userListRow,
  query: usersTableQuery,
})
