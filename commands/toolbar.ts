import { BUTTONS, needButtons, type Button, type Screen } from '../shared/permissions'
import { actionCommands, type CommonActionName } from './actions'
import { screenCommands } from './screens'
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
  const selection = item.many
    ? ('some' as const)
    : item.rules && base.selection !== 'any' && base.selection !== 'none' && base.selection !== 'some'
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

/**
 * The buttons a permission entry's screens use (issue 15: the role editor offers only these): each catalog screen
 * needing that entry, its own button, its toolbar's actions, the shared table's (query opens the rows, visibility the
 * row dialog), in the order of BUTTONS. The server's routes use no others (tests/integration/access.test.ts checks).
 */
export function permissionButtons(entry: Screen): readonly Button[] {
  let used = buttonsByEntry.get(entry)
  if (!used) {
    const set = new Set<Button>()
    for (const screen of screenCommands) {
      if (screen.need?.screen !== entry) continue
      for (const b of needButtons(screen.need)) set.add(b)
      for (const b of screen.apiButtons ?? []) set.add(b)
      for (const a of screen.screenActions ?? []) for (const b of a.buttons) set.add(b)
      const actions = actionsOf(screen)
      for (const a of actions) for (const b of a.buttons) set.add(b)
      // A table screen lists its rows with query and opens a row with view or visibility.
      if (actions.length > 0) for (const b of TABLE_BUTTONS) set.add(b)
    }
    used = BUTTONS.filter((b) => set.has(b))
    buttonsByEntry.set(entry, used)
  }
  return used
}

const TABLE_BUTTONS: readonly Button[] = ['query', 'view', 'visibility']
const buttonsByEntry = new Map<Screen, readonly Button[]>()
