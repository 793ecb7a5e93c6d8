import { BUTTONS, SCREENS, type Button, type PermissionList, type Screen } from '@shared/permissions'

/**
 * The role editor's state (spec 000 section 6: per function an enable flag and per-button enable flags): every screen
 * of SCREENS with every button of BUTTONS, whatever the role's stored list holds. Pure, so it is unit tested.
 */
export interface ScreenGrant {
  enable: boolean
  buttons: Record<Button, boolean>
}
export type PermissionGrid = Record<Screen, ScreenGrant>

const isScreen = (label: string): label is Screen => (SCREENS as readonly string[]).includes(label)
const isButton = (label: string): label is Button => (BUTTONS as readonly string[]).includes(label)

function emptyButtons(): Record<Button, boolean> {
  return Object.fromEntries(BUTTONS.map((b) => [b, false])) as Record<Button, boolean>
}

/** A grid with nothing enabled. */
export function emptyGrid(): PermissionGrid {
  return Object.fromEntries(SCREENS.map((s) => [s, { enable: false, buttons: emptyButtons() }])) as PermissionGrid
}

/**
 * The grid of a stored list: screens and buttons it lacks are off, labels the app does not know are dropped (a
 * screen listed twice: the last entry wins).
 */
export function gridFromList(list: PermissionList | null | undefined): PermissionGrid {
  const grid = emptyGrid()
  for (const entry of list ?? []) {
    if (!isScreen(entry.label)) continue
    const buttons = emptyButtons()
    for (const b of entry.buttons ?? []) if (isButton(b.label)) buttons[b.label] = b.enable === true
    grid[entry.label] = { enable: entry.enable === true, buttons }
  }
  return grid
}

/** The list PUT /role/permission/update sends: every screen × every button, in the order of SCREENS and BUTTONS. */
export function listFromGrid(grid: PermissionGrid): PermissionList {
  return SCREENS.map((label) => ({
    label,
    enable: grid[label].enable,
    buttons: BUTTONS.map((b) => ({ label: b, enable: grid[label].buttons[b] })),
  }))
}

/** Turns a screen on or off; its buttons keep their flags. */
export function setScreen(grid: PermissionGrid, screen: Screen, enable: boolean): PermissionGrid {
  return { ...grid, [screen]: { ...grid[screen], enable } }
}

/** Turns one button of a screen on or off. Turning a button on also turns its screen on (a button needs its screen). */
export function setButton(grid: PermissionGrid, screen: Screen, button: Button, enable: boolean): PermissionGrid {
  const current = grid[screen]
  return {
    ...grid,
    [screen]: { enable: enable ? true : current.enable, buttons: { ...current.buttons, [button]: enable } },
  }
}

/**
 * Every button of a screen on or off at once (the row's "all" switch): the buttons the screen uses (`used`, default
 * all), the others kept; on also turns the screen on.
 */
export function setAllButtons(grid: PermissionGrid, screen: Screen, enable: boolean, used: readonly Button[] = BUTTONS): PermissionGrid {
  const buttons = { ...grid[screen].buttons }
  for (const b of used) buttons[b] = enable
  return { ...grid, [screen]: { enable: enable ? true : grid[screen].enable, buttons } }
}

/** Whether two grids grant the same. */
export function sameGrid(a: PermissionGrid, b: PermissionGrid): boolean {
  return SCREENS.every((s) => a[s].enable === b[s].enable && BUTTONS.every((btn) => a[s].buttons[btn] === b[s].buttons[btn]))
}

/** The editor's values: what dirty tracking compares. */
export interface RoleDraft {
  name: string
  active: boolean
  grid: PermissionGrid
}

/** Whether the draft differs from what was loaded (the name compared trimmed, as it is saved). */
export function isDirty(initial: RoleDraft, draft: RoleDraft): boolean {
  return initial.name.trim() !== draft.name.trim() || initial.active !== draft.active || !sameGrid(initial.grid, draft.grid)
}

/** How many screens are on, and how many buttons of them: the editor's summary line. */
export function grantCounts(grid: PermissionGrid): { screens: number; buttons: number } {
  let screens = 0
  let buttons = 0
  for (const s of SCREENS) {
    if (!grid[s].enable) continue
    screens++
    for (const b of BUTTONS) if (grid[s].buttons[b]) buttons++
  }
  return { screens, buttons }
}

/** A switch of the matrix where two grids differ: the screen's enable (no `button`) or one of its buttons. */
export interface GrantDiff {
  screen: Screen
  button?: Button
  theirs: boolean
  mine: boolean
}

/** The switches where `theirs` and `mine` differ, in matrix order: what the edit-conflict dialog lists (issue 14). */
export function gridDiff(theirs: PermissionGrid, mine: PermissionGrid): GrantDiff[] {
  const out: GrantDiff[] = []
  for (const screen of SCREENS) {
    const a = theirs[screen]
    const b = mine[screen]
    if (a.enable !== b.enable) out.push({ screen, theirs: a.enable, mine: b.enable })
    for (const button of BUTTONS) {
      if (a.buttons[button] !== b.buttons[button]) out.push({ screen, button, theirs: a.buttons[button], mine: b.buttons[button] })
    }
  }
  return out
}
