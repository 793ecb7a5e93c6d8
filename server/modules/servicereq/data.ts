import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { RequestAuth } from '../../types'
import { serviceRequests } from './schema'

/** What a stored service request row is. */
export type ServiceRequestRecord = typeof serviceRequests.$inferSelect

/**
 * The service requests an actor reaches (SECURITY.md item 14): a worker only those assigned to them, a service centre
 * user (scc) their centre's (without a centre, none); franchise partners (scp) and customers none; admins every
 * request, as their role's permission allows.
 */
export function serviceRequestScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'worker') return eq(serviceRequests.assigneeId, u.id)
  if (u.userType === 'scc') return u.scuId ? eq(serviceRequests.scuId, u.scuId) : sql`false`
  if (u.userType === 'scp' || u.userType === 'user') return sql`false`
  return undefined
}

/** The request with this id within the actor's reach. */
export const reachableRequest = (id: string, auth: RequestAuth): SQL => and(eq(serviceRequests.id, id), serviceRequestScope(auth))!
