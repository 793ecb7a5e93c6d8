import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { hasSignInPermission, permsOf, sessionQueryOptions } from '@/lib/session'

/**
 * beforeLoad of the sign-in routes: a browser that is already signed in goes on to its landing page
 * instead of seeing the form. A failed check (network, server) simply shows the form.
 */
export async function redirectIfSignedIn({ context }: { context: { queryClient: QueryClient } }): Promise<void> {
  let session
  try {
    session = await context.queryClient.ensureQueryData(sessionQueryOptions)
  } catch {
    return
  }
  if (session && hasSignInPermission(session.user)) {
    // The screen catalog loads only for a signed-in browser: the sign-in page does not carry it (issue 23).
    const { landingRoute } = await import('@/lib/commands')
    throw redirect({ to: landingRoute(session.user, permsOf(session.user)), replace: true })
  }
}
