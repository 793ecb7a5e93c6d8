import { useLocation } from '@tanstack/react-router'
import { actionAllowedOn, actionOn } from '@commands/decide'
import { screenForPath } from '@commands/screens'
import type { PermissionSet } from '@shared/permissions'
import { useSession } from '@/lib/session'

/**
 * Whether a view dialog on the screen at `pathname` offers Edit (spec 001 section 4): the screen's toolbar has the edit
 * action and the session may use it, the same decision as the toolbar's Edit button and Ctrl/Cmd+E.
 */
export function mayEditOn(perms: PermissionSet, pathname: string): boolean {
  const screen = screenForPath(pathname)
  const edit = actionOn(screen, 'action.edit')
  return edit !== undefined && actionAllowedOn(edit, screen, perms)
}

/** mayEditOn for the signed-in session on the current screen. */
export function useMayEdit(): boolean {
  const { perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  return mayEditOn(perms, pathname)
}
