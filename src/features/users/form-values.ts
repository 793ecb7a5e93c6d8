import type { UserType } from '@shared/api/auth'
import type { UserDetails } from '@shared/api/users'
import { formatVehicleNo, unixToDate } from './form-format'

/**
 * The user form's values (spec 000 section 5, "User form"): what the form holds, which fields each user type shows,
 * and the values of an existing user. No React here: the unit tests import it directly.
 */

export type FormMode = 'new' | 'edit' | 'view'

/** The vehicle type whose recharge history is hidden (the seeded name, server/db/seed/vehicles.ts). */
export const OWN_BATTERY_TYPE = 'Own EPK plus battery'

/** What the form holds: text for every input (dates as yyyy-mm-dd), shaped like the payload so error paths match. */
export interface UserFormValues {
  userType: UserType | ''
  active: boolean
  status: string
  fname: string
  lname: string
  mobileNo: string
  email: string
  dob: string
  gender: string
  fragmentedAddress: string
  city: string
  state: string
  country: string
  pin: string
  landmark: string
  profileImage: string
  licence: string
  insurance: string
  rc: string
  permission: string
  scuId: string
  /** Shown on the service centre picker; never sent. */
  scuTitle: string
  branchId: string
  departments: string[]
  password: string
  vehicleDetails: {
    passcode: string
    odometer: string
    bluetoothId: string
    /** As displayed: upper-case, grouped 2-2-2-4. */
    vehicleNo: string
    vehicleType: string
    vehicleMake: string
    vehicleModel: string
  }
  batteryDetails: {
    batteryId: string
    bluetoothId: string
    manufacturedDate: string
    purchasedDate: string
  }
}

export const emptyValues = (): UserFormValues => ({
  userType: '',
  active: true,
  status: '',
  fname: '',
  lname: '',
  mobileNo: '',
  email: '',
  dob: '',
  gender: '',
  fragmentedAddress: '',
  city: '',
  state: '',
  country: '',
  pin: '',
  landmark: '',
  profileImage: '',
  licence: '',
  insurance: '',
  rc: '',
  permission: '',
  scuId: '',
  scuTitle: '',
  branchId: '',
  departments: [],
  password: '',
  vehicleDetails: { passcode: '', odometer: '', bluetoothId: '', vehicleNo: '', vehicleType: '', vehicleMake: '', vehicleModel: '' },
  batteryDetails: { batteryId: '', bluetoothId: '', manufacturedDate: '', purchasedDate: '' },
})

/** The optional sections and pickers a user type has (spec 000 section 5, "Fields dropped before saving"). */
export interface TypeFields {
  vehicle: boolean
  battery: boolean
  permission: boolean
  /** The permission is mandatory (admin, worker); optional for scc. */
  permissionRequired: boolean
  centre: boolean
  branch: boolean
  departments: boolean
  password: boolean
  /** Address, city, state and country are mandatory (scp). */
  addressRequired: boolean
  statusRequired: boolean
}

export function fieldsFor(type: UserType | ''): TypeFields {
  return {
    vehicle: type === 'user',
    battery: type === 'user',
    permission: type === 'admin' || type === 'scc' || type === 'worker',
    permissionRequired: type === 'admin' || type === 'worker',
    centre: type === 'scc' || type === 'worker',
    branch: type === 'worker',
    departments: type === 'worker',
    password: type === 'admin' || type === 'scp' || type === 'scc' || type === 'worker',
    addressRequired: type === 'scp',
    statusRequired: type === 'user' || type === 'admin',
  }
}

/** The form values of an existing user (POST /user/details). */
export function fromDetails(u: UserDetails): UserFormValues {
  const s = (v: string | null | undefined) => v ?? ''
  return {
    ...emptyValues(),
    userType: u.userType,
    active: u.active,
    status: s(u.status),
    fname: u.fname,
    lname: s(u.lname),
    mobileNo: u.mobileNo,
    email: s(u.email),
    dob: unixToDate(u.dob),
    gender: s(u.gender),
    fragmentedAddress: s(u.fragmentedAddress),
    city: s(u.city),
    state: s(u.state),
    country: s(u.country),
    pin: s(u.pin),
    landmark: s(u.landmark),
    profileImage: s(u.profileImage),
    licence: s(u.licence),
    insurance: s(u.insurance),
    rc: s(u.rc),
    permission: s(u.permission),
    scuId: u.scuId?._id ?? '',
    scuTitle: u.scuId?.title ?? '',
    branchId: u.branchId?._id ?? '',
    departments: [...u.departments],
    password: '',
    vehicleDetails: {
      passcode: s(u.vehicleDetails.passcode),
      odometer: u.vehicleDetails.odometer === null ? '' : String(u.vehicleDetails.odometer),
      bluetoothId: s(u.vehicleDetails.bluetoothId),
      vehicleNo: formatVehicleNo(s(u.vehicleDetails.vehicleNo)),
      vehicleType: s(u.vehicleDetails.vehicleType),
      vehicleMake: s(u.vehicleDetails.vehicleMake),
      vehicleModel: s(u.vehicleDetails.vehicleModel),
    },
    batteryDetails: {
      batteryId: s(u.batteryDetails.batteryId),
      bluetoothId: s(u.batteryDetails.bluetoothId),
      manufacturedDate: unixToDate(u.batteryDetails.manufacturedDate),
      purchasedDate: unixToDate(u.batteryDetails.purchasedDate),
    },
  }
}
