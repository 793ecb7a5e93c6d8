import { BUTTONS, type Button, type Screen } from '@shared/permissions'
import type { ScreenGrant } from './permission-grid'

/**
 * The role dialogs' keyboard and filtering rules, without React: the permission matrix (a grid of switches, moved
 * through with the arrow keys) and the assign list (a multi-select listbox). Unit tested.
 */

/** A cell of the permission matrix: `row` among the rows shown, `col` 0 = enable, 1 = all buttons, 2… = BUTTONS. */
export interface Cell {
  row: number
  col: number
}

/** Columns of the matrix: enable, all buttons, then one per button. */
export const MATRIX_COLS = 2 + BUTTONS.length
/** The column of a button. */
export const buttonCol = (index: number) => 2 + index
/** How many rows PageUp / PageDown move. */
export const PAGE_ROWS = 5

/**
 * Where a key moves the focus in the matrix: arrows by one cell (stopping at the edges), Home / End to the row's first
 * or last cell (with Ctrl/Cmd: the first or last cell of all), PageUp / PageDown by five rows. 'above': ArrowUp on the
 * first row leaves the grid for the filter box. Null: the key is not the matrix's.
 */
export function moveCell(cell: Cell, key: string, rows: number, opts: { ctrl?: boolean } = {}): Cell | 'above' | null {
  if (rows <= 0) return null
  const last = rows - 1
  const row = Math.min(Math.max(cell.row, 0), last)
  const col = Math.min(Math.max(cell.col, 0), MATRIX_COLS - 1)
  switch (key) {
    case 'ArrowUp':
      return row === 0 ? 'above' : { row: row - 1, col }
    case 'ArrowDown':
      return { row: Math.min(row + 1, last), col }
    case 'ArrowLeft':
      return { row, col: Math.max(col - 1, 0) }
    case 'ArrowRight':
      return { row, col: Math.min(col + 1, MATRIX_COLS - 1) }
    case 'Home':
      return opts.ctrl ? { row: 0, col: 0 } : { row, col: 0 }
    case 'End':
      return opts.ctrl ? { row: last, col: MATRIX_COLS - 1 } : { row, col: MATRIX_COLS - 1 }
    case 'PageUp':
      return { row: Math.max(row - PAGE_ROWS, 0), col }
    case 'PageDown':
      return { row: Math.min(row + PAGE_ROWS, last), col }
    default:
      return null
  }
}

/** A function of the matrix with its title in the UI language. */
export interface TitledScreen {
  screen: Screen
  title: string
}

/**
 * The functions whose title or permission name holds every word of the filter text (case ignored); all of them for
 * an empty text. Order kept.
 */
export function filterScreens<T extends TitledScreen>(items: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const hay = `${item.title} ${item.screen}`.toLowerCase()
    return words.every((w) => hay.includes(w))
  })
}

/**
 * The state of a function's "all buttons" checkbox over the buttons it uses (`used`, default all): every one on, none,
 * or some ('indeterminate').
 */
export function allButtonsState(grant: ScreenGrant, used: readonly Button[] = BUTTONS): boolean | 'indeterminate' {
  let on = 0
  for (const b of used) if (grant.buttons[b]) on++
  if (on === 0) return false
  return on === used.length ? true : 'indeterminate'
}

/**
 * A button's name as it reads after the function's title in a switch's accessible name ("Users query"): the first
 * letter lower-cased unless the word is an acronym ("RTO settlement" stays).
 */
export function lowerFirst(text: string): string {
  return /^\p{Lu}(\p{Ll}|[^\p{L}]|$)/u.test(text) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text
}

/**
 * Where a key moves the active option of the assign list (`count` options shown): arrows by one, Home / End to the
 * ends, PageUp / PageDown by ten. -1 from the first option with ArrowUp: back to the search box. Null: not a move key.
 */
export function moveOption(index: number, key: string, count: number): number | null {
  if (count <= 0) return key === 'ArrowUp' ? -1 : null
  const last = count - 1
  const i = Math.min(Math.max(index, 0), last)
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : Math.min(i + 1, last)
    case 'ArrowUp':
      return index <= 0 ? -1 : i - 1
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return Math.min(i + 10, last)
    case 'PageUp':
      return Math.max(i - 10, 0)
    default:
      return null
  }
}

/**
 * Ctrl/Cmd+A in the assign list: selects every option shown; when all of them are already selected, unselects them.
 * Selected options that are not shown stay selected.
 */
export function toggleShown(selected: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(selected)
  const all = shown.length > 0 && shown.every((id) => next.has(id))
  for (const id of shown) {
    if (all) next.delete(id)
    else next.add(id)
  }
  return next
}
