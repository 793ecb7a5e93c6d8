import type { PermissionSet } from '../shared/permissions'
import { screenCommands } from './screens'
import type { ScreenCommand } from './types'

export type { Command, ScreenCommand, Section, MenuGroup } from './types'
export { screenCommands, type ScreenRoute } from './screens'

/** The screen whose route is exactly `path` (trailing slash ignored). */
export function screenForPath(path: string): ScreenCommand | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return screenCommands.find((s) => s.route === clean)
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
