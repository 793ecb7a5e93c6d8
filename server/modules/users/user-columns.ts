import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import type { UserForm } from '../../../shared/api/users'
import { MESSAGES, RC } from '../../../shared/response-codes'
import type { users } from '../../db/schema'
import type { RequestAuth } from '../../types'

/** What the user record calls share: the columns a form writes, the audit diff, the scope rule and error shapes. */
export type UserRow = typeof users.$inferSelect
export type UserColumns = Partial<typeof users.$inferInsert>

/** A unique-index violation (23505), as the driver or Drizzle's wrapper reports it. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/** The 400/110 envelope for a zod error found in a handler, shaped as the error plugin shapes schema errors. */
export function badInput(reply: FastifyReply, error: z.ZodError) {
  const first = error.issues[0]
  const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.BAD_INPUT
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  return reply.code(400).send({ responseCode: RC.BAD_INPUT, message, errors })
}

/**
 * SECURITY.md item 14, as the users list scopes it: an scc user reaches only users of their own centre,
 * a worker only those of their centre and branch; everyone else every user.
 */
export function inScope(auth: RequestAuth, target: { scuId: string | null; branchId: string | null }): boolean {
  const u = auth.user
  if (u.userType === 'scc') return !!u.scuId && target.scuId === u.scuId
  if (u.userType === 'worker') return !!u.scuId && target.scuId === u.scuId && (!u.branchId || target.branchId === u.branchId)
  return true
}

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

const AUDITED: (keyof UserRow)[] = [
  'userType',
  'active',
  'roleId',
  'fname',
  'lname',
  'mobileNo',
  'email',
  'dob',
  'gender',
  'fragmentedAddress',
  'city',
  'state',
  'country',
  'pin',
  'landmark',
  'status',
  'profileImage',
  'bluetoothId',
  'passcode',
  'odometer',
  'vehicleNo',
  'vehicleType',
  'vehicleMake',
  'vehicleModel',
  'batteryDetails',
  'licence',
  'insurance',
  'rc',
  'departments',
  'scuId',
  'branchId',
]
const comparable = (v: unknown) => (v instanceof Date ? Math.floor(v.getTime() / 1000) : v === undefined ? null : v)

/** field → { from, to } for the audited fields that differ (the password is never among them). */
export function changedFields(before: Partial<UserRow>, after: UserColumns): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of AUDITED) {
    if (!(k in after)) continue
    const a = comparable(before[k])
    const b = comparable(after[k as keyof UserColumns])
    if (JSON.stringify(a) !== JSON.stringify(b)) out[k] = { from: a, to: b }
  }
  return out
}
