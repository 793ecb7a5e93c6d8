import { actionCommands } from './actions'
import { decide, type CommandContext } from './decide'
import { actionsOf } from './toolbar'
import type { ActionCommand, Hotkey } from './types'

/**
 * The action a Ctrl/Cmd hotkey runs now, if any (the palette's own Ctrl/Cmd+K aside). Save and reset belong to the
 * focused dialog that registered them, also from its fields. Table actions need the current screen's table to be
 * registered, no popup open and the focus outside text fields (there, Ctrl+A selects text as always). An action
 * whose selection does not fit still takes the hotkey: running it shows the reason.
 * Undefined: the hotkey does not apply, and the browser keeps its own meaning for the keys.
 */
export function actionForHotkey(hotkey: Hotkey, ctx: CommandContext, where: { inTextField: boolean }): ActionCommand | undefined {
  const candidates = [...actionsOf(ctx.screen), ...actionCommands.filter((a) => a.scope === 'dialog')]
  for (const action of candidates) {
    if (action.hotkey !== hotkey) continue
    if (action.scope === 'table' && (where.inTextField || !ctx.table)) continue
    const status = decide(action, ctx).status
    if (status === 'ready' || status === 'blocked') return action
  }
  return undefined
}
