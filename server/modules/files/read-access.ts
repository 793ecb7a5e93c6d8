import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Need } from '../../../shared/permissions'
import { users, type files, type FileOwner } from '../../db/schema'
import { fileOwnerScope } from '../../lib/file-owner-scopes'
import { inScope } from '../../lib/user-scope'
import type { RequestAuth } from '../../types'

type FileRow = typeof files.$inferSelect

/** 'forbidden': the reader lacks the owning record's permission (403/111); 'hidden': not theirs to see (404/123). */
export type FileAccess = 'allowed' | 'forbidden' | 'hidden'

/**
 * What reading a file of each kind of record takes: the need its details route declares (looked up, so the two can
 * never differ) and, where the module is scoped, that the record is within the reader's scope.
 */
const OWNERS: Record<
  FileOwner,
  { details: string; inScope?: (fastify: FastifyInstance, auth: RequestAuth, id: string) => Promise<boolean> }
> = {
  user: {
    details: '/api/admin/user/details',
    inScope: async (fastify, auth, id) => {
      const [owner] = await fastify.db.select({ scuId: users.scuId, branchId: users.branchId }).from(users).where(eq(users.id, id))
      return !!owner && inScope(auth, owner)
    },
  },
  enquiry: { details: '/api/admin/enquiry/details' },
  advertisement: { details: '/api/admin/advertisement/details' },
  // Scoped by its own module (server/lib/file-owner-scopes.ts): an scc their centre's tickets, a worker their own.
  ticket: {
    details: '/api/admin/ticket/details',
    inScope: async (fastify, auth, id) => (await fileOwnerScope('ticket')?.(fastify.db, auth, id)) ?? false,
  },
  vehicleModel: { details: '/api/admin/vehicleModel/details' },
}

function readNeed(fastify: FastifyInstance, details: string): Need | null {
  const route = fastify.apiRoutes.find((r) => r.method === 'POST' && r.url === details)
  return route && typeof route.access === 'object' ? route.access : null
}

/**
 * Whether a signed-in user may read a stored file (SECURITY.md item 28): a public file, yes; a file no record has
 * claimed, only its uploader; otherwise what reading the owning record takes. Unknown owners are refused.
 */
export async function fileAccess(fastify: FastifyInstance, auth: RequestAuth, file: FileRow): Promise<FileAccess> {
  if (file.public) return 'allowed'
  if (!file.ownerEntity || !file.ownerId) return file.uploadedById === auth.user.id ? 'allowed' : 'hidden'
  const owner = OWNERS[file.ownerEntity]
  const need = owner ? readNeed(fastify, owner.details) : null
  if (!need) return 'hidden'
  if (!auth.perms.allows(need)) return 'forbidden'
  if (owner.inScope && !(await owner.inScope(fastify, auth, file.ownerId))) return 'hidden'
  return 'allowed'
}
