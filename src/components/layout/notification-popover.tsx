import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { setNotificationPanelOpen } from '@/lib/notification-panel'
import { BellButton } from './bell-button'
import NotificationPanel from './notification-panel'

export interface NotificationPopoverProps {
  open: boolean
  label: string
  count: number
}

/**
 * The bell's popover with the user's notifications (notification-badge.tsx), loaded with its list on first opening.
 * Escape closes it and the focus goes back to the bell (Radix).
 */
export function NotificationPopover({ open, label, count }: NotificationPopoverProps) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <Popover open={open} onOpenChange={setNotificationPanelOpen}>
      <PopoverTrigger asChild>
        <BellButton label={label} count={count} />
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
        <NotificationPanel />
      </PopoverContent>
    </Popover>
  )
}
