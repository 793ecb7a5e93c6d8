import type * as React from 'react'
import { useLocation } from '@tanstack/react-router'
import { accessState, fallbackRoute } from '@/lib/commands'
import { useSession } from '@/lib/session'
import { AccessDenied } from './access-denied'

/**
 * The access guard of the admin area (spec 000 section 4): the page when the session's permissions
 * allow its screen (profile and settings need none), else the denial and a redirect to the first
 * permitted page. Unknown admin paths pass through to the 'Coming soon.' route. The loading state
 * is the admin layout's spinner, shown until the session is known.
 */
export function AccessGuard({ children }: { children: React.ReactNode }) {
  const { user, perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  if (accessState(perms, pathname) === 'denied') return <AccessDenied key={pathname} redirectTo={fallbackRoute(user, perms)} />
  return children
}
