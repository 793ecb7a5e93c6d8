import type { UserForm } from '../../../shared/api/users'
import { hashPassword } from '../../auth/passwords'
import type { users } from '../../db/schema'

/** What the user record calls share: the stored row and the columns a form writes. */
export type UserRow = typeof users.$inferSelect
export type UserColumns = Partial<typeof users.$inferInsert>

/** The columns a validated form writes. Fields a type does not have were dropped by its schema. */
export function columnsOf(form: UserForm): UserColumns {
  const c: UserColumns = {
    userType: form.userType,
    fname: form.fname,
    lname: form.lname,
    mobileNo: form.mobileNo,
    email: form.email ?? null,
    dob: form.dob !== undefined ? new Date(form.dob * 1000) : null,
    gender: form.gender ?? null,
    fragmentedAddress: form.fragmentedAddress ?? null,
    city: form.city ?? null,
    state: form.state ?? null,
    country: form.country ?? null,
    pin: form.pin ?? null,
    landmark: form.landmark ?? null,
    status: form.status ?? null,
    profileImage: form.profileImage ?? null,
    licence: form.licence ?? null,
    insurance: form.insurance ?? null,
    rc: form.rc ?? null,
    ...(form.active !== undefined ? { active: form.active } : {}),
  }
  switch (form.userType) {
    case 'user': {
      const v = form.vehicleDetails
      const b = form.batteryDetails
      return {
        ...c,
        roleId: null,
        scuId: null,
        branchId: null,
        departments: null,
        passcode: v.passcode,
        odometer: v.odometer,
        bluetoothId: v.bluetoothId,
        vehicleNo: v.vehicleNo,
        vehicleType: v.vehicleType,
        vehicleMake: v.vehicleMake,
        vehicleModel: v.vehicleModel,
        batteryDetails: b ? Object.fromEntries(Object.entries(b).filter(([, x]) => x !== undefined)) : null,
      }
    }
    case 'admin':
      return { ...c, roleId: form.permission, scuId: null, branchId: null, departments: null }
    case 'scp':
      return { ...c, roleId: null, scuId: null, branchId: null, departments: null }
    case 'scc':
      return { ...c, ...(form.permission ? { roleId: form.permission } : {}), scuId: form.scuId, branchId: null, departments: null }
    case 'worker':
      return { ...c, roleId: form.permission, scuId: form.scuId, branchId: form.branchId ?? null, departments: form.departments ?? [] }
  }
}

/** Full years between a birth date and now. */
export function ageOf(dob: Date | null, now: Date): number | null {
  if (!dob) return null
  let age = now.getUTCFullYear() - dob.getUTCFullYear()
  const m = now.getUTCMonth() - dob.getUTCMonth()
  if (m < 0 || (m === 0 && now.getUTCDate() < dob.getUTCDate())) age--
  return Math.max(0, age)
}

/** The password a staff form gives (customers have none; blank means "keep the current one"). */
export const passwordOf = (form: UserForm): string | undefined => ('password' in form ? form.password : undefined)

/**
 * The password's columns when the form gives one: its hash (slow: computed before the write's transaction) and, on an
 * update, the end of a required change. The audit entry redacts them (server/audit/audit.ts).
 */
export async function passwordColumns(form: UserForm, before: UserRow | null): Promise<UserColumns> {
  const password = passwordOf(form)
  if (!password) return {}
  return { passwordHash: await hashPassword(password), ...(before?.mustChangePassword ? { mustChangePassword: false } : {}) }
}
