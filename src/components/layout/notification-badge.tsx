import { lazy, Suspense, useEffect, useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BellIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { setNotificationPanelOpen, useNotificationPanelOpen } from '@/lib/notification-panel'
import { useSession } from '@/lib/session'
import { PageSpinner } from './page-spinner'

/** The panel's list, its calls and its marking read load on first opening, out of the shell's download. */
const NotificationPanel = lazy(() => import('./notification-panel'))

/**
 * The top bar's bell (issue 15): a button with the signed-in user's unread count (GET /islogin's notificationCount,
 * kept live by the `notification-count` socket event and by the panel's marking read) that opens a panel of the
 * user's own notifications, newest first (notification-panel.tsx). The palette's "Notifications" command opens it
 * too (lib/notification-panel.ts). Escape closes it and the focus goes back to the bell (Radix).
 */
export function NotificationBadge() {
  const { t } = useLingui()
  const { notificationCount } = useSession()
  const open = useNotificationPanelOpen()
  const headingId = useId()
  // Signing out (the shell unmounts) closes it: the next session starts with the panel closed.
  useEffect(() => () => setNotificationPanelOpen(false), [])

  const shown = notificationCount > 99 ? '99+' : String(notificationCount)
  const label = notificationCount > 0 ? t`Notifications, ${notificationCount} unread` : t`Notifications`
  return (
    <>
      <Popover open={open} onOpenChange={setNotificationPanelOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label} title={label} data-testid="notification-bell" className="relative">
            <BellIcon aria-hidden="true" className="size-5" />
            {notificationCount > 0 && (
              <span
                aria-hidden="true"
                data-testid="notification-count"
                className="absolute top-0.5 right-0 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums"
              >
                {shown}
              </span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="end"
          aria-labelledby={headingId}
          data-testid="notification-panel"
          className="flex max-h-[min(32rem,calc(100svh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        >
          <h2 id={headingId} className="border-b px-4 py-3 text-sm font-semibold">
            {t`Notifications`}
          </h2>
          <Suspense fallback={<PageSpinner />}>
            <NotificationPanel />
          </Suspense>
        </PopoverContent>
      </Popover>
      {/* The count told to screen readers as it changes (a new notification arrives, or they were read). */}
      <span role="status" className="sr-only">
        {notificationCount > 0 ? label : ''}
      </span>
    </>
  )
}
