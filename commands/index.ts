import { actionCommands } from './actions'
import { preferenceCommands } from './preferences'
import { recordCommands } from './records'
import { screenCommands } from './screens'
import { actionsOf } from './toolbar'
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
  RowArgument,
  RowRule,
  ScreenCommand,
  Scope,
  Section,
  SelectedRow,
  SelectionNeed,
  ToolbarItem,
  ToolbarOverride,
} from './types'
export { homeRoute, permittedScreens, screenCommands, screenForPath, type ScreenRoute } from './screens'
export { actionCommands, activeRow, defineAction, reasons, rowRule, type CommonActionId, type CommonActionName } from './actions'
export { defineScreen, TABLE_TOOLS } from './screen-kit'
export { actionsOf, commonAction, permissionButtons } from './toolbar'
export { actionForHotkey } from './hotkeys'
export { preferenceCommands } from './preferences'
export { MOBILE_QUERY, recordCommands } from './records'
export {
  actionAllowedOn,
  actionOn,
  decide,
  offeredInPalette,
  recordTarget,
  selectionProblem,
  shownInToolbar,
  type CommandContext,
  type Decision,
  type DecisionStatus,
  type DialogState,
  type TableState,
} from './decide'

/** An action's id: `action.<name>`, a common action or one a screen declares (commands/screens/<m>.ts). */
export type ActionId = `action.${string}`

/**
 * Every action once: the common ones, then those screens declare of their own, by id. A screen's toolbar version of a
 * common action (its own title or rules) is found through `actionOn(screen, id)`.
 */
export const allActions: readonly ActionCommand[] = [
  ...new Map(
    [
      ...actionCommands,
      ...screenCommands.flatMap((s) => [...actionsOf(s), ...(s.screenActions ?? [])].filter((a) => !actionCommands.some((c) => c.id === a.id))),
    ].map(
      (a) => [a.id, a],
    ),
  ).values(),
]

const byId = new Map(allActions.map((a) => [a.id, a]))

/** The action with that id, in its catalog form. */
export function actionById(id: string): ActionCommand | undefined {
  return byId.get(id)
}

/** The whole catalog: screens, actions, records and preferences. */
export const allCommands: readonly Command[] = [...screenCommands, ...allActions, ...recordCommands, ...preferenceCommands]

/** The scope a command's hotkey works in. */
export function scopeOf(command: Command): 'global' | 'table' | 'dialog' {
  return command.kind === 'action' ? command.scope : 'global'
}

/** Commands with a hotkey, in catalog order: what the hotkeys bind and the shortcut sheet lists. */
export const hotkeyCommands: readonly (ActionCommand | PreferenceCommand)[] = [...allActions, ...preferenceCommands].filter(
  (c) => c.hotkey !== undefined,
)
