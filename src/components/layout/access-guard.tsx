import type * as React from 'react'
import { useChildMatches } from '@tanstack/react-router'
import { accessState, fallbackRoute } from '@/lib/commands'
import { useSession } from '@/lib/session'
import { AccessDenied } from './access-denied'

/**
 * The access guard of the admin area (spec 000 section 4): the page when the session's permissions
 * allow its screen (profile and settings need none), else the denial and a redirect to the first
 * permitted page. Unknown admin paths pass through to the 'Coming soon.' route. The loading state
 * is the admin layout's spinner, shown until the session is known.
 *
 * It decides on the route the page below shows (the leaf match's route id, which the catalog's routes are), never on
 * the address: the router matches addresses case-insensitively (`/admin/Dashboard` is the dashboard), and while a
 * navigation is pending the address is already the next one while the page is still the previous one (the denial's
 * own redirect would otherwise let the forbidden page mount for a moment). So a forbidden screen never mounts and
 * none of its queries start (issue 35).
 */
export function AccessGuard({ children }: { children: React.ReactNode }) {
  const { user, perms } = useSession()
  const shown = useChildMatches({ select: (matches) => matches.at(-1)?.routeId ?? '' })
  if (accessState(perms, shown) === 'denied') return <AccessDenied key={shown} redirectTo={fallbackRoute(user, perms)} />
  return children
}
