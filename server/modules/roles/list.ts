import { eq, sql } from 'drizzle-orm'
import { type RoleListRow, rolesTableContract } from '../../../shared/api/roles'
import { roles, users } from '../../db/schema/core'
import { defineList, unixSeconds } from '../../lib/list'

/**
 * The roles table (spec 000 sections 2 and 7, POST /roles/all): keyword on the name, the active filter,
 * sort name, createdAt (default, newest first) or updatedAt; each row with its owner's name and e-mail.
 */
export const rolesList = defineList({
  contract: rolesTableContract,
  entity: 'role',
  table: roles,
  id: roles.id,
  joins: [{ table: users, on: eq(users.id, roles.ownerId) }],
  select: {
    id: roles.id,
    name: roles.name,
    active: roles.active,
    ownerFname: sql<string | null>`${users.fname}`,
    ownerEmail: sql<string | null>`${users.email}`,
    createdAt: roles.createdAt,
    updatedAt: roles.updatedAt,
  },
  toRow: (r): RoleListRow => ({
    _id: r.id,
    name: r.name,
    active: r.active,
    owner: r.ownerFname !== null ? { fname: r.ownerFname, email: r.ownerEmail } : null,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }),
  search: sql`${roles.name}`,
  sort: { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt },
  generic: { active: roles.active },
})
