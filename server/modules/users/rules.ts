import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { USER_MESSAGES as UM, type UserForm } from '../../../shared/api/users'
import { BROADER_THAN_OWN, permissionsBeyond, type PermissionList } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { passwordRefusal, passwordRule } from '../../auth/password-rule'
import { branches, roles, serviceCentres, users } from '../../db/schema'
import type { RecordContext, Refusal } from '../../lib/records'
import { editConflict, latestChange } from '../../lib/record-versions'
import { reachableUser, recordNotFound } from '../../lib/user-reach'
import { inScope } from '../../lib/user-scope'
import type { RequestAuth } from '../../types'
import { userDetailsOf } from './details'
import { columnsOf, passwordOf, type UserColumns, type UserRow } from './user-columns'

const DENIED: Refusal = { code: RC.NO_PERMISSION, message: MESSAGES.NO_PERMISSION }
const NOT_FOUND: Refusal = { code: RC.NOT_FOUND, message: MESSAGES.NOT_FOUND }
const badInput = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The users' rules the record calls check before writing: who may change whom, and what a form may say. */
export function userRules(fastify: FastifyInstance) {
  const { db } = fastify

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

  /**
   * The references of a form (role, centre, branch) and the actor's right to place the user there (404 outside their
   * scope). A role set or changed (not `keptRoleId`) must be within the actor's own permissions unless the actor is the
   * super admin: 111, audited.
   */
  async function placementRefusal(ctx: RecordContext, c: UserColumns, keptRoleId?: string | null): Promise<Refusal | undefined> {
    let rolePermission: PermissionList | null = null
    if (c.roleId) {
      const [r] = await db
        .select({ permission: roles.permission })
        .from(roles)
        .where(and(eq(roles.id, c.roleId), eq(roles.active, true)))
      if (!r) return badInput(UM.selectPermission)
      rolePermission = r.permission
    }
    if (c.scuId) {
      const [s] = await db.select({ id: serviceCentres.id }).from(serviceCentres).where(eq(serviceCentres.id, c.scuId))
      if (!s) return badInput(UM.selectCentre)
    }
    if (c.branchId) {
      const [b] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, c.branchId), eq(branches.scuId, c.scuId ?? '')))
      if (!b) return badInput(UM.unknownBranch)
    }
    if (!inScope(ctx.auth, { scuId: c.scuId ?? null, branchId: c.branchId ?? null })) return NOT_FOUND
    if (c.roleId && c.roleId !== keptRoleId) {
      const beyond = permissionsBeyond(rolePermission, ctx.auth.perms)
      if (beyond.length) {
        await fastify.audit(ctx.request, {
          action: 'permission.denied',
          entity: 'role',
          recordId: c.roleId,
          comment: `role broader than the actor's own (${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''})`,
        })
        return { code: RC.NO_PERMISSION, message: BROADER_THAN_OWN }
      }
    }
    return undefined
  }

  const mobileTaken = async (mobileNo: string, except?: string) =>
    !!(
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobileNo, mobileNo), except ? ne(users.id, except) : undefined))
        .limit(1)
    )[0]

  return {
    outOfReach,

    /**
     * The check of an add (`before` null) or an update, in this order: the target within reach (111), its mobile
     * number unchanged, the form's references and placement, the password's rules, and a new mobile number unused (114).
     */
    async formRefusal(form: UserForm, before: UserRow | null, ctx: RecordContext): Promise<Refusal | undefined> {
      if (before) {
        if (await outOfReach(ctx.auth, before)) return DENIED
        if (form.mobileNo !== before.mobileNo) return badInput(UM.mobileLocked)
      }
      const placement = await placementRefusal(ctx, columnsOf(form), before?.roleId)
      if (placement) return placement
      // The password: the lengths in force (the organisation settings within SECURITY.md item 10) and the block list.
      const password = passwordOf(form)
      const refusal = password === undefined ? null : passwordRefusal(password, await passwordRule(db), { mobileNo: form.mobileNo })
      if (refusal) return badInput(refusal)
      if (!before && (await mobileTaken(form.mobileNo))) return { code: RC.DUPLICATE, message: MESSAGES.DUPLICATE }
      return undefined
    },

    /** A restore runs the add's duplicate rule (the mobile number unused by anyone else, 114) and the reach rule (111). */
    async restoreRefusal(u: UserRow, ctx: RecordContext): Promise<Refusal | undefined> {
      if (await outOfReach(ctx.auth, u)) return DENIED
      return (await mobileTaken(u.mobileNo, u.id)) ? { code: RC.DUPLICATE, message: MESSAGES.DUPLICATE } : undefined
    },

    /** Refuses with 409/125 and the user as POST /user/details answers them now (123 when out of reach). */
    async conflict(id: string, request: FastifyRequest): Promise<never> {
      const u = await reachableUser(db, request.auth!, id)
      if (!u) recordNotFound()
      const current = { user: await userDetailsOf(db, u, fastify.deps.clock.now()), version: u.version }
      return editConflict(current, await latestChange(db, 'user', id))
    },

    /** Nobody deletes their own account, nor a user out of their reach. */
    async removeRefusal(u: UserRow, ctx: RecordContext): Promise<Refusal | undefined> {
      return u.id === ctx.auth.user.id || (await outOfReach(ctx.auth, u)) ? DENIED : undefined
    },
  }
}

export type UserRules = ReturnType<typeof userRules>
