import type { MessageDescriptor } from '@lingui/core'
import type { Need } from '../shared/permissions'

/** Where a command lives in the palette and the shortcut sheet. */
export type Section = 'screens' | 'actions' | 'records' | 'preferences'

/** A group of the side menu (spec 000 section 2). */
export type MenuGroup = 'scu' | 'inventory' | 'security'

/** A screen of the app: one entry per admin route. The side menu and the guard are drawn from these. */
export interface ScreenCommand {
  id: string
  kind: 'screen'
  title: MessageDescriptor
  section: 'screens'
  keywords: readonly string[]
  /** The permission it needs; null means every signed-in user may open it (settings, profile). */
  need: Need | null
  /** The route path (checked against the router's route tree in src/lib/commands.ts). */
  route: string
  /** Shown in the side menu, optionally inside a group; false for screens reached another way. */
  menu: false | { group?: MenuGroup }
}

export type Command = ScreenCommand
