import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { lazyDialog } from '@/lib/lazy-dialog'
import { setNotificationPanelOpen, useNotificationPanelOpen } from '@/lib/notification-panel'
import { useSession } from '@/lib/session'
import { BellButton } from './bell-button'
import type { NotificationPopoverProps } from './notification-popover'

/**
 * The popover (Radix's, with its positioning), its list, its calls and its marking read load on first opening, out of
 * the shell's download (issue 23); until then the bell stands alone and opens it.
 */
const NotificationPopover = lazyDialog(
  () => import('./notification-popover').then((m) => m.NotificationPopover),
  (p: NotificationPopoverProps) => p.open,
  ({ label, count }: NotificationPopoverProps) => (
    <BellButton label={label} count={count} aria-haspopup="dialog" aria-expanded={false} onClick={() => setNotificationPanelOpen(true)} />
  ),
)

/**
 * The top bar's bell (issue 15): a button with the signed-in user's unread count (GET /islogin's notificationCount,
 * kept live by the `notification-count` socket event and by the panel's marking read) that opens a panel of the
 * user's own notifications, newest first (notification-panel.tsx). The palette's "Notifications" command opens it
 * too (lib/notification-panel.ts).
 */
export function NotificationBadge() {
  const { t } = useLingui()
  const { notificationCount } = useSession()
  const open = useNotificationPanelOpen()
  // Signing out (the shell unmounts) closes it: the next session starts with the panel closed.
  useEffect(() => () => setNotificationPanelOpen(false), [])

  const label = notificationCount > 0 ? t`Notifications, ${notificationCount} unread` : t`Notifications`
  return (
    <>
      <NotificationPopover open={open} label={label} count={notificationCount} />
      {/* The count told to screen readers as it changes (a new notification arrives, or they were read). */}
      <span role="status" className="sr-only">
        {notificationCount > 0 ? label : ''}
      </span>
    </>
  )
}
