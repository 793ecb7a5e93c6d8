import { useEffect, useSyncExternalStore } from 'react'
import { screenForPath, type ActionId, type CommandContext, type SelectedRow } from '@commands/index'
import type { PermissionSet } from '@shared/permissions'
import type { ActionSource } from './api'

/**
 * The command runtime: what the current screen and the open dialogs have registered, and whether the palette and the
 * shortcut sheet are open. A tiny store read with useSyncExternalStore; the palette, the hotkeys, the toolbars and the
 * shortcut sheet build their CommandContext from it and ask `decide` (commands/decide.ts).
 */

/** Carries out an action; `source` goes to the API calls it makes (X-Action-Source, kept in the audit log). */
export type ActionHandler = (source: ActionSource) => void

/** What a table screen registers: the selected rows and the actions it carries out. */
export interface TableTarget {
  /** The catalog id of the screen (`screen.users`); ignored while another screen is current. */
  screenId: string
  selection: readonly SelectedRow[]
  rowCount?: number
  run: Partial<Record<ActionId, ActionHandler>>
}

/** A dialog's own actions; a view dialog also carries out Edit (turning itself to edit mode). */
export type DialogActionId = 'action.save' | 'action.reset' | 'action.close' | 'action.edit'

/** What an open dialog (or a form with a footer) registers: its save, reset and close. */
export interface DialogTarget {
  /** The dialog's content or the form: its actions apply while the focus is inside it. */
  getElement: () => HTMLElement | null
  run: Partial<Record<DialogActionId, ActionHandler>>
}

interface RuntimeState {
  table: TableTarget | null
  /** Registered dialogs, the top-most last. */
  dialogs: readonly DialogTarget[]
  paletteOpen: boolean
  shortcutsOpen: boolean
  /** The element that had the focus when the palette or the sheet opened; it gets it back on close. */
  returnFocus: HTMLElement | null
  /** Whether another popup was open under the palette when it opened (table actions then wait). */
  popupBelow: boolean
}

let state: RuntimeState = { table: null, dialogs: [], paletteOpen: false, shortcutsOpen: false, returnFocus: null, popupBelow: false }
const listeners = new Set<() => void>()

function update(next: Partial<RuntimeState>): void {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getRuntime(): RuntimeState {
  return state
}

export function useRuntime(): RuntimeState {
  return useSyncExternalStore(subscribe, getRuntime)
}

/** Registers the current screen's table; returns the unregister function. */
export function registerTable(target: TableTarget): () => void {
  update({ table: target })
  return () => {
    if (state.table === target) update({ table: null })
  }
}

/** Registers an open dialog on top of the others; returns the unregister function. */
export function registerDialog(target: DialogTarget): () => void {
  update({ dialogs: [...state.dialogs, target] })
  return () => update({ dialogs: state.dialogs.filter((d) => d !== target) })
}

/** Registers the table while mounted. Pass a memoised target: every new object re-registers. */
export function useTableCommands(target: TableTarget | null): void {
  useEffect(() => (target ? registerTable(target) : undefined), [target])
}

/** Registers a dialog's save / reset / close while mounted. Pass a memoised target. */
export function useDialogCommands(target: DialogTarget | null): void {
  useEffect(() => (target ? registerDialog(target) : undefined), [target])
}

function focusedElement(): HTMLElement | null {
  const el = document.activeElement
  return el instanceof HTMLElement && el !== document.body ? el : null
}

export function openPalette(): void {
  if (state.paletteOpen) return
  // From the shortcut sheet, the palette replaces it: the focus goes back to where it was before the sheet.
  const fromSheet = state.shortcutsOpen
  update({
    paletteOpen: true,
    shortcutsOpen: false,
    returnFocus: fromSheet ? state.returnFocus : focusedElement(),
    popupBelow: fromSheet ? state.popupBelow : isPopupOpen(),
  })
}

/** The palette has closed but not yet given the focus back; commands that move the focus wait for it. */
let paletteClosing = false
let afterPalette: (() => void)[] = []
let afterPaletteTimer: ReturnType<typeof setTimeout> | undefined

export function closePalette(): void {
  if (!state.paletteOpen) return
  paletteClosing = true
  update({ paletteOpen: false })
}

/**
 * Called by the palette once it has closed and given the focus back: runs what waited for that. (After the focus
 * event's own default focus, if any, so the waiting command has the last word.)
 */
export function paletteFocusReturned(): void {
  clearTimeout(afterPaletteTimer)
  if (!paletteClosing) return
  paletteClosing = false
  const queued = afterPalette
  afterPalette = []
  queueMicrotask(() => queued.forEach((fn) => fn()))
}

/**
 * Runs `fn` now, or, right after the palette closed to run a command, once it has given the focus back: a command
 * that moves the focus (into a popover, to a search box) must come after that, or the focus would be taken back.
 */
export function whenPaletteClosed(fn: () => void): void {
  if (!paletteClosing) {
    fn()
    return
  }
  afterPalette.push(fn)
  // Should the palette never report back (a slow close animation on a busy machine), the command still runs,
  // and the palette then leaves the focus where the command put it.
  clearTimeout(afterPaletteTimer)
  afterPaletteTimer = setTimeout(() => {
    focusClaimed = true
    paletteFocusReturned()
  }, 1000)
}

/** A waiting command already moved the focus: the closing palette must not take it back. */
let focusClaimed = false

/** Asked by the palette as it closes: true when it should leave the focus alone (and forgets it). */
export function focusClaimedByCommand(): boolean {
  const claimed = focusClaimed
  focusClaimed = false
  return claimed
}

export function togglePalette(): void {
  if (state.paletteOpen) closePalette()
  else openPalette()
}

export function openShortcuts(): void {
  if (state.shortcutsOpen) return
  const fromPalette = state.paletteOpen
  update({
    shortcutsOpen: true,
    paletteOpen: false,
    returnFocus: fromPalette ? state.returnFocus : focusedElement(),
    popupBelow: fromPalette ? state.popupBelow : isPopupOpen(),
  })
}

export function closeShortcuts(): void {
  if (state.shortcutsOpen) update({ shortcutsOpen: false })
}

/** Gives the focus back to where it was before the palette or the sheet opened (if that element is still there). */
export function restoreFocus(): boolean {
  const el = state.returnFocus
  if (!el?.isConnected) return false
  el.focus({ preventScroll: true })
  return document.activeElement === el
}

/** Radix popups that are open: dialogs, sheets, alert dialogs and menus. */
const OPEN_POPUP = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]'

export function isPopupOpen(): boolean {
  return document.querySelector(OPEN_POPUP) !== null
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
  '',
])

/** A field where typing edits text: there, plain keys and the browser's editing shortcuts belong to the field. */
export function isTextField(el: EventTarget | Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false
  if (el.isContentEditable) return true
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type)
}

export interface RuntimeContext extends CommandContext {
  tableTarget: TableTarget | null
  dialogTarget: DialogTarget | null
}

/**
 * The decision context right now: the current route's screen, its table when it registered one, and the top-most
 * registered dialog that holds `focus` (the focused element, or the one focused before the palette opened).
 */
export function commandContext(
  perms: PermissionSet,
  pathname: string,
  focus: Element | null,
  options: { popupOpen?: boolean; query?: string } = {},
): RuntimeContext {
  const screen = screenForPath(pathname)
  const tableTarget = state.table && screen && state.table.screenId === screen.id ? state.table : null
  let dialogTarget: DialogTarget | null = null
  for (let i = state.dialogs.length - 1; i >= 0 && focus; i--) {
    const d = state.dialogs[i]!
    if (d.getElement()?.contains(focus)) {
      dialogTarget = d
      break
    }
  }
  return {
    perms,
    screen,
    table: tableTarget && {
      selection: tableTarget.selection,
      rowCount: tableTarget.rowCount,
      handles: (id) => id in tableTarget.run,
    },
    dialog: dialogTarget && { handles: (id) => id in dialogTarget.run },
    popupOpen: options.popupOpen ?? isPopupOpen(),
    query: options.query,
    tableTarget,
    dialogTarget,
  }
}

/** The registered handler of an action in a context, if any. */
export function handlerOf(actionId: string, ctx: RuntimeContext): ActionHandler | undefined {
  const run = (ctx.dialogTarget?.run ?? {}) as Record<string, ActionHandler | undefined>
  const table = (ctx.tableTarget?.run ?? {}) as Record<string, ActionHandler | undefined>
  return run[actionId] ?? table[actionId]
}
