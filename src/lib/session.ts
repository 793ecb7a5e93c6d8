import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { SessionUser } from '@shared/api/auth'
import { PermissionSet } from '@shared/permissions'
import { RC } from '@shared/response-codes'
import { api, ApiError } from './api'

export interface Session {
  user: SessionUser
  notificationCount: number
}

export const sessionQueryKey = ['session'] as const

/** GET /islogin: the session, or null when not signed in (108 or 103). Any other answer throws. */
async function fetchSession(): Promise<Session | null> {
  // The answer's schema loads with a session only: the sign-in page (no session) carries no zod.
  const answer = await api.get('/islogin', { schema: () => import('@shared/api/auth').then((m) => m.isLoginAnswer), signInStep: true })
  if (answer.responseCode === RC.SUCCESS && answer.data) {
    return { user: answer.data.user, notificationCount: answer.data.notificationCount }
  }
  if (answer.responseCode === RC.INVALID_SESSION || answer.responseCode === RC.WRONG_CREDENTIALS) return null
  throw new ApiError(answer)
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
})

/**
 * Forgets the signed-in user: the session becomes null (the admin layout then leaves for /login) and
 * every other cached answer is dropped, so nothing of the previous user stays in memory.
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] })
}

const compiled = new WeakMap<SessionUser, PermissionSet>()

/** The user's permission list compiled once per session user object. */
export function permsOf(user: SessionUser): PermissionSet {
  let perms = compiled.get(user)
  if (!perms) {
    perms = new PermissionSet(user.permission, user.isSuperAdmin)
    compiled.set(user, perms)
  }
  return perms
}

/** A session the app may be used with: the user holds a role (or is the super admin). */
export function hasSignInPermission(user: SessionUser): boolean {
  return user.isSuperAdmin || user.permission !== null
}

export interface SessionState extends Session {
  perms: PermissionSet
}

/**
 * The signed-in user and their compiled permissions, inside the admin layout (whose beforeLoad
 * ensured the session). While the session is being cleared on the way out it keeps answering
 * with the last known session, so nothing below the layout renders without one.
 */
export function useSession(): SessionState {
  const { data } = useQuery(sessionQueryOptions)
  const last = useRef<Session | null>(null)
  if (data) last.current = data
  const session = data ?? last.current
  if (!session) throw new Error('useSession is used outside the signed-in area')
  const perms = useMemo(() => permsOf(session.user), [session.user])
  return { ...session, perms }
}
