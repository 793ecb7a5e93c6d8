import { useLingui } from '@lingui/react/macro'
import { BellIcon } from 'lucide-react'
import { useSession } from '@/lib/session'

/**
 * The signed-in user's unread notification count in the top bar (GET /islogin's notificationCount, updated live by
 * the `notification-count` socket event). Nothing shows while it is zero.
 */
export function NotificationBadge() {
  const { t } = useLingui()
  const { notificationCount } = useSession()
  if (notificationCount <= 0) return null
  const shown = notificationCount > 99 ? '99+' : String(notificationCount)
  return (
    <span
      role="status"
      aria-label={notificationCount === 1 ? t`1 unread notification` : t`${notificationCount} unread notifications`}
      data-testid="notification-count"
      className="relative inline-flex size-9 items-center justify-center text-muted-foreground"
    >
      <BellIcon aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums"
      >
        {shown}
      </span>
    </span>
  )
}
