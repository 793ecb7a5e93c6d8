/**
 * Field names that name a privilege or a value only the server sets (SECURITY.md item 13): a request carrying one that
 * its call does not take is refused (400/110, audited as `privilege.refused`) instead of having it silently dropped, so
 * an attempt to set it is seen. A call takes such a field when its own schema names it (the role editor's `permission`,
 * the role calls' `roleId`, the admin user form's `permission`) or when its route declares it
 * (`config.acceptsPrivileged`). Names are compared ignoring case, `_` and `-` (`is_super_admin` is `isSuperAdmin`).
 */
export const PRIVILEGED_FIELDS = [
  'isSuperAdmin',
  'superAdmin',
  'isAdmin',
  'passwordAttempt',
  'passwordHash',
  'mustChangePassword',
  'emailVerified',
  'permission',
  'permissions',
  'roleId',
  'role',
  'ownerId',
  'createdById',
  'createdBy',
  'actorId',
  'id',
  '_id',
] as const
export type PrivilegedField = (typeof PRIVILEGED_FIELDS)[number]

const normalised = (name: string) => name.replace(/[_-]/g, '').toLowerCase()
const PRIVILEGED = new Set(PRIVILEGED_FIELDS.map(normalised))

export const isPrivilegedField = (name: string): boolean => PRIVILEGED.has(normalised(name))

export const privilegedFieldMessage = (field: string) => `${field} cannot be set through this call`
