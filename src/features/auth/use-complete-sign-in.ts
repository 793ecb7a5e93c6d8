import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { focusScreenWhenShown } from '@/lib/focus-screen'
import { toast } from '@/lib/toast'
import { refuseSessionWithoutPermission } from '@/lib/logout'
import { hasSignInPermission, permsOf, sessionQueryOptions } from '@/lib/session'
import { attemptExpiredMessage, serverErrorMessage } from './messages'

/**
 * After the code is accepted: the session check, then the landing page. scp and scc users land on
 * the booking screen when permitted, everyone else on /admin (spec 000 section 2). A session check
 * that fails by network or server error goes to '/' (spec 000 section 8).
 */
export function useCompleteSignIn(restart: () => void) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()

  return async function completeSignIn(): Promise<void> {
    let session
    try {
      session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
    } catch {
      toast.error(i18n._(serverErrorMessage), { id: 'session-check' })
      restart()
      await navigate({ to: '/', replace: true })
      return
    }
    if (!session) {
      toast.error(i18n._(attemptExpiredMessage))
      restart()
      return
    }
    if (!hasSignInPermission(session.user)) {
      await refuseSessionWithoutPermission(queryClient)
      restart()
      return
    }
    // The screen catalog is not part of the sign-in page's download (issue 23).
    const { landingRoute } = await import('@/lib/commands')
    const to = landingRoute(session.user, permsOf(session.user))
    // Load the shell and the landing page's code first, so the address changes when the page can show.
    await router.preloadRoute({ to }).catch(() => undefined)
    await navigate({ to, replace: true })
    // The sign-in form is gone with its focus: the landing screen's table (or first field, or main region) takes it,
    // as after a palette navigation, so the keyboard works at once (issue 35).
    focusScreenWhenShown(new Set())
  }
}
