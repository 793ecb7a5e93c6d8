import { actionCommands, type CommonActionName } from './actions'
import { TABLE_TOOLS } from './screen-kit'
import type { ActionCommand, ScreenCommand, ToolbarItem } from './types'

const byName = new Map<string, ActionCommand>(actionCommands.map((a) => [a.id.slice('action.'.length), a]))

/** The common action of that name (`'add'`). */
export function commonAction(name: CommonActionName): ActionCommand {
  return byName.get(name)!
}

function resolve(item: ToolbarItem): ActionCommand {
  if (typeof item === 'string') return commonAction(item)
  if ('kind' in item) return item
  const base = commonAction(item.use)
  const selection =
    item.rules && base.selection !== 'any' && base.selection !== 'none' && base.selection !== 'some'
      ? { kind: 'one' as const, rules: [...(base.selection === 'one' ? [] : base.selection.rules), ...item.rules] }
      : base.selection
  return {
    ...base,
    selection,
    ...(item.title ? { title: item.title } : {}),
    ...(item.noSelection ? { noSelection: item.noSelection } : {}),
    ...(item.hiddenWhenBlocked ? { hiddenWhenBlocked: true } : {}),
  }
}

const resolved = new WeakMap<ScreenCommand, readonly ActionCommand[]>()

/**
 * A screen's table actions in toolbar order, as the screen words and gates them (its titles, rules and messages
 * applied), then the shared table's tools; empty for a screen without a table.
 */
export function actionsOf(screen: ScreenCommand | undefined): readonly ActionCommand[] {
  if (!screen?.toolbar) return []
  let actions = resolved.get(screen)
  if (!actions) {
    actions = [...screen.toolbar.map(resolve), ...TABLE_TOOLS.map(commonAction)]
    resolved.set(screen, actions)
  }
  return actions
}
