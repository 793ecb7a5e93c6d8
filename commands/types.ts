import type { MessageDescriptor } from '@lingui/core'
import type { LucideIcon } from 'lucide-react'
import type { Button, Need } from '../shared/permissions'
import type { CommonActionName } from './actions'

/** Where a command lives in the palette and the shortcut sheet. */
export type Section = 'screens' | 'actions' | 'records' | 'preferences'

/** A group of the side menu (spec 000 section 2). */
export type MenuGroup = 'scu' | 'inventory' | 'security'

/**
 * Where a hotkey works: anywhere in the signed-in app; on a table screen with no popup open and no text field
 * focused; inside a dialog (or form) that registered the action, also from its fields.
 */
export type Scope = 'global' | 'table' | 'dialog'

/** The keyboard shortcuts of spec 000 section 9 and the palette's own two. `mod` is Ctrl, or ⌘ on macOS. */
export type Hotkey = 'mod+a' | 'mod+e' | 'mod+d' | 'mod+m' | 'mod+i' | 'mod+s' | 'mod+r' | 'escape' | 'mod+k' | 'mod+z' | '?' | '/'

/** How a command was started; the API client sends it as X-Action-Source and the audit log stores it. */
export type CommandSource = 'pointer' | 'hotkey' | 'palette'

/**
 * A screen of the app: one entry per admin route, declared in its own file under commands/screens/. The side menu, the
 * guard, the palette, the toolbars and the shortcut sheet are drawn from these.
 */
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
  /** Its place in the side menu and the palette (lower first). */
  order: number
  /** The side menu's and the palette's icon; decorative. */
  icon: LucideIcon
  /**
   * Its table's toolbar as declared (common action names, overrides, its own actions), or null for a screen without a
   * table; `actionsOf(screen)` (commands/toolbar.ts) resolves it.
   */
  toolbar: readonly ToolbarItem[] | null
  /** Buttons its API gates that no toolbar action uses (the role editor offers them too). */
  apiButtons?: readonly Button[]
  /**
   * Actions of a screen without a table (a dashboard's date presets and groupings): offered in the palette while the
   * screen is shown and has registered their handlers (useTableCommands); never in a toolbar.
   */
  screenActions?: readonly ActionCommand[]
}

/** A selected table row as the actions' preconditions see it: its id and its fields. */
export type SelectedRow = { readonly id: string } & Readonly<Record<string, unknown>>

/** A condition on the one selected row, with the message shown when it does not hold. */
export interface RowRule {
  test: (row: SelectedRow) => boolean
  reason: MessageDescriptor
}

/**
 * What an action needs selected (spec 000 section 5 "Toolbar preconditions", spec 002 section 5 "Table actions"):
 * - 'any': the selection does not matter (export, filter, re-fetch);
 * - 'none': no row may be selected (add: "unselect any row before creating");
 * - 'one': exactly one row; `{ kind: 'one', rules }` adds conditions on that row;
 * - 'some': at least one row (multi-select actions).
 */
export type SelectionNeed = 'any' | 'none' | 'one' | 'some' | { kind: 'one'; rules: readonly RowRule[] }

/** A toolbar action of a table screen, or the save / reset / close of an open dialog. */
export interface ActionCommand {
  id: string
  kind: 'action'
  title: MessageDescriptor
  section: 'actions'
  keywords: readonly string[]
  /**
   * The button permission it needs on the current screen's permission entry; any one of them is enough (view accepts
   * 'view' or 'visibility'). Empty: the screen permission alone (view columns) or, for dialog actions, nothing more
   * than what opened the dialog.
   */
  buttons: readonly Button[]
  selection: SelectionNeed
  /** Left out of the toolbar (not only disabled) while its selection precondition fails; the palette still explains it. */
  hiddenWhenBlocked?: boolean
  /** How this screen words a missing selection, instead of 'Please select a row first'. */
  noSelection?: MessageDescriptor
  /** Needs the table to hold rows (the download button is disabled on an empty table, spec 001 section 2). */
  needsRows?: boolean
  hotkey?: Hotkey
  scope: 'table' | 'dialog'
}

/** What a preference command does; the app carries it out (src/components/command-palette/use-run-command.ts). */
export type PreferenceEffect =
  | { type: 'toggleTheme' }
  | { type: 'language'; locale: 'en' | 'es' | 'de' | 'zh' }
  | { type: 'changePassword' }
  | { type: 'logout' }
  | { type: 'shortcuts' }
  | { type: 'palette' }
  /** Undoes the last delete while its toast offers Undo (issue 14). */
  | { type: 'undo' }
  /** Opens the top bar's notification panel (issue 15). */
  | { type: 'notifications' }

/**
 * Theme, language, password, logout, the notification panel, and the palette and shortcut sheet themselves: global, no
 * permission needed.
 */
export interface PreferenceCommand {
  id: string
  kind: 'preference'
  title: MessageDescriptor
  section: 'preferences'
  keywords: readonly string[]
  effect: PreferenceEffect
  hotkey?: Hotkey
  scope: 'global'
  /** False for the entry that opens the palette: listed in the shortcut sheet, not in the palette itself. */
  inPalette: boolean
}

/**
 * A command that takes what was typed as its argument: a 10-digit mobile number opens the CRM lead or finds the
 * user. Offered only when the whole query matches `pattern`; goes to `route` with the argument as `param`.
 * With `fromRow`, the argument is a field of the one selected row of that screen's table instead (the palette's
 * "Reply on WhatsApp to …" on a CRM lead or a user), offered among the actions while the field matches `pattern`.
 */
export interface RecordCommand {
  id: string
  kind: 'record'
  /** The title with the argument in it ("Open lead 9876543210 in CRM"), or with the row's `label` for `fromRow`. */
  titleFor: (argument: string) => MessageDescriptor
  section: 'records'
  keywords: readonly string[]
  need: Need
  pattern: RegExp
  route: '/admin/crm' | '/admin/users' | '/admin/whatsapp'
  param: 'mobileNo' | 'keyword'
  fromRow?: RowArgument
}

/** Where a record command finds its argument on a selected row: the screen (its id, 'screen.crm'), the field, the title's name. */
export interface RowArgument {
  screen: string
  field: string
  label: (row: SelectedRow) => string
}

export type Command = ScreenCommand | ActionCommand | PreferenceCommand | RecordCommand

/** A common action as this screen words or gates it. */
export interface ToolbarOverride {
  use: CommonActionName
  /** The screen's own name for it (the Notification screen's 'Create Notification'). */
  title?: MessageDescriptor
  /** How the screen words a missing selection (the advertisement screen's 'select banner ads'). */
  noSelection?: MessageDescriptor
  /** Left out of the toolbar while its selection does not fit (the Notification screen's view). */
  hiddenWhenBlocked?: true
  /** Conditions on the selected row on top of the action's own. */
  rules?: readonly RowRule[]
  /** Works on every selected row, not one (the test drives' assign). */
  many?: true
}

/** One toolbar entry: a common action by name, one with this screen's overrides, or an action of the screen's own. */
export type ToolbarItem = CommonActionName | ToolbarOverride | ActionCommand
