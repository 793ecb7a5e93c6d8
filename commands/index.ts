import { actionCommands } from './actions'
import { preferenceCommands } from './preferences'
import { recordCommands } from './records'
import { screenCommands } from './screens'
import type { ActionCommand, Command, PreferenceCommand } from './types'

export type {
  ActionCommand,
  Command,
  CommandSource,
  Hotkey,
  MenuGroup,
  PreferenceCommand,
  PreferenceEffect,
  RecordCommand,
  RowRule,
  ScreenCommand,
  Scope,
  Section,
  SelectedRow,
  SelectionNeed,
} from './types'
export { homeRoute, permittedScreens, screenCommands, screenForPath, type ScreenRoute } from './screens'
export { actionById, actionCommands, reasons, type ActionId } from './actions'
export { HIDDEN_WHEN_BLOCKED, TABLE_TOOLS, TOOLBAR_TITLES, TOOLBARS } from './toolbars'
export { actionForHotkey } from './hotkeys'
export { preferenceCommands } from './preferences'
export { MOBILE_QUERY, recordCommands } from './records'
export {
  actionAllowedOn,
  decide,
  offeredInPalette,
  selectionProblem,
  shownInToolbar,
  type CommandContext,
  type Decision,
  type DecisionStatus,
  type DialogState,
  type TableState,
} from './decide'

/** The whole catalog: screens, actions, records and preferences. */
export const allCommands: readonly Command[] = [...screenCommands, ...actionCommands, ...recordCommands, ...preferenceCommands]

/** The scope a command's hotkey works in. */
export function scopeOf(command: Command): 'global' | 'table' | 'dialog' {
  return command.kind === 'action' ? command.scope : 'global'
}

/** Commands with a hotkey, in catalog order: what the hotkeys bind and the shortcut sheet lists. */
export const hotkeyCommands: readonly (ActionCommand | PreferenceCommand)[] = [...actionCommands, ...preferenceCommands].filter(
  (c) => c.hotkey !== undefined,
)
