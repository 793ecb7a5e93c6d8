import { adminForm, normaliseVehicleNo, userForm, userUpdateForm } from '@shared/api/users'
import { dateToUnix } from './form-format'
import { fieldsFor, type FormMode, type UserFormValues } from './form-values'

/**
 * What the user form sends (spec 000 section 5, "Fields dropped before saving") and its check with the schemas the
 * server uses. No React here: the unit tests import it directly.
 */

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
    // The id and the version are the dialog's to send, not fields of the form.
    if (i.path === 'userId' || i.path === 'version' || seen.has(i.path)) return false
    seen.add(i.path)
    return true
  })
}
