import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  recordIdBody,
  resetAttemptsBody,
  USER_MESSAGES as UM,
  userDetails,
  userForm,
  userIdBody,
  userLogRow,
  userUpdateForm,
  type UserDetails,
  type UserForm,
} from '../../../shared/api/users'
import { BROADER_THAN_OWN, permissionsBeyond, type PermissionList } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { hashPassword, passwordProblem } from '../../auth/passwords'
import { branches, roles, serviceCentres, users } from '../../db/schema'
import { answer, denied, envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { recordLogs } from '../../audit/audit'
import { pushSessionChanged } from '../../lib/session-push'
import type { RequestAuth } from '../../types'
import { reachableUser } from './reachable'
import { ageOf, badInput, changedFields, columnsOf, inScope, isUniqueViolation, type UserColumns, type UserRow } from './user-columns'

const tags = ['users']

/**
 * The user record calls (spec 000 section 7, Users), all under Users: details (view), add (add), update
 * and the attempts reset (edit), delete (delete), logs (logs). An scc or worker user reaches only users of
 * their centre (and branch) and may only add or move users into it; others get 404/123.
 */
export async function userRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps
  const notFound = (reply: FastifyReply) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)

  /** The target row when it exists and the signed-in user may reach it. */
  const reachable = (auth: RequestAuth, id: string): Promise<UserRow | null> => reachableUser(db, auth, id)

  /**
   * Checks the references of a form and the actor's right to place the user there; sends the refusal and answers true
   * when refused (a reply is thenable, so it is never returned from here). A role set or changed (not `keptRoleId`)
   * must be within the actor's own permissions unless the actor is the super admin (111).
   */
  async function refuseForm(reply: FastifyReply, auth: RequestAuth, c: UserColumns, keptRoleId?: string | null): Promise<boolean> {
    let rolePermission: PermissionList | null = null
    if (c.roleId) {
      const [r] = await db
        .select({ id: roles.id, permission: roles.permission })
        .from(roles)
        .where(and(eq(roles.id, c.roleId), eq(roles.active, true)))
      if (!r) {
        void answer(reply, RC.BAD_INPUT, UM.selectPermission)
        return true
      }
      rolePermission = r.permission
    }
    if (c.scuId) {
      const [s] = await db.select({ id: serviceCentres.id }).from(serviceCentres).where(eq(serviceCentres.id, c.scuId))
      if (!s) {
        void answer(reply, RC.BAD_INPUT, UM.selectCentre)
        return true
      }
    }
    if (c.branchId) {
      const [b] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, c.branchId), eq(branches.scuId, c.scuId ?? '')))
      if (!b) {
        void answer(reply, RC.BAD_INPUT, UM.unknownBranch)
        return true
      }
    }
    if (!inScope(auth, { scuId: c.scuId ?? null, branchId: c.branchId ?? null })) {
      void notFound(reply)
      return true
    }
    if (c.roleId && c.roleId !== keptRoleId) {
      const beyond = permissionsBeyond(rolePermission, auth.perms)
      if (beyond.length) {
        await fastify.audit(reply.request, {
          action: 'permission.denied',
          entity: 'role',
          recordId: c.roleId,
          comment: `role broader than the actor's own (${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''})`,
        })
        void answer(reply, RC.NO_PERMISSION, BROADER_THAN_OWN)
        return true
      }
    }
    return false
  }

  async function passwordRefusal(reply: FastifyReply, password: string | undefined, mobileNo: string): Promise<boolean> {
    if (password === undefined) return false
    const p = passwordProblem(password, { mobileNo })
    if (p === 'short') {
      void answer(reply, RC.BAD_INPUT, UM.passwordShort)
      return true
    }
    if (p === 'long') {
      void answer(reply, RC.BAD_INPUT, UM.passwordLong)
      return true
    }
    if (p === 'common') {
      void answer(reply, RC.BAD_INPUT, UM.passwordCommon)
      return true
    }
    return false
  }

  const mobileTaken = async (mobileNo: string) =>
    !!(await db.select({ id: users.id }).from(users).where(eq(users.mobileNo, mobileNo)).limit(1))[0]

  app.post(
    '/user/details',
    {
      schema: {
        tags,
        summary: 'One user with every field of the form (never the password)',
        body: userIdBody,
        response: { 200: envelope.extend({ user: userDetails }) },
      },
      // The form of one user: view or visibility opens it (spec 000 sections 2 and 6), edit loads it first.
      config: { access: { screen: 'Users', button: ['view', 'visibility', 'edit'] } },
    },
    async (request, reply) => {
      const u = await reachable(request.auth!, request.body.userId)
      if (!u) return notFound(reply)
      const [centre] = u.scuId ? await db.select().from(serviceCentres).where(eq(serviceCentres.id, u.scuId)) : []
      const [branch] = u.branchId ? await db.select().from(branches).where(eq(branches.id, u.branchId)) : []
      const b = u.batteryDetails ?? {}
      const user: UserDetails = {
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
        age: ageOf(u.dob, clock.now()),
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
      return ok(reply, { user })
    },
  )

  app.post(
    '/user/add',
    {
      schema: {
        tags,
        summary: 'A new user from the form (one schema per userType); 114 when the mobile number exists',
        body: userForm,
        response: { 200: envelope.extend({ userId: z.string() }) },
      },
      config: { access: { screen: 'Users', button: 'add' } },
    },
    async (request, reply) => {
      const form = request.body
      const auth = request.auth!
      const c = columnsOf(form)
      const password = 'password' in form ? form.password : undefined
      if ((await refuseForm(reply, auth, c)) || (await passwordRefusal(reply, password, form.mobileNo))) return reply
      if (await mobileTaken(form.mobileNo)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
      const now = clock.now()
      let created: { id: string } | undefined
      try {
        ;[created] = await db
          .insert(users)
          .values({
            ...c,
            userType: form.userType,
            fname: form.fname,
            mobileNo: form.mobileNo,
            passwordHash: password ? await hashPassword(password) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id })
      } catch (err) {
        if (isUniqueViolation(err)) return answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
        throw err
      }
      await fastify.audit(request, {
        action: 'create',
        entity: 'user',
        recordId: created!.id,
        changes: { ...changedFields({}, c), ...(password ? { password: 'set' } : {}) },
        comment: `${form.userType} ${form.fname} ${form.lname} created`,
      })
      return ok(reply, { userId: created!.id }, UM.saved)
    },
  )

  /**
   * A user the actor may not change (update, reset, delete): the super admin, unless the actor is one, and anyone whose
   * active role is broader than the actor's own — a new password or e-mail would hand the actor that role, and a delete
   * or reset would let a lesser role lock out or unlock a greater one (the escalation guard).
   */
  async function outOfReach(auth: RequestAuth, u: { isSuperAdmin: boolean; roleId: string | null }): Promise<boolean> {
    if (auth.user.isSuperAdmin) return false
    if (u.isSuperAdmin) return true
    if (!u.roleId) return false
    const [held] = await db.select({ permission: roles.permission, active: roles.active }).from(roles).where(eq(roles.id, u.roleId))
    return Boolean(held?.active && permissionsBeyond(held.permission, auth.perms).length)
  }

  /** Resets the password attempts of an admin (the spec's only resettable rows). */
  async function resetAttempts(request: FastifyRequest, reply: FastifyReply, id: string) {
    const u = await reachable(request.auth!, id)
    if (!u) return notFound(reply)
    if (await outOfReach(request.auth!, u)) return denied(reply)
    if (u.userType !== 'admin') return answer(reply, RC.BAD_INPUT, UM.onlyAdmin)
    if (u.passwordAttempt <= 0) return answer(reply, RC.BAD_INPUT, UM.alreadyZero)
    await db.update(users).set({ passwordAttempt: 0, updatedAt: clock.now() }).where(eq(users.id, id))
    await fastify.audit(request, {
      action: 'passwordAttempt.reset',
      entity: 'user',
      recordId: id,
      changes: { passwordAttempt: { from: u.passwordAttempt, to: 0 } },
      comment: 'password attempts reset',
    })
    return ok(reply, undefined, UM.attemptsReset)
  }

  app.put(
    '/user/update',
    {
      schema: {
        tags,
        summary: 'Update a user from the form plus userId (the mobile number cannot change); or { userId, passwordAttempt: 0 }',
        description:
          'The body is the user form of POST /user/add with userId, validated by its userType; a body with passwordAttempt and no userType resets an admin’s attempts as POST /user/resetpasswordattempt does.',
        body: z.looseObject({ userId: z.unknown() }),
        response: { 200: envelope },
      },
      config: { access: { screen: 'Users', button: 'edit' } },
    },
    async (request, reply) => {
      const raw = request.body as Record<string, unknown>
      if (raw.passwordAttempt !== undefined && raw.userType === undefined) {
        const parsed = resetAttemptsBody.safeParse(raw)
        if (!parsed.success) return badInput(reply, parsed.error)
        return resetAttempts(request, reply, parsed.data.userId)
      }
      const parsed = userUpdateForm.safeParse(raw)
      if (!parsed.success) return badInput(reply, parsed.error)
      const { userId, ...form } = parsed.data
      const auth = request.auth!
      const before = await reachable(auth, userId)
      if (!before) return notFound(reply)
      if (await outOfReach(auth, before)) return denied(reply)
      if (form.mobileNo !== before.mobileNo) return answer(reply, RC.BAD_INPUT, UM.mobileLocked)
      const c = columnsOf(form as UserForm)
      const password = 'password' in form ? form.password : undefined
      if ((await refuseForm(reply, auth, c, before.roleId)) || (await passwordRefusal(reply, password, form.mobileNo))) return reply
      const changes = changedFields(before, c)
      await db
        .update(users)
        .set({
          ...c,
          ...(password ? { passwordHash: await hashPassword(password), mustChangePassword: false } : {}),
          updatedAt: clock.now(),
        })
        .where(eq(users.id, userId))
      const deactivated = before.active && c.active === false
      // What the user may do changed: their open tabs refetch the session (their next request sees it anyway).
      if (['roleId', 'active', 'userType', 'scuId', 'branchId'].some((k) => k in changes)) pushSessionChanged(fastify, [userId])
      if (deactivated || password) await fastify.endUserSessions(userId)
      await fastify.audit(request, {
        action: 'update',
        entity: 'user',
        recordId: userId,
        changes: { ...changes, ...(password ? { password: 'changed' } : {}) },
        comment: `${Object.keys(changes).length + (password ? 1 : 0)} field(s) changed${deactivated ? ', deactivated' : ''}`,
      })
      return ok(reply, undefined, UM.updated)
    },
  )

  app.post(
    '/user/resetpasswordattempt',
    {
      schema: {
        tags,
        summary: 'Reset the password attempts of an admin (attempts above zero)',
        body: userIdBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Users', button: 'edit' } },
    },
    async (request, reply) => resetAttempts(request, reply, request.body.userId),
  )

  app.delete(
    '/user/delete',
    {
      schema: {
        tags,
        summary: 'Soft delete (active false) of an active user; ends their sessions and sockets',
        body: userIdBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Users', button: 'delete' } },
    },
    async (request, reply) => {
      const auth = request.auth!
      const u = await reachable(auth, request.body.userId)
      if (!u) return notFound(reply)
      if (!u.active) return answer(reply, RC.BAD_INPUT, UM.alreadyDeleted)
      if (u.id === auth.user.id || (await outOfReach(auth, u))) return denied(reply)
      await db.update(users).set({ active: false, updatedAt: clock.now() }).where(eq(users.id, u.id))
      pushSessionChanged(fastify, [u.id])
      await fastify.endUserSessions(u.id)
      await fastify.audit(request, {
        action: 'delete',
        entity: 'user',
        recordId: u.id,
        changes: { active: { from: true, to: false } },
        comment: `${u.userType} ${u.fname} ${u.lname ?? ''}`.trim() + ' deleted',
      })
      return ok(reply, undefined, UM.deleted)
    },
  )

  app.post(
    '/user/logs',
    {
      schema: {
        tags,
        summary: 'The audit rows of one user, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Users', button: 'logs' } },
    },
    async (request, reply) => {
      const u = await reachable(request.auth!, request.body.recordId)
      if (!u) return notFound(reply)
      return ok(reply, { logs: await recordLogs(db, 'user', u.id) })
    },
  )
}
