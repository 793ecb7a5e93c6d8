import type { MessageDescriptor } from '@lingui/core'
import type { PermissionSet } from '../shared/permissions'
import { reasons } from './action-kit'
import { actionsOf } from './toolbar'
import type { ActionCommand, Command, RecordCommand, ScreenCommand, SelectedRow, SelectionNeed } from './types'

/** What the current screen's table has registered: its selection and the actions it can carry out. */
export interface TableState {
  /** The selected rows, with the fields the preconditions read. */
  selection: readonly SelectedRow[]
  /** Rows in the table now; undefined when unknown. */
  rowCount?: number
  handles(actionId: string): boolean
}

/** The top-most open dialog (or form) that registered save / reset / close. */
export interface DialogState {
  handles(actionId: string): boolean
}

/** Everything a decision reads. Built once per palette opening, keystroke of a hotkey or render of a toolbar. */
export interface CommandContext {
  /** The session's permissions, compiled once per session. */
  perms: PermissionSet
  /** The screen of the current route, if it is one. */
  screen: ScreenCommand | undefined
  /** The current screen's table, when it has registered one. */
  table: TableState | null
  /** The top-most dialog that registered actions and holds the focus, if any. */
  dialog: DialogState | null
  /** A popup (dialog, sheet, menu) is open over the screen: table actions wait until it closes. */
  popupOpen: boolean
  /** The palette's query, for record commands. */
  query?: string
}

/**
 * - ready: it runs now;
 * - blocked: allowed and in place, but a precondition fails; running it shows `reason` (never fails silently);
 * - unavailable: allowed and in place, but nothing on the screen carries it out yet (`reason` says so);
 * - denied: the session's permissions do not allow it;
 * - elsewhere: it does not belong to the current screen, dialog or query.
 */
export type DecisionStatus = 'ready' | 'blocked' | 'unavailable' | 'denied' | 'elsewhere'

export interface Decision {
  status: DecisionStatus
  /** The permission check alone. */
  allowed: boolean
  /** status === 'ready'. */
  applicable: boolean
  reason?: MessageDescriptor
}

const READY: Decision = { status: 'ready', allowed: true, applicable: true }
const DENIED: Decision = { status: 'denied', allowed: false, applicable: false }
const ELSEWHERE: Decision = { status: 'elsewhere', allowed: true, applicable: false }
const blocked = (reason: MessageDescriptor): Decision => ({ status: 'blocked', allowed: true, applicable: false, reason })
const UNAVAILABLE: Decision = { status: 'unavailable', allowed: true, applicable: false, reason: reasons.notAvailable }

/** The screen's own version of an action (its title, selection rules and wording), when its toolbar offers it. */
export function actionOn(screen: ScreenCommand | undefined, actionId: string): ActionCommand | undefined {
  return actionsOf(screen).find((a) => a.id === actionId) ?? screen?.screenActions?.find((a) => a.id === actionId)
}

/** Whether the session may use a table action on a screen: the screen offers it and one of its buttons is enabled. */
export function actionAllowedOn(action: ActionCommand, screen: ScreenCommand | undefined, perms: PermissionSet): boolean {
  const own = actionOn(screen, action.id)
  if (!screen?.need || !own) return false
  const permission = screen.need.screen
  if (own.buttons.length === 0) return perms.hasScreen(permission)
  return own.buttons.some((b) => perms.hasButton(permission, b))
}

/** The first unmet selection precondition, as its message; undefined when the selection fits. */
export function selectionProblem(need: SelectionNeed, rows: readonly SelectedRow[]): MessageDescriptor | undefined {
  if (need === 'any') return undefined
  if (need === 'none') return rows.length > 0 ? reasons.unselectBeforeAdd : undefined
  if (need === 'some') return rows.length === 0 ? reasons.selectSomeRows : undefined
  if (rows.length === 0) return reasons.selectRow
  if (rows.length > 1) return reasons.selectOneRow
  if (need === 'one') return undefined
  const row = rows[0]!
  return need.rules.find((rule) => !rule.test(row))?.reason
}

function decideAction(action: ActionCommand, ctx: CommandContext): Decision {
  if (action.scope === 'dialog') {
    // Save, reset and close belong to the dialog that registered them; opening it was the permission check.
    return ctx.dialog?.handles(action.id) ? READY : ELSEWHERE
  }
  const own = actionOn(ctx.screen, action.id)
  if (!own) return { ...ELSEWHERE, allowed: false }
  if (!actionAllowedOn(own, ctx.screen, ctx.perms)) return DENIED
  // A table action the focused dialog carries out itself (Edit in a view dialog turns it to edit mode).
  if (ctx.dialog?.handles(action.id)) return READY
  if (ctx.popupOpen) return ELSEWHERE
  const problem = selectionProblem(own.selection, ctx.table?.selection ?? [])
  if (problem === reasons.selectRow) return blocked(own.noSelection ?? problem)
  if (problem) return blocked(problem)
  if (own.needsRows && ctx.table?.rowCount === 0) return blocked(reasons.noRows)
  return ctx.table?.handles(action.id) ? READY : UNAVAILABLE
}

/**
 * A record command's argument here and the name its title shows: the trimmed query when it matches, or for `fromRow`
 * the field of the one selected row of that screen's table (no popup open); undefined when it does not apply.
 */
export function recordTarget(command: RecordCommand, ctx: CommandContext): { argument: string; label: string } | undefined {
  const from = command.fromRow
  if (!from) {
    const query = (ctx.query ?? '').trim()
    return command.pattern.test(query) ? { argument: query, label: query } : undefined
  }
  const rows = ctx.table?.selection ?? []
  if (ctx.screen?.id !== from.screen || ctx.popupOpen || rows.length !== 1) return undefined
  const value = rows[0]![from.field]
  if (typeof value !== 'string' || !command.pattern.test(value)) return undefined
  return { argument: value, label: from.label(rows[0]!).trim() || value }
}

/**
 * The one decision the side menu's screens, the palette, the hotkeys, the toolbars and the shortcut sheet share:
 * may this session use the command (permission), and does it apply here and now (scope, selection, handler)?
 */
export function decide(command: Command, ctx: CommandContext): Decision {
  switch (command.kind) {
    case 'screen':
      return ctx.perms.allows(command.need) ? READY : DENIED
    case 'preference':
      return READY
    case 'record':
      if (!ctx.perms.allows(command.need)) return DENIED
      return recordTarget(command, ctx) ? READY : ELSEWHERE
    case 'action':
      return decideAction(command, ctx)
  }
}

/** The palette lists what runs now and what would run once the user fixes the selection. */
export function offeredInPalette(decision: Decision): boolean {
  return decision.status === 'ready' || decision.status === 'blocked'
}

/** A toolbar shows every action the user may use on the screen; those that cannot run now are disabled with a reason. */
export function shownInToolbar(decision: Decision): boolean {
  return decision.status !== 'denied' && decision.status !== 'elsewhere'
}
