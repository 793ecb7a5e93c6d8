import { screenCommands } from '@commands/screens'
import type { PermissionSet } from '@shared/permissions'

/** What the session may do with a screen's table (spec 000 section 6, spec 001 section 6). */
export interface TableGates {
  /** Loading rows needs 'query'; without it the table is not loaded and says why. */
  query: boolean
  /** Opening a row (double-click, double-tap, Enter) needs 'view' or 'visibility'. */
  open: boolean
  /** Download needs 'export'. */
  export: boolean
  /** The filter popover needs 'filter'. */
  filter: boolean
}

const NONE: TableGates = { query: false, open: false, export: false, filter: false }

/** The gates of the table of catalog screen `screenId` (`screen.users`). */
export function tableGates(perms: PermissionSet, screenId: string): TableGates {
  const screen = screenCommands.find((s) => s.id === screenId)
  const name = screen?.need?.screen
  if (!name || !perms.hasScreen(name)) return NONE
  return {
    query: perms.hasButton(name, 'query'),
    open: perms.hasButton(name, 'view') || perms.hasButton(name, 'visibility'),
    export: perms.hasButton(name, 'export'),
    filter: perms.hasButton(name, 'filter'),
  }
}
