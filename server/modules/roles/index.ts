import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  normalisePermission,
  permissionDiff,
  ROLE_MESSAGES,
  roleCreateBody,
  roleDetails,
  roleGrantBody,
  roleIdBody,
  roleTitle,
  roleUpdateBody,
  unassignedUser,
} from '../../../shared/api/roles'
import { BROADER_THAN_OWN, PermissionSet, permissionsBeyond } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { roles, users } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { registerListRoutes } from '../../lib/list-routes'
import { pushSessionChanged } from '../../lib/session-push'
import { rolesList } from './list'

const tags = ['roles']

/** A unique-index violation (23505), as the driver or Drizzle's wrapper reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * The roles module (spec 000 section 7, Roles). Permissions: Role + query (list), view (details), add
 * (create), edit (permission update), assign (unassigned users, grant). GET /roles/titles feeds the user
 * form's permission picker and so needs Users + query (the access gate takes one need per route).
 * A role change applies at the holder's next request: sessions read the role on every request; the holders' open tabs
 * are also told (`session-changed`) so they refetch the session at once. Unless the actor is the super admin, a role
 * may not be given screens or buttons the actor does not hold, nor be granted when it is broader than the actor's own.
 */
export async function rolesModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = fastify.db
  registerListRoutes(fastify, rolesList, { list: '/roles/all', screen: 'Role', tags, what: 'roles' })

  const nameTaken = async (name: string, exceptId?: string) => {
    const [row] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
      .limit(1)
    return !!row
  }
  const duplicate = (reply: Parameters<typeof ok>[0]) => answer(reply, RC.DUPLICATE, MESSAGES.DUPLICATE)
  const notFound = (reply: Parameters<typeof ok>[0]) => answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  /** Refuses (111, audited) when `beyond` lists screens or buttons the actor does not hold; answers true when refused. */
  const refuseBroader = async (request: FastifyRequest, reply: FastifyReply, roleId: string, beyond: string[]) => {
    if (beyond.length === 0) return false
    await fastify.audit(request, {
      action: 'permission.denied',
      entity: 'role',
      recordId: roleId,
      comment: `beyond the actor's own permissions: ${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''}`,
    })
    void answer(reply, RC.NO_PERMISSION, BROADER_THAN_OWN)
    return true
  }
  const holdersOf = async (roleId: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))).map((u) => u.id)

  app.get(
    '/roles/titles',
    {
      schema: {
        tags,
        summary: 'Active roles (id and name), for the user form’s permission picker',
        response: { 200: envelope.extend({ roles: z.array(roleTitle) }) },
      },
      config: { access: { screen: 'Users', button: 'query' } },
    },
    async (_request, reply) => {
      const rows = await db.select({ _id: roles.id, name: roles.name }).from(roles).where(eq(roles.active, true)).orderBy(asc(roles.name))
      return ok(reply, { roles: rows })
    },
  )

  app.post(
    '/role/details',
    {
      schema: {
        tags,
        summary: 'One role with its permission over every screen and button',
        body: roleIdBody,
        response: { 200: envelope.extend({ role: roleDetails }) },
      },
      // The role dialog: view or visibility opens it, edit (permissions) loads it first.
      config: { access: { screen: 'Role', button: ['view', 'visibility', 'edit'] } },
    },
    async (request, reply) => {
      const [r] = await db
        .select({ role: roles, ownerFname: users.fname, ownerEmail: users.email })
        .from(roles)
        .leftJoin(users, eq(users.id, roles.ownerId))
        .where(eq(roles.id, request.body.roleId))
      if (!r) return notFound(reply)
      return ok(reply, {
        role: {
          _id: r.role.id,
          name: r.role.name,
          active: r.role.active,
          owner: r.ownerFname !== null ? { fname: r.ownerFname, email: r.ownerEmail } : null,
          createdAt: unixSeconds(r.role.createdAt)!,
          updatedAt: unixSeconds(r.role.updatedAt)!,
          permission: normalisePermission(r.role.permission),
        },
      })
    },
  )

  app.post(
    '/role/create',
    {
      schema: {
        tags,
        summary: 'A new role (active, no permissions, owned by the signed-in user); 114 on a duplicate name',
        body: roleCreateBody,
        response: { 200: envelope.extend({ roleId: z.string() }) },
      },
      config: { access: { screen: 'Role', button: 'add' } },
    },
    async (request, reply) => {
      const { name } = request.body
      if (await nameTaken(name)) return duplicate(reply)
      const now = fastify.deps.clock.now()
      let created: { id: string } | undefined
      try {
        ;[created] = await db
          .insert(roles)
          .values({
            name,
            active: true,
            permission: normalisePermission([]),
            ownerId: request.auth!.user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: roles.id })
      } catch (err) {
        if (isUniqueViolation(err)) return duplicate(reply)
        throw err
      }
      await fastify.audit(request, {
        action: 'create',
        entity: 'role',
        recordId: created!.id,
        changes: { name, active: true },
        comment: `role ${name} created`,
      })
      return ok(reply, { roleId: created!.id }, ROLE_MESSAGES.created)
    },
  )

  app.put(
    '/role/permission/update',
    {
      schema: {
        tags,
        summary: 'Rename, (de)activate and set the permission of a role; 114 on a duplicate name',
        body: roleUpdateBody,
        response: { 200: envelope },
      },
      config: { access: { screen: 'Role', button: 'edit' } },
    },
    async (request, reply) => {
      const { roleId, name, active, permission } = request.body
      const [before] = await db.select().from(roles).where(eq(roles.id, roleId))
      if (!before) return notFound(reply)
      const next = normalisePermission(permission)
      // Only what this change newly enables counts; reactivating a role enables all it holds.
      const already = before.active || !active ? new PermissionSet(before.permission) : undefined
      if (await refuseBroader(request, reply, roleId, permissionsBeyond(next, request.auth!.perms, already))) return reply
      if (await nameTaken(name, roleId)) return duplicate(reply)
      try {
        await db.update(roles).set({ name, active, permission: next, updatedAt: fastify.deps.clock.now() }).where(eq(roles.id, roleId))
      } catch (err) {
        if (isUniqueViolation(err)) return duplicate(reply)
        throw err
      }
      const changes: Record<string, unknown> = {}
      if (before.name !== name) changes.name = { from: before.name, to: name }
      if (before.active !== active) changes.active = { from: before.active, to: active }
      const diff = permissionDiff(before.permission, next)
      if (Object.keys(diff).length) changes.permission = diff
      await fastify.audit(request, {
        action: 'permission.update',
        entity: 'role',
        recordId: roleId,
        changes,
        comment: `role ${name}: ${Object.keys(diff).length} permission change(s)`,
      })
      if (Object.keys(diff).length || before.active !== active) pushSessionChanged(fastify, await holdersOf(roleId))
      return ok(reply, undefined, ROLE_MESSAGES.updated)
    },
  )

  app.post(
    '/role/permission/unassigned',
    {
      schema: {
        tags,
        summary: 'Active admins and workers whose role is not this one, for the assign panel',
        body: roleIdBody,
        response: { 200: envelope.extend({ admins: z.array(unassignedUser), employees: z.array(unassignedUser) }) },
      },
      config: { access: { screen: 'Role', button: 'assign' } },
    },
    async (request, reply) => {
      const { roleId } = request.body
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId))
      if (!role) return notFound(reply)
      const rows = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, userType: users.userType })
        .from(users)
        .where(
          and(eq(users.active, true), inArray(users.userType, ['admin', 'worker']), or(isNull(users.roleId), ne(users.roleId, roleId))),
        )
        .orderBy(asc(users.fname), asc(users.id))
        .limit(5000)
      const pick = (t: string) => rows.filter((r) => r.userType === t).map(({ userType: _t, ...r }) => r)
      return ok(reply, { admins: pick('admin'), employees: pick('worker') })
    },
  )

  app.put(
    '/role/permission/grant',
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
      if (!role) return notFound(reply)
      if (await refuseBroader(request, reply, roleId, permissionsBeyond(role.permission, request.auth!.perms))) return reply
      const targets = await db
        .select({ id: users.id, roleId: users.roleId })
        .from(users)
        .where(and(inArray(users.id, assign), inArray(users.userType, ['admin', 'worker'])))
      if (targets.length !== assign.length) return answer(reply, RC.BAD_INPUT, ROLE_MESSAGES.onlyStaff)
      await db.update(users).set({ roleId, updatedAt: fastify.deps.clock.now() }).where(inArray(users.id, assign))
      for (const t of targets) {
        await fastify.audit(request, {
          action: 'role.assign',
          entity: 'user',
          recordId: t.id,
          changes: { permission: { from: t.roleId, to: roleId } },
          comment: `role ${role.name} assigned`,
        })
      }
      pushSessionChanged(fastify, assign)
      return ok(reply, undefined, ROLE_MESSAGES.assigned)
    },
  )
}
