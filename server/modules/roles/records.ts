import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { normalisePermission, ROLE_MESSAGES, roleRecordContract, type RoleDetails } from '../../../shared/api/roles'
import type { Db } from '../../db/client'
import { roles, users } from '../../db/schema/core'
import { unixSeconds } from '../../lib/list'
import { registerRecordRoutes } from '../../lib/records'

type RoleRow = typeof roles.$inferSelect

/** Another role of this name, in any case (`except` the one renamed): names are unique (114). */
export const sameName = (name: string, except?: string) =>
  and(sql`lower(${roles.name}) = lower(${name})`, except ? ne(roles.id, except) : undefined)

/** A role as the details answer it: with its owner and its permission over every screen and button. */
export async function detailsOf(db: Db, role: RoleRow): Promise<RoleDetails> {
  const [owner] = role.ownerId
    ? await db.select({ fname: users.fname, email: users.email }).from(users).where(eq(users.id, role.ownerId))
    : []
  return {
    _id: role.id,
    name: role.name,
    active: role.active,
    owner: owner ?? null,
    createdAt: unixSeconds(role.createdAt)!,
    updatedAt: unixSeconds(role.updatedAt)!,
    permission: normalisePermission(role.permission),
  }
}

/**
 * The role record calls on the record kit: details (Role + view, visibility or edit: the role dialog loads it before
 * editing) and create (Role + add): a new role is active, without permissions and owned by the signed-in user.
 */
export function roleRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: roleRecordContract,
    screen: 'Role',
    detailsButtons: ['view', 'visibility', 'edit'],
    entity: 'role',
    what: 'role',
    tags: ['roles'],
    table: roles,
    id: roles.id,
    details: async (row: RoleRow, { db }) => ({ role: await detailsOf(db, row) }),
    columns: (form) => ({ name: form.name, active: true }),
    createColumns: ({ auth }) => ({ permission: normalisePermission([]), ownerId: auth.user.id }),
    duplicate: (form, except) => sameName(form.name, except ?? undefined),
    comment: { created: (form) => `role ${form.name} created` },
    messages: { saved: ROLE_MESSAGES.created },
  })
}
