import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
// The screens only (not @commands/index): this module is in the entry chunk, the actions' catalog is not.
import { homeRoute, screenCommands, screenForPath, type ScreenRoute } from '@commands/screens'
import type { MenuGroup } from '@commands/types'
import type { SessionUser } from '@shared/api/auth'
import type { PermissionSet } from '@shared/permissions'
import type { FileRoutesById, FileRoutesByTo } from '@/routeTree.gen'

/** Every path the router can navigate to (`to`), from the generated route tree. */
export type AppRoute = keyof FileRoutesByTo

/** A screen of the catalog, with its route as a literal type. */
export type CatalogScreen = (typeof screenCommands)[number]

/**
 * Compile-time check: every catalog route is a route of the app. A screen added to commands/ without
 * its route file fails type checking here, naming the missing path.
 */
export const screenRoutes: readonly AppRoute[] = screenCommands.map((s) => s.route)

/**
 * Compile-time check: every catalog route is also the id of its route (an index route's id has a trailing slash),
 * since the access guard finds the screen by the route id of the page it guards. A screen under a pathless layout or a
 * route group would fail here, naming its path, instead of passing the guard unseen.
 */
type ScreenWithoutRouteId = {
  [R in ScreenRoute]: R extends keyof FileRoutesById ? never : `${R}/` extends keyof FileRoutesById ? never : R
}[ScreenRoute]
export const everyScreenIsARouteId: [ScreenWithoutRouteId] extends [never] ? true : ScreenWithoutRouteId = true

const routeSet = new Set<string>(screenRoutes)

/** A catalog path (from homeRoute and friends) as a typed route; unknown paths fall back to settings. */
export function toAppRoute(path: string): AppRoute {
  return routeSet.has(path) ? (path as AppRoute) : '/admin/setting'
}

/**
 * Where a user goes after signing in: scp and scc users to the booking screen when permitted
 * (spec 000 section 2), others to /admin, which forwards to the first permitted screen.
 */
export function landingRoute(user: SessionUser, perms: PermissionSet): AppRoute {
  if (user.userType === 'scp' || user.userType === 'scc') return toAppRoute(homeRoute(perms, '/admin/booking'))
  return '/admin'
}

/** The first permitted page, as the access guard redirects to it. */
export function fallbackRoute(user: SessionUser, perms: PermissionSet): AppRoute {
  const preferred = user.userType === 'scp' || user.userType === 'scc' ? '/admin/booking' : '/admin/users'
  return toAppRoute(homeRoute(perms, preferred))
}

export type AccessState = 'allowed' | 'denied' | 'unknown'

/**
 * The guard's answer for an admin route (the route id of the page shown, e.g. `/admin/log/tracking/`, or a path):
 * routes of no screen (`/admin/$`: 'Coming soon.') are unknown.
 */
export function accessState(perms: PermissionSet, route: string): AccessState {
  const screen = screenForPath(route)
  if (!screen) return 'unknown'
  return perms.allows(screen.need) ? 'allowed' : 'denied'
}

export const menuGroupTitles: Record<MenuGroup, MessageDescriptor> = {
  scu: msg`SCU`,
  inventory: msg`Inventory`,
  security: msg`Security`,
}

export type MenuEntry =
  { kind: 'screen'; screen: CatalogScreen } | { kind: 'group'; group: MenuGroup; title: MessageDescriptor; screens: CatalogScreen[] }

/**
 * The side menu: permitted screens shown in the menu, in catalog order; grouped screens are gathered
 * where their group first appears. The SCU group is hidden for scp users (spec 000 section 6).
 */
export function menuEntries(perms: PermissionSet, userType: SessionUser['userType']): MenuEntry[] {
  const entries: MenuEntry[] = []
  const groups = new Map<MenuGroup, CatalogScreen[]>()
  for (const screen of screenCommands) {
    if (screen.menu === false || !perms.allows(screen.need)) continue
    const group = screen.menu.group
    if (!group) {
      entries.push({ kind: 'screen', screen })
      continue
    }
    if (group === 'scu' && userType === 'scp') continue
    const members = groups.get(group)
    if (members) {
      members.push(screen)
      continue
    }
    const list = [screen]
    groups.set(group, list)
    entries.push({ kind: 'group', group, title: menuGroupTitles[group], screens: list })
  }
  return entries
}
