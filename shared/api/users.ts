import { z } from 'zod'
import { personName, RECORD_MESSAGES, requiredPersonName, requiredText } from '../validation'
import { USER_TYPES } from './auth'
import { recordContract } from './contract'
import { versionField } from './versions'
export * from './users.table'

/** Messages of the user calls (spec 000 sections 5 and 8; the letters-only, e-mail and date texts fill gaps). */
export const USER_MESSAGES = {
  ...RECORD_MESSAGES,
  lettersOnly: 'Only letters and spaces are allowed',
  validMobile: 'Please enter valid mobile number',
  pin: 'Pin must have at most 6 digits',
  email: 'Please enter valid email',
  dobFuture: 'Date of birth cannot be in the future',
  required: 'This field is required',
  selectCentre: 'Please select Service Center',
  selectPermission: 'Please select the Permission',
  passwordShort: 'Password must have  at least 8 characters',
  passwordLong: 'Password must have at most 128 characters',
  passwordCommon: 'This password is too common, please choose another one',
  selectUser: 'Please select a user',
  mobileLocked: 'Mobile number cannot be changed',
  onlyAdmin: 'Only admin passwords can be reset',
  alreadyZero: 'Password attempts already zero',
  attemptsReset: 'Password attempt reset successfully',
  unknownRole: 'Please select the Permission',
  unknownCentre: 'Please select Service Center',
  unknownBranch: 'Please select a branch of the service centre',
  department: 'Please select a department from the list',
} as const
const UM = USER_MESSAGES

/**
 * The built-in department types a worker can belong to: the seed of the Options screen's department list (issue 21),
 * which the form offers and the server checks instead when the options module is there.
 */
export const DEPARTMENTS = ['kit', 'battery', 'painting', 'service', 'electrical', 'tyre'] as const
/** A department value as the option list stores it (shared/api/options.ts: at most 40 characters). */
const department = requiredText(UM.department, 40, UM.department)

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
/** An optional field: '', null and absence all mean "none" (stored as null). */
const optional = <S extends z.ZodType>(s: S) => z.preprocess(blankToUndefined, s.optional())
/** A mandatory text: blank gives the mandatory-fields message. */
const mandatoryText = (max: number) => requiredText(UM.mandatory, max, UM.tooLong)
/** Letters (of any script, shared/validation.ts PERSON_NAME): a city, state or country. */
const letters = (max: number) => personName(UM.lettersOnly, max, UM.tooLong)
/** Required letters: a first or last name, a city (a name, so no bidi control either). */
const mandatoryLetters = (max: number) => requiredPersonName(UM.mandatory, UM.lettersOnly, max, UM.tooLong)
const text = (max: number) => z.string().trim().max(max, UM.tooLong)
const unix = z.number({ error: UM.mandatory }).int().min(-5_000_000_000).max(253_402_300_799)
const number = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : blankToUndefined(v)),
    z.number({ error: message }).min(0).max(1e9),
  )

export const mobileNo = z
  .string({ error: UM.mandatory })
  .trim()
  .min(1, UM.mandatory)
  .max(32, UM.validMobile)
  .regex(/^\d+$/, UM.validMobile)
  .length(10, UM.validMobile)

/** Upper-case, non-alphanumerics removed (spaces included), as the form displays and saves it. */
export const normaliseVehicleNo = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '')

const staffPassword = optional(z.string().min(8, UM.passwordShort).max(128, UM.passwordLong))
const roleRef = (message: string) => z.guid({ error: message })
const centreRef = z.guid({ error: UM.selectCentre })

/** Fields every user type has. */
const base = {
  fname: mandatoryLetters(100),
  lname: mandatoryLetters(100),
  mobileNo,
  email: optional(text(200).regex(/^[A-Za-z0-9@.]+$/, UM.email)),
  dob: optional(unix.refine((s) => s * 1000 <= Date.now(), UM.dobFuture)),
  gender: optional(z.enum(['male', 'female', 'other'])),
  fragmentedAddress: optional(text(500)),
  city: optional(letters(100)),
  state: optional(letters(100)),
  country: optional(letters(100)),
  pin: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, UM.pin),
  ),
  landmark: optional(text(200)),
  status: optional(z.enum(['approved', 'pending', 'rejected'])),
  active: optional(z.boolean()),
  profileImage: optional(text(500)),
  licence: optional(text(500)),
  insurance: optional(text(500)),
  rc: optional(text(500)),
}

export const vehicleDetailsInput = z.object(
  {
    passcode: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), mandatoryText(32)),
    odometer: number(UM.mandatory),
    bluetoothId: mandatoryText(64),
    vehicleNo: z
      .string({ error: UM.required })
      .transform(normaliseVehicleNo)
      .pipe(requiredText(UM.required, 20, UM.tooLong)),
    vehicleType: mandatoryText(100),
    vehicleMake: mandatoryText(100),
    vehicleModel: mandatoryText(100),
  },
  { error: UM.mandatory },
)

export const batteryDetailsInput = z.object({
  batteryId: optional(text(64)),
  bluetoothId: optional(text(64)),
  manufacturedDate: optional(unix),
  purchasedDate: optional(unix),
})

const statusRequired = z.enum(['approved', 'pending', 'rejected'], { error: UM.mandatory })

/** Customer (userType 'user'): vehicle details required; permission and password dropped. */
export const customerForm = z.object({
  ...base,
  userType: z.literal('user'),
  status: statusRequired,
  vehicleDetails: vehicleDetailsInput,
  batteryDetails: optional(batteryDetailsInput),
})
/** Admin: status and a role (permission) required. */
export const adminForm = z.object({
  ...base,
  userType: z.literal('admin'),
  status: statusRequired,
  permission: roleRef(UM.mandatory),
  password: staffPassword,
})
/** Franchise partner: address, city, state, country required; no vehicle, battery, bluetooth or permission. */
export const scpForm = z.object({
  ...base,
  userType: z.literal('scp'),
  fragmentedAddress: mandatoryText(500),
  city: mandatoryLetters(100),
  state: mandatoryLetters(100),
  country: mandatoryLetters(100),
  password: staffPassword,
})
/** Service centre: a centre required; no vehicle, battery or bluetooth. */
export const sccForm = z.object({
  ...base,
  userType: z.literal('scc'),
  scuId: centreRef,
  permission: optional(roleRef(UM.selectPermission)),
  password: staffPassword,
})
/** Worker: a centre and a role required; the only type with a branch and departments. */
export const workerForm = z.object({
  ...base,
  userType: z.literal('worker'),
  scuId: centreRef,
  permission: roleRef(UM.selectPermission),
  branchId: optional(z.guid({ error: UM.unknownBranch })),
  departments: optional(
    z
      .array(department, { error: UM.department })
      .max(100, UM.department)
      .transform((d) => [...new Set(d)]),
  ),
  password: staffPassword,
})

/**
 * POST /user/add: the user form, one schema per user type (spec 000 section 5). Fields a type does
 * not have, and anything else (isSuperAdmin, passwordAttempt, a permission list…), are dropped.
 */
export const userForm = z.discriminatedUnion('userType', [customerForm, adminForm, scpForm, sccForm, workerForm], { error: UM.mandatory })
export type UserForm = z.output<typeof userForm>
export type UserFormInput = z.input<typeof userForm>

export const userId = z.guid({ error: UM.selectUser })
type UpdateKeys = { userId: typeof userId; version: typeof versionField }

/** PUT /user/update: the form plus userId and the version it was read at (the mobile number must stay the same). */
export const userUpdateForm = z.discriminatedUnion(
  'userType',
  [customerForm, adminForm, scpForm, sccForm, workerForm].map((s) => s.extend({ userId, version: versionField })) as unknown as [
    ReturnType<typeof customerForm.extend<UpdateKeys>>,
    ReturnType<typeof adminForm.extend<UpdateKeys>>,
    ReturnType<typeof scpForm.extend<UpdateKeys>>,
    ReturnType<typeof sccForm.extend<UpdateKeys>>,
    ReturnType<typeof workerForm.extend<UpdateKeys>>,
  ],
  { error: UM.mandatory },
)
export type UserUpdateForm = z.output<typeof userUpdateForm>

/** PUT /user/update in its other form: `{ userId, passwordAttempt: 0 }` resets the attempts of an admin. */
export const resetAttemptsBody = z.object({ userId, passwordAttempt: z.literal(0, { error: UM.alreadyZero }), version: versionField })

export const userIdBody = z.object({ userId })
export const recordIdBody = z.object({ recordId: userId })

/** POST /user/details answers `user` (spec 000 section 3, User): never the password hash. */
export const userDetails = z.object({
  _id: z.string(),
  userType: z.enum(USER_TYPES),
  active: z.boolean(),
  isSuperAdmin: z.boolean(),
  permission: z.string().nullable(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  dob: z.number().int().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  fragmentedAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pin: z.string().nullable(),
  landmark: z.string().nullable(),
  status: z.string().nullable(),
  passwordAttempt: z.number().int(),
  bluetoothId: z.string().nullable(),
  passcode: z.string().nullable(),
  licence: z.string().nullable(),
  insurance: z.string().nullable(),
  rc: z.string().nullable(),
  profileImage: z.string().nullable(),
  odometer: z.number().nullable(),
  vehicleType: z.string().nullable(),
  departments: z.array(z.string()),
  vehicleDetails: z.object({
    passcode: z.string().nullable(),
    odometer: z.number().nullable(),
    bluetoothId: z.string().nullable(),
    vehicleNo: z.string().nullable(),
    vehicleType: z.string().nullable(),
    vehicleMake: z.string().nullable(),
    vehicleModel: z.string().nullable(),
  }),
  batteryDetails: z.object({
    batteryId: z.string().nullable(),
    bluetoothId: z.string().nullable(),
    manufacturedDate: z.number().nullable(),
    purchasedDate: z.number().nullable(),
  }),
  scuId: z.object({ _id: z.string(), title: z.string(), mobileNo: z.string().nullable(), address: z.string().nullable() }).nullable(),
  branchId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type UserDetails = z.infer<typeof userDetails>
export const userDetailsAnswer = z.object({ user: userDetails })

/** A row of POST /user/logs (spec 000 section 3, Log entry). */
export const userLogRow = z.object({
  operatedBy: z.object({ fname: z.string(), lname: z.string().nullable() }).nullable(),
  updatedAt: z.number().int(),
  activity: z.string(),
  comment: z.string().nullable(),
  /**
   * What changed: field → { from, to } for creates and updates (secrets read '[redacted]'), or the entry's facts
   * (a call's status and duration); absent when the entry has none.
   */
  changes: z.record(z.string(), z.unknown()).nullish(),
  /** Who acted when no person did: 'system' (the server itself) or the integration that called (a telephony provider). */
  actor: z.string().nullish(),
})
export type UserLogRow = z.infer<typeof userLogRow>

/** The user calls beside the record calls: the attempts reset and the logs (spec 000 section 7). */
export const USER_CALLS = { resetAttempts: '/user/resetpasswordattempt', logs: '/user/logs' } as const

/**
 * The user record calls, keyed by userId: details (the form's every field), add (one form per user type; answers the
 * new userId), update (the form plus userId, or the attempts reset `{ userId, passwordAttempt: 0 }`), soft delete.
 */
export const userRecordContract = recordContract({
  id: 'userId',
  details: { path: '/user/details', answer: userDetailsAnswer },
  create: { path: '/user/add', answerId: 'userId' },
  update: { path: '/user/update', body: userUpdateForm },
  remove: { path: '/user/delete' },
  restore: { path: '/user/restore' },
  form: userForm,
})
