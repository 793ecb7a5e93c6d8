import { useLingui } from '@lingui/react/macro'
import { LogOutIcon, MenuIcon } from 'lucide-react'
import { PaletteButton } from '@/components/command-palette/palette-button'
import { Button } from '@/components/ui/button'
import { DeferredLanguageMenu } from './language-menu-deferred'
import { MobileActionsSheet } from './mobile-actions-sheet'
import { DeferredMoreMenu } from './more-menu-deferred'
import { NotificationBadge } from './notification-badge'
import { DRAWER_ID } from './side-drawer'
import { useLogout } from './use-logout'
import { usePageTitle } from './use-page-title'

interface Props {
  menuOpen: boolean
  onToggleMenu: () => void
  /** Large screens get the more-menu; small screens the bottom drawer. */
  large: boolean
}

/** The top bar: menu toggle, the page title, the palette, language, logout and the more-menu (spec 000 section 2). */
export function TopBar({ menuOpen, onToggleMenu, large }: Props) {
  const { t } = useLingui()
  const title = usePageTitle()
  const { logout, pending } = useLogout()
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-1 border-b bg-background px-2 md:gap-2 md:px-4">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Toggle menu`}
        aria-expanded={menuOpen}
        aria-controls={large ? DRAWER_ID : undefined}
        onClick={onToggleMenu}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
      <NotificationBadge />
      <PaletteButton />
      {/* The menus load on first use, as on the sign-in page (issue 23). */}
      <DeferredLanguageMenu />
      <Button variant="ghost" onClick={logout} disabled={pending} className="max-sm:px-2">
        <LogOutIcon aria-hidden="true" />
        <span className="max-sm:sr-only">{t`Logout`}</span>
      </Button>
      {large ? (
        <DeferredMoreMenu onLogout={logout} logoutPending={pending} />
      ) : (
        <MobileActionsSheet onLogout={logout} logoutPending={pending} />
      )}
    </header>
  )
}
