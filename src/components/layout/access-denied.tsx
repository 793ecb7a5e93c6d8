import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { ShieldAlertIcon } from 'lucide-react'
import type { AppRoute } from '@/lib/commands'

/** Access guard redirect delay (spec 000 section 9). */
export const DENIED_REDIRECT_MS = 2000

/** The guard's denied state: the message, then the first permitted page 2 seconds later. */
export function AccessDenied({ redirectTo }: { redirectTo: AppRoute }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: redirectTo, replace: true }), DENIED_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate, redirectTo])
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
        <ShieldAlertIcon className="size-10 text-destructive" aria-hidden="true" />
        <p className="text-base font-medium">
          <Trans>Sorry, You don't have permission. We are trying to redirect you another page.</Trans>
        </p>
      </div>
    </div>
  )
}
