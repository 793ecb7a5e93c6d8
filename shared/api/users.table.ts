import { z } from 'zod'
import { filters, tableContract } from './contract'
import { USER_TYPES } from './auth'

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

/**
 * The users table (spec 000 section 2): list and export, sort keys and the filter panel: user type ('all' as the spec's
 * table sends it), active, service centre and branch, and the generic status, type and creation dates.
 */
export const usersTableContract = tableContract({
  list: '/user/all',
  export: '/user/export',
  row: userListRow,
  sort: ['createdAt', 'updatedAt', 'fname', 'lname', 'mobileNo', 'userType', 'vehicleNo', 'odometer'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    userType: filters.oneOfOrAll(USER_TYPES, 'userType must be one of all, user, admin, scp, scc, worker'),
    scuId: filters.id('scuId must be a service centre id'),
    branchId: filters.id('branchId must be a branch id'),
  },
})
