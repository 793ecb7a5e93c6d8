import { adminForm, normaliseVehicleNo, userForm, userUpdateForm, type UserDetails } from '@shared/api/users'
import type { UserType } from '@shared/api/auth'

/**
 * The user form's pure logic (spec 000 section 5, "User form"): the values the form holds, which fields each user
 * type shows, what is sent for each type, vehicle number formatting and the date of birth. No React here: the unit
 * tests import it directly.
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

/** Upper-case, non-alphanumerics removed, grouped 2-2-2-4 ('ka-01ab1234' → 'KA 01 AB 1234'); longer input keeps its tail in the last group. */
export function formatVehicleNo(raw: string): string {
  const v = normaliseVehicleNo(raw)
  const groups = [v.slice(0, 2), v.slice(2, 4), v.slice(4, 6), v.slice(6)]
  return groups.filter(Boolean).join(' ')
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A yyyy-mm-dd date as Unix seconds at UTC midnight; undefined when blank or not a date. */
export function dateToUnix(date: string): number | undefined {
  const m = DATE.exec(date.trim())
  if (!m) return undefined
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const d = new Date(ms)
  if (d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return undefined
  return Math.floor(ms / 1000)
}

/** Unix seconds as the yyyy-mm-dd of a date input (UTC, as stored); '' for none. */
export function unixToDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return ''
  return new Date(seconds * 1000).toISOString().slice(0, 10)
}

/** Full years from a yyyy-mm-dd birth date to `now` (as the server derives age); null for none or a future date. */
export function ageFrom(dob: string, now: Date = new Date()): number | null {
  const s = dateToUnix(dob)
  if (s === undefined) return null
  const d = new Date(s * 1000)
  if (d.getTime() > now.getTime()) return null
  let age = now.getUTCFullYear() - d.getUTCFullYear()
  const m = now.getUTCMonth() - d.getUTCMonth()
  if (m < 0 || (m === 0 && now.getUTCDate() < d.getUTCDate())) age--
  return Math.max(0, age)
}

/** Today as yyyy-mm-dd (UTC): the latest date of birth the picker offers. */
export const todayDate = (now: Date = new Date()) => now.toISOString().slice(0, 10)

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

type Payload = Record<string, unknown>

/** Copies the non-blank text fields (trimmed); blank ones are left out (the server stores none for them). */
function texts(values: object, keys: readonly string[]): Payload {
  const out: Payload = {}
  const record = values as Record<string, unknown>
  for (const k of keys) {
    const v = record[k]
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim()
  }
  return out
}

const BASE_TEXTS = [
  'fname',
  'lname',
  'mobileNo',
  'email',
  'gender',
  'fragmentedAddress',
  'city',
  'state',
  'country',
  'pin',
  'landmark',
  'status',
  'profileImage',
  'licence',
  'insurance',
  'rc',
] as const

/**
 * What the form sends for its user type (POST /user/add; PUT /user/update adds userId): only the fields that type
 * has, blanks left out, the vehicle number without spaces, dates as Unix seconds. A field of another type that is
 * still in the form (typed before the user type changed) is never sent.
 */
export function toPayload(values: UserFormValues, mode: FormMode, userId?: string): Payload {
  const type = values.userType
  const f = fieldsFor(type)
  const out: Payload = { ...(type ? { userType: type } : {}), ...texts(values, BASE_TEXTS) }
  const dob = dateToUnix(values.dob)
  if (dob !== undefined) out.dob = dob
  if (mode !== 'new') out.active = values.active
  if (f.permission) Object.assign(out, texts(values, ['permission']))
  if (f.centre) Object.assign(out, texts(values, ['scuId']))
  if (f.branch) Object.assign(out, texts(values, ['branchId']))
  if (f.departments) out.departments = [...values.departments]
  // A password is sent only when one was typed (on edit, blank keeps the current one); never trimmed.
  if (f.password && values.password !== '') out.password = values.password
  if (f.vehicle) {
    const v = values.vehicleDetails
    const vehicle: Payload = texts(v, ['passcode', 'bluetoothId', 'vehicleType', 'vehicleMake', 'vehicleModel'])
    if (v.odometer.trim() !== '') vehicle.odometer = v.odometer.trim()
    const no = normaliseVehicleNo(v.vehicleNo)
    if (no !== '') vehicle.vehicleNo = no
    out.vehicleDetails = vehicle
  }
  if (f.battery) {
    const b = values.batteryDetails
    const battery: Payload = texts(b, ['batteryId', 'bluetoothId'])
    const made = dateToUnix(b.manufacturedDate)
    const bought = dateToUnix(b.purchasedDate)
    if (made !== undefined) battery.manufacturedDate = made
    if (bought !== undefined) battery.purchasedDate = bought
    if (Object.keys(battery).length > 0) out.batteryDetails = battery
  }
  if (mode === 'edit' && userId) out.userId = userId
  return out
}

/** The fields checked before a user type is chosen, so a blank form shows every mandatory message at once. */
const untypedFields = adminForm.pick({
  fname: true,
  lname: true,
  mobileNo: true,
  email: true,
  dob: true,
  city: true,
  state: true,
  country: true,
  pin: true,
})

/** A field error of the form: its path in the form values and the schema's English message. */
export interface FieldIssue {
  path: string
  message: string
}

/**
 * Checks the payload with the schema the server uses (userForm for a new user, userUpdateForm for an edit) and
 * answers the problems by field path, the first per field. A type with its vehicle details missing altogether
 * cannot happen (the payload always carries the object), so every path names a field of the form.
 */
export function validate(values: UserFormValues, mode: FormMode, userId?: string): FieldIssue[] {
  const payload = toPayload(values, mode, userId)
  const schema = mode === 'new' ? userForm : userUpdateForm
  const result = schema.safeParse(payload)
  const issues = result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  if (!values.userType) {
    const more = untypedFields.safeParse(payload)
    if (!more.success) issues.push(...more.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
  }
  const seen = new Set<string>()
  return issues.filter((i) => {
    if (i.path === 'userId' || seen.has(i.path)) return false
    seen.add(i.path)
    return true
  })
}
