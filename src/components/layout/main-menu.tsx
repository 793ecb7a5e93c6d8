import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { menuEntries, type CatalogScreen } from '@/lib/commands'
import { useSession } from '@/lib/session'
import { MenuBadge } from './menu-badge'

interface Props {
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void
}

/** The side menu: the catalog's screens this session may open, grouped as spec 000 section 2 lists them. */
export function MainMenu({ onNavigate }: Props) {
  const { t, i18n } = useLingui()
  const { user, perms } = useSession()
  const entries = useMemo(() => menuEntries(perms, user.userType), [perms, user.userType])
  return (
    <nav aria-label={t`Main menu`} className="px-2 py-3">
      <ul className="grid gap-0.5">
        {entries.map((entry) =>
          entry.kind === 'screen' ? (
            <li key={entry.screen.id}>
              <MenuLink screen={entry.screen} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={entry.group} className="mt-3 mb-1">
              <h2 id={`menu-group-${entry.group}`} className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground">
                {i18n._(entry.title)}
              </h2>
              <ul aria-labelledby={`menu-group-${entry.group}`} className="grid gap-0.5">
                {entry.screens.map((screen) => (
                  <li key={screen.id}>
                    <MenuLink screen={screen} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function MenuLink({ screen, onNavigate }: { screen: CatalogScreen } & Props) {
  const { i18n } = useLingui()
  const Icon = screen.icon
  return (
    <Link
      to={screen.route}
      onClick={onNavigate}
      activeOptions={{ exact: true, includeSearch: false }}
      className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm text-sidebar-foreground outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:bg-sidebar-accent data-[status=active]:font-semibold"
    >
      {Icon && <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
      <span className="truncate">{i18n._(screen.title)}</span>
      <MenuBadge screenId={screen.id} />
    </Link>
  )
}
