import { describe, expect, it } from 'vitest'
import { USER_MESSAGES as UM, userForm, userUpdateForm, type UserDetails } from '@shared/api/users'
import { ageFrom, dateToUnix, formatVehicleNo, unixToDate } from '@/features/users/form-format'
import { toPayload, validate } from '@/features/users/form-payload'
import { emptyValues, fieldsFor, fromDetails, OWN_BATTERY_TYPE, type UserFormValues } from '@/features/users/form-values'
import { COMPRESS_ABOVE, fitWithin, imageDecision, MAX_IMAGE_BYTES, MB, tooLarge } from '@/lib/image-compress'

const ROLE = '0b9e8a34-35f4-4c8f-9a53-5d3f7f0e8e11'
const CENTRE = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
const BRANCH = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

/** A form with every field filled, as if typed before the user type was chosen. */
function filled(userType: UserFormValues['userType']): UserFormValues {
  return {
    ...emptyValues(),
    userType,
    status: 'approved',
    fname: 'Asha',
    lname: 'Rao',
    mobileNo: '9876543210',
    email: 'asha@example.com',
    dob: '1990-05-17',
    gender: 'female',
    fragmentedAddress: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pin: '560001',
    landmark: 'Near the metro',
    licence: '/api/admin/local/file/docs/abc.jpg',
    permission: ROLE,
    scuId: CENTRE,
    scuTitle: 'Indiranagar',
    branchId: BRANCH,
    departments: ['kit', 'battery'],
    password: 'Str0ng-Pass!',
    vehicleDetails: {
      passcode: '1234',
      odometer: '120.5',
      bluetoothId: 'BT-1',
      vehicleNo: 'KA 01 AB 1234',
      vehicleType: 'Retrofit',
      vehicleMake: 'Honda',
      vehicleModel: 'Dio',
    },
    batteryDetails: { batteryId: 'B-9', bluetoothId: 'BT-9', manufacturedDate: '2024-01-02', purchasedDate: '2024-02-03' },
  }
}

describe('vehicle number', () => {
  it('is upper-cased, stripped of non-alphanumerics and grouped 2-2-2-4', () => {
    expect(formatVehicleNo('ka01ab1234')).toBe('KA 01 AB 1234')
    expect(formatVehicleNo('ka-01 ab/1234')).toBe('KA 01 AB 1234')
    expect(formatVehicleNo('k')).toBe('K')
    expect(formatVehicleNo('ka0')).toBe('KA 0')
    expect(formatVehicleNo('ka01a')).toBe('KA 01 A')
    expect(formatVehicleNo('')).toBe('')
    // Formatting what is already formatted changes nothing (the input re-formats on every keystroke).
    expect(formatVehicleNo(formatVehicleNo('ka01ab1234'))).toBe('KA 01 AB 1234')
  })

  it('is sent without spaces', () => {
    const payload = toPayload(filled('user'), 'new')
    expect((payload.vehicleDetails as Record<string, unknown>).vehicleNo).toBe('KA01AB1234')
  })

  it('is required with the spec text', () => {
    const v = filled('user')
    v.vehicleDetails.vehicleNo = ' - '
    expect(validate(v, 'new')).toContainEqual({ path: 'vehicleDetails.vehicleNo', message: UM.required })
  })
})

describe('fields per user type', () => {
  it('shows the sections and pickers of each type', () => {
    expect(fieldsFor('user')).toMatchObject({ vehicle: true, battery: true, permission: false, centre: false, password: false })
    expect(fieldsFor('admin')).toMatchObject({ vehicle: false, permission: true, permissionRequired: true, centre: false, password: true })
    expect(fieldsFor('scp')).toMatchObject({ vehicle: false, permission: false, addressRequired: true, password: true })
    expect(fieldsFor('scc')).toMatchObject({ centre: true, branch: false, departments: false, permissionRequired: false, password: true })
    expect(fieldsFor('worker')).toMatchObject({ centre: true, branch: true, departments: true, permissionRequired: true, password: true })
    expect(fieldsFor('')).toMatchObject({ vehicle: false, permission: false, centre: false, password: false })
  })

  const sent = (type: UserFormValues['userType']) => Object.keys(toPayload(filled(type), 'new')).sort()
  const BASE = [
    'city',
    'country',
    'dob',
    'email',
    'fname',
    'fragmentedAddress',
    'gender',
    'landmark',
    'licence',
    'lname',
    'mobileNo',
    'pin',
    'state',
    'status',
    'userType',
  ]

  it('sends only the fields of the chosen type, whatever else was typed', () => {
    expect(sent('user')).toEqual([...BASE, 'batteryDetails', 'vehicleDetails'].sort())
    expect(sent('admin')).toEqual([...BASE, 'password', 'permission'].sort())
    expect(sent('scp')).toEqual([...BASE, 'password'].sort())
    expect(sent('scc')).toEqual([...BASE, 'password', 'permission', 'scuId'].sort())
    expect(sent('worker')).toEqual([...BASE, 'branchId', 'departments', 'password', 'permission', 'scuId'].sort())
  })

  it('never sends the centre title, blanks or, on a new user, the active flag', () => {
    const v = filled('scc')
    v.email = '   '
    v.password = ''
    const payload = toPayload(v, 'new')
    expect(payload).not.toHaveProperty('scuTitle')
    expect(payload).not.toHaveProperty('email')
    expect(payload).not.toHaveProperty('password')
    expect(payload).not.toHaveProperty('active')
  })

  it('adds userId and active on edit', () => {
    const payload = toPayload({ ...filled('admin'), active: false }, 'edit', ROLE)
    expect(payload).toMatchObject({ userId: ROLE, active: false })
    expect(userUpdateForm.safeParse({ ...payload, version: 1 }).success).toBe(true)
  })

  it('sends what the shared schema accepts for every type', () => {
    for (const type of ['user', 'admin', 'scp', 'scc', 'worker'] as const) {
      const payload = toPayload(filled(type), 'new')
      const parsed = userForm.safeParse(payload)
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(validate(filled(type), 'new')).toEqual([])
    }
  })

  it('sends the battery dates and the date of birth as Unix seconds', () => {
    const p = toPayload(filled('user'), 'new')
    expect(p.dob).toBe(Date.UTC(1990, 4, 17) / 1000)
    expect(p.batteryDetails).toEqual({
      batteryId: 'B-9',
      bluetoothId: 'BT-9',
      manufacturedDate: Date.UTC(2024, 0, 2) / 1000,
      purchasedDate: Date.UTC(2024, 1, 3) / 1000,
    })
  })
})

describe('validation messages per type', () => {
  const blank = (type: UserFormValues['userType']) => validate({ ...emptyValues(), userType: type }, 'new')
  const paths = (type: UserFormValues['userType']) => blank(type).map((i) => i.path)

  it('a blank form without a type asks for the type and the mandatory fields', () => {
    expect(blank('')).toEqual(
      expect.arrayContaining([
        { path: 'userType', message: UM.mandatory },
        { path: 'fname', message: UM.mandatory },
        { path: 'lname', message: UM.mandatory },
        { path: 'mobileNo', message: UM.mandatory },
      ]),
    )
  })

  it('asks for the mandatory fields of each type', () => {
    expect(paths('admin')).toEqual(expect.arrayContaining(['fname', 'lname', 'mobileNo', 'status', 'permission']))
    expect(paths('scp')).toEqual(expect.arrayContaining(['fname', 'lname', 'mobileNo', 'fragmentedAddress', 'city', 'state', 'country']))
    expect(paths('user')).toEqual(
      expect.arrayContaining([
        'status',
        'vehicleDetails.passcode',
        'vehicleDetails.odometer',
        'vehicleDetails.bluetoothId',
        'vehicleDetails.vehicleNo',
        'vehicleDetails.vehicleType',
        'vehicleDetails.vehicleMake',
        'vehicleDetails.vehicleModel',
      ]),
    )
    expect(paths('scc')).not.toContain('status')
    expect(paths('scc')).not.toContain('city')
  })

  it('uses the spec texts for centre, permission, mobile, letters and password', () => {
    expect(blank('scc')).toContainEqual({ path: 'scuId', message: UM.selectCentre })
    expect(blank('worker')).toContainEqual({ path: 'scuId', message: UM.selectCentre })
    expect(blank('worker')).toContainEqual({ path: 'permission', message: UM.selectPermission })
    const v = { ...filled('worker'), mobileNo: '98765', fname: 'Asha1', password: 'short' }
    const issues = validate(v, 'new')
    expect(issues).toContainEqual({ path: 'mobileNo', message: UM.validMobile })
    expect(issues).toContainEqual({ path: 'fname', message: UM.lettersOnly })
    expect(issues).toContainEqual({ path: 'password', message: 'Password must have  at least 8 characters' })
  })

  it('takes names in every script (the shared PERSON_NAME rule), refusing digits and symbols', () => {
    const v = { ...filled('scp'), fname: 'राहुल', lname: 'ಅನಿಲ್', city: 'சென்னை', state: 'Tamil Nadu', country: '中国' }
    expect(validate(v, 'new')).toEqual([])
    expect(toPayload({ ...v, fname: "O'Brien", lname: 'Jean-Luc' }, 'new')).toMatchObject({ fname: "O'Brien", lname: 'Jean-Luc' })
    expect(validate({ ...v, fname: '王伟1', city: '\u0bcdசென்னை' }, 'new')).toEqual([
      { path: 'fname', message: UM.lettersOnly },
      { path: 'city', message: UM.lettersOnly },
    ])
  })

  it('refuses a date of birth in the future', () => {
    const future = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10)
    expect(validate({ ...filled('scp'), dob: future }, 'new')).toContainEqual({ path: 'dob', message: UM.dobFuture })
  })

  it('gives one message per field', () => {
    const issues = blank('user')
    expect(new Set(issues.map((i) => i.path)).size).toBe(issues.length)
  })
})

describe('dates and age', () => {
  it('converts yyyy-mm-dd to Unix seconds and back (UTC)', () => {
    expect(dateToUnix('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / 1000)
    expect(dateToUnix('2001-02-29')).toBeUndefined()
    expect(dateToUnix('')).toBeUndefined()
    expect(dateToUnix('nonsense')).toBeUndefined()
    expect(unixToDate(Date.UTC(2000, 1, 29) / 1000)).toBe('2000-02-29')
    expect(unixToDate(null)).toBe('')
  })

  it('derives the age in full years', () => {
    const now = new Date(Date.UTC(2026, 10, 21))
    expect(ageFrom('1990-11-21', now)).toBe(36)
    expect(ageFrom('1990-11-22', now)).toBe(35)
    expect(ageFrom('2026-11-21', now)).toBe(0)
    expect(ageFrom('2027-01-01', now)).toBeNull()
    expect(ageFrom('', now)).toBeNull()
  })
})

describe('an existing user', () => {
  const details: UserDetails = {
    _id: ROLE,
    userType: 'user',
    active: true,
    isSuperAdmin: false,
    permission: null,
    fname: 'Ravi',
    lname: 'Kumar',
    mobileNo: '9000000123',
    email: null,
    dob: Date.UTC(1985, 0, 15) / 1000,
    age: 41,
    gender: 'male',
    fragmentedAddress: null,
    city: null,
    state: null,
    country: null,
    pin: null,
    landmark: null,
    status: 'approved',
    passwordAttempt: 0,
    bluetoothId: 'BT-7',
    passcode: '4321',
    licence: null,
    insurance: '/api/admin/local/file/docs/x.png',
    rc: null,
    profileImage: null,
    odometer: 42,
    vehicleType: OWN_BATTERY_TYPE,
    departments: [],
    vehicleDetails: {
      passcode: '4321',
      odometer: 42,
      bluetoothId: 'BT-7',
      vehicleNo: 'KA05MN0007',
      vehicleType: OWN_BATTERY_TYPE,
      vehicleMake: 'TVS',
      vehicleModel: 'Jupiter',
    },
    batteryDetails: { batteryId: null, bluetoothId: null, manufacturedDate: null, purchasedDate: null },
    scuId: null,
    branchId: null,
    createdAt: 1,
    updatedAt: 2,
  }

  it('fills the form, the vehicle number shown grouped', () => {
    const v = fromDetails(details)
    expect(v.vehicleDetails.vehicleNo).toBe('KA 05 MN 0007')
    expect(v.vehicleDetails.odometer).toBe('42')
    expect(v.dob).toBe('1985-01-15')
    expect(v.insurance).toBe('/api/admin/local/file/docs/x.png')
  })

  it('round-trips to an update the schema accepts, keeping the documents', () => {
    const payload = toPayload(fromDetails(details), 'edit', details._id)
    expect(userUpdateForm.safeParse({ ...payload, version: 1 }).success).toBe(true)
    expect(payload).toMatchObject({ userId: details._id, insurance: '/api/admin/local/file/docs/x.png', active: true })
    expect(payload).not.toHaveProperty('batteryDetails')
  })
})

describe('image compression decision', () => {
  it('takes PNG and JPEG only', () => {
    expect(imageDecision({ size: 10, type: 'image/gif' })).toBe('notImage')
    expect(imageDecision({ size: 10, type: 'application/pdf' })).toBe('notImage')
    expect(imageDecision({ size: 10, type: 'image/png' })).toBe('send')
  })

  it('compresses above 1 MB and refuses above 3 MB', () => {
    expect(imageDecision({ size: COMPRESS_ABOVE, type: 'image/jpeg' })).toBe('send')
    expect(imageDecision({ size: COMPRESS_ABOVE + 1, type: 'image/jpeg' })).toBe('compress')
    expect(tooLarge({ size: MAX_IMAGE_BYTES })).toBe(false)
    expect(tooLarge({ size: 3 * MB + 1 })).toBe(true)
  })

  it('fits the longer side within 1920 px, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 })
    expect(fitWithin(1080, 2400)).toEqual({ width: 864, height: 1920 })
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  })
})
