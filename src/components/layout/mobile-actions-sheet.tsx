import { cloneElement, useState, type ComponentProps, type ReactElement } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckIcon, EllipsisVerticalIcon, LogOutIcon, SettingsIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { activateLocale, LANGUAGES } from '@/lib/i18n'
import { lazyDialog } from '@/lib/lazy-dialog'
import type { ActionsSheetProps } from './actions-sheet'

/** The sheet's trigger until its code has loaded: the same button, opening the sheet (Radix's trigger takes over). */
function TriggerStandIn({ trigger, onOpenChange }: ActionsSheetProps) {
  return cloneElement(trigger as ReactElement<ComponentProps<'button'> & { 'data-state'?: string }>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: () => onOpenChange(true),
  })
}

/**
 * Small screens' actions sheet: a bottom drawer opened by `trigger`, scrolling when its list is taller than the
 * screen. The top bar's more-menu and a table's toolbar (command-toolbar.tsx) both use it. Its code (Radix's dialog)
 * loads on first opening (issue 23); the trigger shows from the start.
 */
export const ActionsSheet = lazyDialog(
  () => import('./actions-sheet').then((m) => m.ActionsSheet),
  (p: ActionsSheetProps) => p.open,
  TriggerStandIn,
)

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
