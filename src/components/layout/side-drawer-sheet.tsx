import { useLingui } from '@lingui/react/macro'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { DrawerContents, DRAWER_WIDTH_CLASS } from './side-drawer'

export interface SideDrawerSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Small screens: the same drawer as a modal sheet from the left, loaded on first opening (app-shell.tsx). */
export function SideDrawerSheet({ open, onOpenChange }: SideDrawerSheetProps) {
  const { t } = useLingui()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className={`${DRAWER_WIDTH_CLASS} gap-0 overflow-y-auto bg-sidebar p-0 text-sidebar-foreground`}>
        <SheetTitle className="sr-only">{t`Menu`}</SheetTitle>
        <SheetDescription className="sr-only">{t`The screens you can open`}</SheetDescription>
        <DrawerContents onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
