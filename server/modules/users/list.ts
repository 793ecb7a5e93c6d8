import { eq, or, sql } from 'drizzle-orm'
import { type UserListRow, usersTableContract } from '../../../shared/api/users'
import { serviceCentres, users, userSearchText } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { userScope } from './scope'

/**
 * The users table (spec 000 sections 2 and 7, POST /user/all):
 * - keyword: found case-insensitively anywhere in "fname lname", the vehicle number or the e-mail (the
 *   trigram index users_search_trgm_idx); a keyword of digits (spaces, dashes, +91 allowed) also finds the
 *   mobile numbers that start with them (users_mobile_idx);
 * - filters: userType (all, user, admin, scp, scc, worker), active, scuId, branchId, and the generic
 *   status (approved, pending, rejected), type (= userType), startDate/endDate (created, Unix seconds);
 * - sort: createdAt (default, newest first), updatedAt, fname, lname, mobileNo, userType, vehicleNo, odometer;
 * - scope (SECURITY.md item 14): an scc user sees only the users of their own service centre, a worker
 *   only those of their own centre and branch; without a centre, nobody.
 */
export const usersList = defineList({
  contract: usersTableContract,
  entity: 'user',
  table: users,
  id: users.id,
  joins: [{ table: serviceCentres, on: eq(serviceCentres.id, users.scuId) }],
  select: {
    id: users.id,
    vehicleNo: users.vehicleNo,
    vehicleType: users.vehicleType,
    fname: users.fname,
    lname: users.lname,
    userType: users.userType,
    mobileNo: users.mobileNo,
    odometer: users.odometer,
    passcode: users.passcode,
    bluetoothId: users.bluetoothId,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
    active: users.active,
    passwordAttempt: users.passwordAttempt,
    email: users.email,
    status: users.status,
    scuId: users.scuId,
    scuTitle: sql<string | null>`${serviceCentres.title}`,
  },
  toRow: (r): UserListRow => ({
    _id: r.id,
    vehicleNo: r.vehicleNo,
    vehicleType: r.vehicleType,
    fname: r.fname,
    lname: r.lname,
    userType: r.userType,
    mobileNo: r.mobileNo,
    odometer: r.odometer,
    passcode: r.passcode,
    bluetoothId: r.bluetoothId,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
    active: r.active,
    passwordAttempt: r.passwordAttempt,
    email: r.email,
    status: r.status,
    scuId: r.scuId ? { _id: r.scuId, title: r.scuTitle ?? '' } : null,
  }),
  search: (keyword) => {
    const text = containsText(userSearchText(users), keyword)
    const digits = phoneDigits(keyword)
    return digits ? or(digitPrefix(users.mobileNo, digits), text)! : text
  },
  sort: {
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
    fname: users.fname,
    lname: users.lname,
    mobileNo: users.mobileNo,
    userType: users.userType,
    vehicleNo: users.vehicleNo,
    odometer: users.odometer,
  },
  generic: { active: users.active, status: users.status, type: users.userType, dates: users.createdAt },
  filters: {
    userType: (v) => (v === 'all' ? undefined : eq(users.userType, v)),
    scuId: (v) => eq(users.scuId, v),
    branchId: (v) => eq(users.branchId, v),
  },
  scope: userScope,
})
