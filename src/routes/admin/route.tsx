import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { toast } from '@/lib/toast'
import { AdminLayout } from '@/components/layout/admin-layout'
import { PageSpinner } from '@/components/layout/page-spinner'
import { i18n } from '@/lib/i18n'
import { refuseSessionWithoutPermission } from '@/lib/logout'
import { hasSignInPermission, permsOf, sessionQueryOptions, type Session } from '@/lib/session'

/**
 * The admin area: every /admin path passes here. beforeLoad makes sure of the session (one GET
 * /islogin per session, cached): not signed in → /login; session check failed → '/'; no permission
 * data → refused and signed out; a temporary password → the profile page until it is changed.
 * The per-screen access guard runs in the layout (components/layout/access-guard.tsx).
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    let session: Session | null
    try {
      session = await context.queryClient.ensureQueryData(sessionQueryOptions)
    } catch {
      throw redirect({ to: '/', replace: true })
    }
    if (!session) throw redirect({ to: '/login', replace: true })
    if (!hasSignInPermission(session.user)) {
      await refuseSessionWithoutPermission(context.queryClient)
      throw redirect({ to: '/login', replace: true })
    }
    if (session.user.mustChangePassword && location.pathname !== '/admin/profile') {
      toast.warning(i18n._(msg`Please set a new password to continue`), { id: 'password-change-required' })
      throw redirect({ to: '/admin/profile', replace: true })
    }
    return { perms: permsOf(session.user) }
  },
  pendingComponent: () => <PageSpinner className="min-h-svh" />,
  component: AdminLayout,
})
