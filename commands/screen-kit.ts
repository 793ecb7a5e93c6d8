import type { MessageDescriptor } from '@lingui/core'
import type { LucideIcon } from 'lucide-react'
import type { Button, Need } from '../shared/permissions'
import type { CommonActionName } from './actions'
import type { ActionCommand, MenuGroup, ScreenCommand, ToolbarItem } from './types'

/**
 * The shared data table's own tools, on every table screen (spec 001 section 2: keyword search, filter popover with
 * clear all, column visibility, download, and the re-fetch of the toolbar items). Each still needs its button.
 */
export const TABLE_TOOLS = [
  'search',
  'filter',
  'clearFilters',
  'columns',
  'export',
  'refetch',
] as const satisfies readonly CommonActionName[]

export interface ScreenDeclaration<R extends string> {
  /** `users` → `screen.users`. */
  id: string
  route: R
  title: MessageDescriptor
  /** The permission it needs; null: every signed-in user may open it. */
  need: Need | null
  icon: LucideIcon
  /** Its place in the side menu and the palette, lower first. */
  order: number
  /** Default: in the menu, in no group. */
  menu?: false | { group?: MenuGroup }
  keywords?: readonly string[]
  /** Its table's record actions in toolbar order; the table's tools (TABLE_TOOLS) follow. No toolbar: no table. */
  toolbar?: readonly ToolbarItem[]
  /** Buttons its API gates that no toolbar action uses (the role editor offers them too). */
  apiButtons?: readonly Button[]
  /** Its palette actions when it has no table (see ScreenCommand.screenActions). */
  screenActions?: readonly ActionCommand[]
}

/**
 * One screen of the catalog, in its own file (commands/screens/<module>.ts): the menu, the guard, the palette, the
 * toolbar, the hotkeys and the shortcut sheet read it. commands/screens.gen.ts lists the files. The toolbar stays as
 * declared here (names, overrides, own actions) so the menu's entry chunk carries no action catalog; commands/toolbar.ts
 * resolves it (`actionsOf`) where actions are used.
 */
export function defineScreen<const R extends string>(d: ScreenDeclaration<R>): ScreenCommand & { readonly route: R } {
  return {
    id: `screen.${d.id}`,
    kind: 'screen',
    section: 'screens',
    route: d.route,
    title: d.title,
    need: d.need,
    icon: d.icon,
    order: d.order,
    menu: d.menu ?? {},
    keywords: d.keywords ?? [],
    toolbar: d.toolbar ?? null,
    ...(d.apiButtons ? { apiButtons: d.apiButtons } : {}),
    ...(d.screenActions ? { screenActions: d.screenActions } : {}),
  }
}
