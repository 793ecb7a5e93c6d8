import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { RequestAuth } from '../../types'
import { orderRequests } from './schema'

/** What a stored order row is. */
export type OrderRecord = typeof orderRequests.$inferSelect

/** Whether the actor is on the central store's side (an admin): accepts, ships, delivers and orders for any centre. */
export const isCentralStore = (auth: RequestAuth): boolean => auth.user.userType === 'admin'

/**
 * The orders an actor reaches (SECURITY.md item 14): a service centre user (scc) or a worker their centre's (without
 * a centre, none); franchise partners (scp) and customers none; admins every order, as their role allows.
 */
export function orderScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ? eq(orderRequests.scuId, u.scuId) : sql`false`
  if (u.userType === 'scp' || u.userType === 'user') return sql`false`
  return undefined
}

/** The order with this id within the actor's reach. */
export const reachableOrder = (id: string, auth: RequestAuth): SQL => and(eq(orderRequests.id, id), orderScope(auth))!
