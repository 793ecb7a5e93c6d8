import { z } from 'zod'
import { mobileNumber, newPassword, PASSWORD_MAX, VM } from '../validation'
import { USER_TYPES } from './user-types'

/** POST /api/admin/accountLogin. `email` holds the mobile number (spec 000 section 7). */
export const loginBody = z.object({
  email: mobileNumber(VM.enterMobile),
  password: z.string({ error: VM.enterPassword }).min(1, VM.enterPassword).max(PASSWORD_MAX, VM.passwordLong),
})
export type LoginBody = z.infer<typeof loginBody>

/** POST /api/admin/verify/otp. */
export const verifyOtpBody = z.object({
  otpVal: z
    .union([z.string(), z.number().int().nonnegative()], { error: VM.otpDigits })
    .transform((v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v.trim()))
    .pipe(z.string().regex(/^\d{6}$/, VM.otpDigits)),
})
export type VerifyOtpBody = z.input<typeof verifyOtpBody>

/** GET /api/admin/forgot/password?username= */
export const forgotPasswordQuery = z.object({
  username: mobileNumber(VM.forgotMobile),
})

/** GET /api/admin/password/generate?token= */
export const generatePasswordQuery = z.object({
  token: z.string({ error: VM.invalidToken }).min(1, VM.invalidToken).max(200, VM.invalidToken),
})

/** PUT /api/admin/password/reset: the signed-in user changes their own password. */
export const passwordChangeBody = z
  .object({
    oldPassword: z.string({ error: VM.oldPassword }).min(1, VM.oldPassword).max(PASSWORD_MAX, VM.passwordLong),
    password: newPassword,
    confirmPassword: z.string({ error: VM.confirmPassword }).min(1, VM.confirmPassword).max(PASSWORD_MAX, VM.passwordLong),
  })
  .refine((v) => v.password === v.confirmPassword, { message: VM.passwordsDiffer, path: ['confirmPassword'] })
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>

export { STAFF_TYPES, USER_TYPES, type UserType } from './user-types'

const permissionEntry = z.object({
  label: z.string(),
  enable: z.boolean(),
  buttons: z.array(z.object({ label: z.string(), enable: z.boolean() })),
})

/** The signed-in user as GET /api/admin/islogin returns it (spec 000 section 3, "Logged-in user"). */
export const sessionUser = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  mobileNo: z.string(),
  name: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  profileImage: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  /** null when the user holds no role: the app then says 'User does not have permission to login'. */
  permission: z.array(permissionEntry).nullable(),
  scuId: z.object({ _id: z.string(), title: z.string() }).nullable(),
  branchId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Set after a generated (temporary) password: the user must choose a new one before anything else. */
  mustChangePassword: z.boolean(),
})
export type SessionUser = z.infer<typeof sessionUser>

export const isLoginAnswer = z.object({
  responseCode: z.number(),
  user: sessionUser,
  notificationCount: z.number(),
})
export type IsLoginAnswer = z.infer<typeof isLoginAnswer>

/** Every answer carries at least these. */
export const envelope = z.object({
  responseCode: z.number(),
  message: z.string().optional(),
})
export type Envelope = z.infer<typeof envelope>

/**
 * POST /api/admin/logout/everywhere: ends every session of the signed-in user, on every device and this one too, and
 * closes their sockets (the profile screen's 'Sign out everywhere'). Answers 109; each ended session then answers 108.
 */
export const LOGOUT_EVERYWHERE_PATH = '/logout/everywhere'
