import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSession } from '@/lib/session'
import { userTypeLabels } from '@/lib/user-types'
import { MainMenu } from './main-menu'

/** Side drawer width (spec 000 section 9). */
export const DRAWER_WIDTH_CLASS = 'w-[250px]'
export const DRAWER_ID = 'app-drawer'

export function DrawerContents({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const { user } = useSession()
  return (
    <>
      <div className="border-b border-sidebar-border px-4 py-3">
        <Link
          to="/admin/profile"
          onClick={onNavigate}
          className="block truncate rounded-sm font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {user.name || user.mobileNo}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{i18n._(userTypeLabels[user.userType])}</p>
      </div>
      <MainMenu onNavigate={onNavigate} />
    </>
  )
}

/** Large screens: the drawer sits beside the page, 250 px wide, hidden when toggled off. */
export function SideDrawer({ open }: { open: boolean }) {
  return (
    <aside
      id={DRAWER_ID}
      hidden={!open}
      className={`${DRAWER_WIDTH_CLASS} sticky top-14 h-[calc(100svh-3.5rem)] shrink-0 overflow-y-auto border-r border-sidebar-border bg-sidebar text-sidebar-foreground`}
    >
      <DrawerContents />
    </aside>
  )
}
