import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckIcon, EllipsisVerticalIcon, LogOutIcon, SettingsIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { activateLocale, LANGUAGES } from '@/lib/i18n'

/** Small screens: a bottom drawer with the language choice, settings and logout (spec 000 section 2). */
export function MobileActionsSheet({ onLogout, logoutPending }: { onLogout: () => void; logoutPending: boolean }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`More`} title={t`More`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="gap-2 pb-6">
        <SheetHeader className="pb-0">
          <SheetTitle>{t`More`}</SheetTitle>
          <SheetDescription className="sr-only">{t`Language, settings and logout`}</SheetDescription>
        </SheetHeader>
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
      </SheetContent>
    </Sheet>
  )
}
