import { useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { CommandCenter } from '@/components/command-palette/command-center'
import { IncomingCallOverlay } from '@/components/incoming-call/incoming-call-overlay'
import { LARGE_SCREEN, useMediaQuery } from '@/hooks/use-media-query'
import { lazyDialog } from '@/lib/lazy-dialog'
import { SideDrawer } from './side-drawer'
import type { SideDrawerSheetProps } from './side-drawer-sheet'
import { TopBar } from './top-bar'

/** The small screens' drawer (Radix's dialog) loads on its first opening (issue 23). */
const SideDrawerSheet = lazyDialog(
  () => import('./side-drawer-sheet').then((m) => m.SideDrawerSheet),
  (p: SideDrawerSheetProps) => p.open,
)

/**
 * The admin shell: top bar, side drawer and the page, and the keyboard layer (hotkeys, palette, shortcut sheet).
 * On large screens the drawer sits beside the page and the toggle hides it; on small screens it is a modal sheet
 * the toggle opens.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const large = useMediaQuery(LARGE_SCREEN)
  const [drawerOpen, setDrawerOpen] = useState(true)
  const [sheetOpen, setSheetOpen] = useState(false)
  const toggle = () => (large ? setDrawerOpen((o) => !o) : setSheetOpen((o) => !o))

  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <TopBar large={large} menuOpen={large ? drawerOpen : sheetOpen} onToggleMenu={toggle} />
      <div className="flex flex-1">
        {large ? <SideDrawer open={drawerOpen} /> : <SideDrawerSheet open={sheetOpen} onOpenChange={setSheetOpen} />}
        <main id="main-content" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          {children}
        </main>
      </div>
      <CommandCenter />
      <IncomingCallOverlay />
    </div>
  )
}
