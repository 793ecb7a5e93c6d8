import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ROLE_MESSAGES, ROLE_PATHS, roleGrantBody, roleIdBody, roleUnassignedAnswer } from '../../../shared/api/roles'
import { permissionsBeyond } from '../../../shared/permissions'
import { RC } from '../../../shared/response-codes'
import { roles, users } from '../../db/schema/core'
import { envelope, ok, refuse } from '../../http'
import { pushSessionChanged } from '../../lib/session-push'
import { recordNotFound } from '../../lib/user-reach'
import { inScope } from '../../lib/user-scope'
import { refuseIfBroader } from './escalation'
import { nextVersion } from '../../lib/record-versions'

const tags = ['roles']
/** Only these user types hold a role. */
const STAFF = ['admin', 'worker'] as const

/**
 * The assign panel's calls (Role + assign): the active admins and workers without this role, and the grant of the role
 * to some of them (audited per user; their open tabs are told after the commit). A role broader than the actor's own
 * is not granted (111).
 */
export function assignRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    ROLE_PATHS.unassigned,
    {
      schema: {
        tags,
        summary:
          'Active admins and workers whose role is not this one (with the role they hold), the caller left out, for the assign panel',
        body: roleIdBody,
        response: { 200: envelope.merge(roleUnassignedAnswer) },
      },
      config: { access: { screen: 'Role', button: 'assign' } },
    },
    async (request, reply) => {
      const { roleId } = request.body
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId))
      if (!role) return recordNotFound()
      // Each with the role they hold now; the signed-in user is left out (nobody changes their own role by accident).
      const rows = await db
        .select({
          _id: users.id,
          fname: users.fname,
          lname: users.lname,
          mobileNo: users.mobileNo,
          roleName: roles.name,
          userType: users.userType,
          scuId: users.scuId,
          branchId: users.branchId,
        })
        .from(users)
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(users.active, true),
            inArray(users.userType, STAFF),
            or(isNull(users.roleId), ne(users.roleId, roleId)),
            ne(users.id, request.auth!.user.id),
          ),
        )
        .orderBy(asc(users.fname), asc(users.id))
        .limit(5000)
      // Only the users the actor reaches (SECURITY.md item 14: an scc their centre's, a worker their branch's).
      const reached = rows.filter((r) => inScope(request.auth!, r))
      const pick = (t: string) => reached.filter((r) => r.userType === t).map(({ userType: _t, scuId: _s, branchId: _b, ...r }) => r)
      return ok(reply, { admins: pick('admin'), employees: pick('worker') })
    },
  )

  app.put(
    ROLE_PATHS.grant,
    {
      schema: {
        tags,
        summary: 'Give the role to admins and workers (other ids are refused)',
        body: roleGrantBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Role', button: 'assign' } },
    },
    async (request, reply) => {
      const { roleId } = request.body
      const assign = [...new Set(request.body.assign)]
      const [role] = await db
        .select({ id: roles.id, name: roles.name, permission: roles.permission })
        .from(roles)
        .where(eq(roles.id, roleId))
      if (!role) return recordNotFound()
      await refuseIfBroader(fastify, request, roleId, permissionsBeyond(role.permission, request.auth!.perms))
      await fastify.transact(request, async (tx, audit, afterCommit) => {
        // The assignees as they are in this transaction, locked: staff only (110), and only those the actor reaches
        // (SECURITY.md item 14; another centre's answers 123 as the users module does). A refusal writes nothing.
        const targets = await tx
          .select({ id: users.id, roleId: users.roleId, scuId: users.scuId, branchId: users.branchId })
          .from(users)
          .where(and(inArray(users.id, assign), inArray(users.userType, STAFF)))
          .for('update')
        if (targets.length !== assign.length) refuse(RC.BAD_INPUT, ROLE_MESSAGES.onlyStaff)
        if (targets.some((t) => !inScope(request.auth!, t))) recordNotFound()
        // The role is a field of the user form: each user's version moves on (issue 14).
        await tx
          .update(users)
          .set({ roleId, updatedAt: fastify.deps.clock.now(), version: nextVersion(users.version) })
          .where(inArray(users.id, assign))
        for (const t of targets) {
          await audit({
            action: 'role.assign',
            entity: 'user',
            recordId: t.id,
            changes: { permission: { from: t.roleId, to: roleId } },
            comment: `role ${role.name} assigned`,
          })
        }
        afterCommit(() => pushSessionChanged(fastify, assign))
      })
      return ok(reply, undefined, ROLE_MESSAGES.assigned)
    },
  )
}
