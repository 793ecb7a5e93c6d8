import { eq } from 'drizzle-orm'
import type { UserDetails } from '../../../shared/api/users'
import type { Db } from '../../db/client'
import { branches, serviceCentres } from '../../db/schema'
import { unixSeconds } from '../../lib/unix-seconds'
import { ageOf, type UserRow } from './user-columns'

/** POST /user/details: every field of the form of one user, with their centre and branch; never the password. */
export async function userDetailsOf(db: Db, u: UserRow, now: Date): Promise<UserDetails> {
  const [centre] = u.scuId ? await db.select().from(serviceCentres).where(eq(serviceCentres.id, u.scuId)) : []
  const [branch] = u.branchId ? await db.select().from(branches).where(eq(branches.id, u.branchId)) : []
  const b = u.batteryDetails ?? {}
  return {
    _id: u.id,
    userType: u.userType,
    active: u.active,
    isSuperAdmin: u.isSuperAdmin,
    permission: u.roleId,
    fname: u.fname,
    lname: u.lname,
    mobileNo: u.mobileNo,
    email: u.email,
    dob: unixSeconds(u.dob),
    age: ageOf(u.dob, now),
    gender: u.gender,
    fragmentedAddress: u.fragmentedAddress,
    city: u.city,
    state: u.state,
    country: u.country,
    pin: u.pin,
    landmark: u.landmark,
    status: u.status,
    passwordAttempt: u.passwordAttempt,
    bluetoothId: u.bluetoothId,
    passcode: u.passcode,
    licence: u.licence,
    insurance: u.insurance,
    rc: u.rc,
    profileImage: u.profileImage,
    odometer: u.odometer,
    vehicleType: u.vehicleType,
    departments: u.departments ?? [],
    vehicleDetails: {
      passcode: u.passcode,
      odometer: u.odometer,
      bluetoothId: u.bluetoothId,
      vehicleNo: u.vehicleNo,
      vehicleType: u.vehicleType,
      vehicleMake: u.vehicleMake,
      vehicleModel: u.vehicleModel,
    },
    batteryDetails: {
      batteryId: b.batteryId ?? null,
      bluetoothId: b.bluetoothId ?? null,
      manufacturedDate: b.manufacturedDate ?? null,
      purchasedDate: b.purchasedDate ?? null,
    },
    scuId: centre ? { _id: centre.id, title: centre.title, mobileNo: centre.mobileNo, address: centre.address } : null,
    branchId: branch ? { _id: branch.id, name: branch.name } : null,
    createdAt: unixSeconds(u.createdAt)!,
    updatedAt: unixSeconds(u.updatedAt)!,
  }
}
