import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { normalisePermission, permissionDiff, ROLE_MESSAGES, ROLE_PATHS, roleUpdateBody } from '../../../shared/api/roles'
import { PermissionSet, permissionsBeyond } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { roles, users } from '../../db/schema/core'
import { envelope, ok, refuse } from '../../http'
import { changedFields } from '../../lib/changed-fields'
import { isUniqueViolation } from '../../lib/db-errors'
import { editConflict, latestChange, nextVersion } from '../../lib/record-versions'
import { pushSessionChanged } from '../../lib/session-push'
import { refuseIfBroader } from './escalation'
import { detailsOf, sameName } from './records'

/**
 * PUT /role/permission/update (Role + edit): rename, (de)activate and set the permission of a role. The audit entry
 * holds the changed name and active flag and, under `permission`, each screen and button that changed. Only what the
 * change newly enables must be within the actor's own permissions (111 otherwise). The holders apply it at their next
 * request (sessions read the role on every request); after the commit their open tabs are told (`session-changed`).
 * The body carries the version the editor read: the change is one conditional update that moves it on, and a role
 * changed since answers 409/125 with the role now and who changed it (issue 14).
 */
export function permissionUpdateRoute(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.put(
    ROLE_PATHS.update,
    {
      schema: {
        tags: ['roles'],
        summary: 'Rename, (de)activate and set the permission of a role; 114 on a duplicate name',
        body: roleUpdateBody,
        response: { 200: envelope.extend({ version: z.number().int().optional() }) },
      },
      config: { access: { screen: 'Role', button: 'edit' } },
    },
    async (request, reply) => {
      const { roleId, name, active, permission, version } = request.body
      const [before] = await db.select().from(roles).where(eq(roles.id, roleId))
      if (!before) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      const conflict = async () => {
        const [now] = await db.select().from(roles).where(eq(roles.id, roleId))
        if (!now) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
        return editConflict({ role: await detailsOf(db, now), version: now.version }, await latestChange(db, 'role', roleId))
      }
      if (before.version !== version) return conflict()
      const next = normalisePermission(permission)
      // Only what this change newly enables counts; reactivating a role enables all it holds.
      const already = before.active || !active ? new PermissionSet(before.permission) : undefined
      await refuseIfBroader(fastify, request, roleId, permissionsBeyond(next, request.auth!.perms, already))
      const [taken] = await db.select({ id: roles.id }).from(roles).where(sameName(name, roleId)).limit(1)
      if (taken) return refuse(RC.DUPLICATE, ROLE_MESSAGES.duplicate)
      const diff = permissionDiff(before.permission, next)
      const granted = Object.keys(diff).length > 0
      const changes = { ...changedFields(before, { name, active }), ...(granted ? { permission: diff } : {}) }
      let saved: number | null
      try {
        saved = await fastify.transact(request, async (tx, audit, afterCommit) => {
          const [row] = await tx
            .update(roles)
            .set({ name, active, permission: next, updatedAt: fastify.deps.clock.now(), version: nextVersion(roles.version) })
            .where(and(eq(roles.id, roleId), eq(roles.version, version)))
            .returning({ version: roles.version })
          if (!row) return null
          await audit({
            action: 'permission.update',
            entity: 'role',
            recordId: roleId,
            changes,
            comment: `role ${name}: ${Object.keys(diff).length} permission change(s)`,
          })
          if (granted || before.active !== active) {
            const holders = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))
            afterCommit(() =>
              pushSessionChanged(
                fastify,
                holders.map((h) => h.id),
              ),
            )
          }
          return row.version
        })
      } catch (err) {
        if (isUniqueViolation(err)) return refuse(RC.DUPLICATE, ROLE_MESSAGES.duplicate)
        throw err
      }
      if (saved === null) return conflict()
      return ok(reply, { version: saved }, ROLE_MESSAGES.updated)
    },
  )
}
