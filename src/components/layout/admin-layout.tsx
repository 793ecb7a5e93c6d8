import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate } from '@tanstack/react-router'
import { connectRealtime, disconnectRealtime } from '@/lib/realtime'
import { sessionQueryOptions } from '@/lib/session'
import { AccessGuard } from './access-guard'
import { AppShell } from './app-shell'
import { PageSpinner } from './page-spinner'

/**
 * The admin area: the shell around the guarded page. The route's beforeLoad has ensured a session;
 * when the session is cleared later (108 on a call), this shows the loading state and leaves for /login.
 */
export function AdminLayout() {
  const { data: session } = useQuery(sessionQueryOptions)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (session === null) void navigate({ to: '/login', replace: true })
  }, [session, navigate])
  // Live updates for the signed-in user (permission changes now; calls and notifications later).
  const signedInId = session?.user._id
  useEffect(() => {
    if (!signedInId) return
    void connectRealtime(queryClient)
    return () => disconnectRealtime()
  }, [signedInId, queryClient])

  if (!session) return <PageSpinner className="min-h-svh" />
  return (
    <AppShell>
      <AccessGuard>
        <Outlet />
      </AccessGuard>
    </AppShell>
  )
}
