import { and, eq, sql, type SQL } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { RequestAuth } from '../../types'

/**
 * The users an actor reaches (SECURITY.md item 14; the rule of server/lib/user-scope.ts as SQL): an scc user only the
 * users of their own service centre, a worker only those of their own centre and branch; without a centre, nobody.
 */
export function userScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'scc') return u.scuId ? eq(users.scuId, u.scuId) : sql`false`
  if (u.userType === 'worker') {
    if (!u.scuId) return sql`false`
    return u.branchId ? and(eq(users.scuId, u.scuId), eq(users.branchId, u.branchId)) : eq(users.scuId, u.scuId)
  }
  return undefined
}
