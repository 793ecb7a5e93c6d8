import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { RequestAuth } from '../../types'
import { tickets } from './schema'

/** What a stored ticket row is. */
export type TicketRecord = typeof tickets.$inferSelect

/**
 * The tickets an actor reaches (SECURITY.md item 14): a worker only those assigned to them, a service centre user (scc)
 * their centre's (without a centre, none); franchise partners (scp) and customers none (tickets are the centres'
 * work); admins every ticket, as their role's permission allows.
 */
export function ticketScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'worker') return eq(tickets.assigneeId, u.id)
  if (u.userType === 'scc') return u.scuId ? eq(tickets.scuId, u.scuId) : sql`false`
  if (u.userType === 'scp' || u.userType === 'user') return sql`false`
  return undefined
}

/** The ticket with this id within the actor's reach. */
export const reachableTicket = (id: string, auth: RequestAuth): SQL => and(eq(tickets.id, id), ticketScope(auth))!

export { dateOfDay, dayOf, nameOf } from '../../lib/india-day'
