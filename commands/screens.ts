import type { PermissionSet } from '../shared/permissions'
import { screenFiles } from './screens.gen'
import type { ScreenCommand } from './types'

/**
 * Every admin screen of spec 000 section 2, in menu order: one file each under commands/screens/ (listed by the
 * generated screens.gen.ts). Where the spec gives no permission (test-ride dashboard, tracking graphs) the screen
 * shares its parent's: Dashboard and TrackingLog.
 */
export const screenCommands = [...screenFiles].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))

/** Every screen route as a literal type: src/lib/commands.ts checks each against the router's route tree. */
export type ScreenRoute = (typeof screenFiles)[number]['route']

/**
 * The screen whose route is `path`, as the router matches it: letter case and a trailing slash ignored
 * (`/admin/Dashboard/` is the dashboard's page, so it is the dashboard's screen too).
 */
const byRoute = new Map<string, ScreenCommand>(screenCommands.map((s) => [s.route.toLowerCase(), s]))

export function screenForPath(path: string): ScreenCommand | undefined {
  return byRoute.get((path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase())
}

/** Screens this user may open, in menu order. */
export function permittedScreens(perms: PermissionSet): ScreenCommand[] {
  return screenCommands.filter((s) => perms.allows(s.need))
}

/**
 * Where a user lands: `preferred` when permitted, else the first permitted menu screen
 * (settings as the last resort, since it needs no permission).
 */
export function homeRoute(perms: PermissionSet, preferred: string): string {
  const wanted = screenForPath(preferred)
  if (wanted && perms.allows(wanted.need)) return wanted.route
  const first = screenCommands.find((s) => s.menu !== false && s.need !== null && perms.allows(s.need))
  return first?.route ?? '/admin/setting'
}
