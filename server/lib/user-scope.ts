import type { RequestAuth } from '../types'

/**
 * SECURITY.md item 14, as the users list scopes it: an scc user reaches only users of their own centre,
 * a worker only those of their centre and branch; everyone else every user.
 */
export function inScope(auth: RequestAuth, target: { scuId: string | null; branchId: string | null }): boolean {
  const u = auth.user
  if (u.userType === 'scc') return !!u.scuId && target.scuId === u.scuId
  if (u.userType === 'worker') return !!u.scuId && target.scuId === u.scuId && (!u.branchId || target.branchId === u.branchId)
  return true
}
