import { useState, type ReactElement, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckIcon, EllipsisVerticalIcon, LogOutIcon, SettingsIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { activateLocale, LANGUAGES } from '@/lib/i18n'
import { cn } from '@/lib/utils'

interface ActionsSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the sheet (it gets the focus back when the sheet closes). */
  trigger: ReactElement
  title: string
  /** Read by screen readers only. */
  description: string
  className?: string
  /** After the sheet has closed and given the focus back to its trigger. */
  onClosed?: () => void
  children: ReactNode
}

/**
 * Small screens' actions sheet: a bottom drawer opened by `trigger`, scrolling when its list is taller than the
 * screen. The top bar's more-menu and a table's toolbar (command-toolbar.tsx) both use it.
 */
export function ActionsSheet({ open, onOpenChange, trigger, title, description, className, onClosed, children }: ActionsSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="bottom"
        className={cn('max-h-[85dvh] gap-2 overflow-y-auto pb-6', className)}
        onCloseAutoFocus={() => {
          // Radix focuses the trigger right after this handler: what comes next starts from there.
          if (onClosed) queueMicrotask(onClosed)
        }}
      >
        <SheetHeader className="pb-0">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  )
}

/** Small screens: a bottom drawer with the language choice, settings and logout (spec 000 section 2). */
export function MobileActionsSheet({ onLogout, logoutPending }: { onLogout: () => void; logoutPending: boolean }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <ActionsSheet
      open={open}
      onOpenChange={setOpen}
      title={t`More`}
      description={t`Language, settings and logout`}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t`More`} title={t`More`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      }
    >
      <div role="group" aria-label={t`Language`} className="grid grid-cols-2 gap-2 px-4">
        {LANGUAGES.map((l) => {
          const current = i18n.locale === l.code
          return (
            <Button
              key={l.code}
              variant={current ? 'secondary' : 'outline'}
              lang={l.code}
              aria-pressed={current}
              onClick={() => void activateLocale(l.code)}
            >
              {current && <CheckIcon aria-hidden="true" />}
              {l.name}
            </Button>
          )
        })}
      </div>
      <Separator className="my-2" />
      <div className="grid gap-2 px-4">
        <Button asChild variant="ghost" className="justify-start">
          <Link to="/admin/setting" onClick={() => setOpen(false)}>
            <SettingsIcon aria-hidden="true" />
            {t`Settings`}
          </Link>
        </Button>
        <Button variant="ghost" className="justify-start text-destructive" disabled={logoutPending} onClick={onLogout}>
          <LogOutIcon aria-hidden="true" />
          {t`Logout`}
        </Button>
      </div>
    </ActionsSheet>
  )
}
