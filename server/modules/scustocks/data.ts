import { and, eq, sql, type SQL } from 'drizzle-orm'
import { stockBalances } from '../../db/schema'
import type { RequestAuth } from '../../types'

/**
 * The centres an actor's stock reaches (SECURITY.md item 14): a service centre user (scc) or worker only their own
 * centre (without one, none); franchise partners (scp) and customers none; admins every centre, as their role allows.
 * Answers the centre id the actor is held to, null for every centre, or false for none.
 */
export function stockCentreOf(auth: RequestAuth): string | null | false {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ?? false
  if (u.userType === 'scp' || u.userType === 'user') return false
  return null
}

/** Whether the actor reaches this centre's stock. */
export function reachesCentre(auth: RequestAuth, scuId: string): boolean {
  const own = stockCentreOf(auth)
  return own === null || own === scuId
}

/** The balances' condition of stockCentreOf. */
export function scuStockScope(auth: RequestAuth): SQL | undefined {
  const own = stockCentreOf(auth)
  if (own === false) return sql`false`
  return own === null ? undefined : eq(stockBalances.scuId, own)
}

/** The condition of one balance row. */
export const balanceOf = (scuId: string, productId: string): SQL =>
  and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId))!
