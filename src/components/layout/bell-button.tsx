import type { ComponentProps } from 'react'
import { BellIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The top bar's bell with the unread count: the popover's trigger, and its stand-in until the popover has loaded. */
export function BellButton({ label, count, ...props }: { label: string; count: number } & ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} data-testid="notification-bell" className="relative" {...props}>
      <BellIcon aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums"
        >
          {count > 99 ? '99+' : String(count)}
        </span>
      )}
    </Button>
  )
}
