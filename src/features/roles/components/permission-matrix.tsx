import { memo, useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { permissionButtons } from '@commands/toolbar'
import { BUTTONS, type Screen } from '@shared/permissions'
import { Checkbox } from '@/components/ui/checkbox'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'
import { allButtonsState, buttonCol, MATRIX_COLS, moveCell, lowerFirst, type Cell, type TitledScreen } from '../keyboard'
import { buttonLabels } from '../labels'
import { setAllButtons, setButton, setScreen, type PermissionGrid, type ScreenGrant } from '../permission-grid'

type GridUpdate = (update: (grid: PermissionGrid) => PermissionGrid) => void

const cellSelector = (cell: Cell) => `[data-cell="${cell.row}:${cell.col}"]`

/**
 * A row offers switches only for the buttons its screen uses, so a move can land on a gap: ArrowLeft / ArrowRight go on
 * past gaps (staying put at the row's end), other moves take the nearest cell of the target row, leftwards first.
 */
function existingCell(table: HTMLTableElement | null, next: Cell, key: string, from: Cell): Cell {
  const has = (c: Cell) => !!table?.querySelector(cellSelector(c))
  if (has(next)) return next
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = key === 'ArrowRight' ? 1 : -1
    for (let col = next.col + step; col >= 0 && col < MATRIX_COLS; col += step)
      if (has({ row: next.row, col })) return { row: next.row, col }
    return from
  }
  for (let d = 1; d < MATRIX_COLS; d++) {
    if (has({ row: next.row, col: next.col - d })) return { row: next.row, col: next.col - d }
    if (has({ row: next.row, col: next.col + d })) return { row: next.row, col: next.col + d }
  }
  return next
}

/** Focuses a cell of the matrix (or, when that row is gone, its first cell): the filter box's way into the grid. */
export function focusMatrixCell(table: HTMLTableElement | null, cell: Cell = { row: 0, col: 0 }): boolean {
  const el = table?.querySelector<HTMLElement>(cellSelector(cell)) ?? table?.querySelector<HTMLElement>('[data-cell]')
  if (!el) return false
  el.focus()
  return true
}

interface Props {
  grid: PermissionGrid
  /** The functions shown (the filter's result), in order. */
  rows: readonly TitledScreen[]
  onChange: GridUpdate
  /** ArrowUp on the first row: the focus goes back to the filter box. */
  onLeaveTop: () => void
  tableRef: RefObject<HTMLTableElement | null>
  /** Described by (the keyboard help). */
  describedBy?: string
}

/**
 * The permission matrix of the role editor (spec 000 section 6): one row per function with its enable switch, an "all
 * buttons" checkbox and one switch per button. An ARIA grid with one tab stop: the arrow keys, Home/End and
 * PageUp/PageDown move between cells, Space (or Enter) toggles. Each control's accessible name is the function's
 * title and what it toggles: 'Users enable', 'Users all buttons', 'Users query'.
 */
export function PermissionMatrix({ grid, rows, onChange, onLeaveTop, tableRef, describedBy }: Props) {
  const { t, i18n } = useLingui()
  const buttonNames = useMemo(() => BUTTONS.map((b) => i18n._(buttonLabels[b])), [i18n])
  const [active, setActive] = useState<{ screen: Screen; col: number } | null>(null)
  const activeRow = Math.max(active ? rows.findIndex((r) => r.screen === active.screen) : 0, 0)
  const activeCol = active && rows[activeRow]?.screen === active.screen ? active.col : 0

  const onFocus = useCallback(
    (e: FocusEvent<HTMLTableSectionElement>) => {
      const at = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell
      if (!at) return
      const [row, col] = at.split(':').map(Number) as [number, number]
      const screen = rows[row]?.screen
      if (screen && (active?.screen !== screen || active.col !== col)) setActive({ screen, col })
    },
    [rows, active],
  )

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.altKey || e.shiftKey) return
    const ctrl = e.ctrlKey || e.metaKey
    if (ctrl && e.key !== 'Home' && e.key !== 'End') return
    const at = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell
    if (!at) return
    const [row, col] = at.split(':').map(Number) as [number, number]
    const next = moveCell({ row, col }, e.key, rows.length, { ctrl })
    if (next === null) return
    e.preventDefault()
    if (next === 'above') {
      onLeaveTop()
      return
    }
    const target = existingCell(tableRef.current, next, e.key, { row, col })
    const screen = rows[target.row]?.screen
    if (screen) setActive({ screen, col: target.col })
    focusMatrixCell(tableRef.current, target)
  }

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-label={t`Permissions`}
      aria-describedby={describedBy}
      className="w-max border-separate border-spacing-0 text-sm"
    >
      <thead>
        <tr>
          <th scope="col" className="sticky top-0 left-0 z-30 min-w-44 border-b bg-background px-2 py-1 text-left align-bottom font-medium">
            {t`Function`}
          </th>
          <th scope="col" className="sticky top-0 z-20 border-b bg-background px-1 py-1 align-bottom font-medium">
            <span className="inline-block [writing-mode:vertical-rl] rotate-180 whitespace-nowrap">{t`Enabled`}</span>
          </th>
          <th scope="col" className="sticky top-0 z-20 border-b border-r bg-background px-1 py-1 align-bottom font-medium">
            <span className="inline-block [writing-mode:vertical-rl] rotate-180 whitespace-nowrap">{t`All buttons`}</span>
          </th>
          {buttonNames.map((name, i) => (
            <th
              key={BUTTONS[i]}
              scope="col"
              className="sticky top-0 z-20 border-b bg-background px-1 py-1 align-bottom font-normal text-muted-foreground"
            >
              <span className="inline-block [writing-mode:vertical-rl] rotate-180 whitespace-nowrap">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown} onFocus={onFocus}>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3 + BUTTONS.length} className="px-2 py-4 text-muted-foreground">
              {t`No function matches the filter`}
            </td>
          </tr>
        ) : (
          rows.map((r, index) => (
            <MatrixRow
              key={r.screen}
              index={index}
              screen={r.screen}
              title={r.title}
              grant={grid[r.screen]}
              focusCol={index === activeRow ? activeCol : -1}
              buttonNames={buttonNames}
              onChange={onChange}
            />
          ))
        )}
      </tbody>
    </table>
  )
}

interface RowProps {
  index: number
  screen: Screen
  title: string
  grant: ScreenGrant
  /** The column holding the grid's tab stop, -1 when it is on another row. */
  focusCol: number
  buttonNames: readonly string[]
  onChange: GridUpdate
}

/** One function's row; re-renders only when its grant, its title or the tab stop changes. */
const MatrixRow = memo(function MatrixRow({ index, screen, title, grant, focusCol, buttonNames, onChange }: RowProps) {
  const { t } = useLingui()
  const used = permissionButtons(screen)
  const all = allButtonsState(grant, used)
  const tab = (col: number) => (col === focusCol ? 0 : -1)
  return (
    <tr className="group hover:bg-muted/40">
      <th
        scope="row"
        className="sticky left-0 z-10 border-b bg-background px-2 py-1 text-left font-medium whitespace-nowrap group-hover:bg-muted"
      >
        {title}
      </th>
      <td className="border-b px-1 py-1 text-center">
        <Switch
          data-cell={`${index}:0`}
          tabIndex={tab(0)}
          aria-label={t`${title} enable`}
          checked={grant.enable}
          onCheckedChange={(on) => onChange((g) => setScreen(g, screen, on))}
        />
      </td>
      <td className="border-r border-b px-2 py-1 text-center">
        {used.length > 0 && (
          <Checkbox
            data-cell={`${index}:1`}
            tabIndex={tab(1)}
            aria-label={t`${title} all buttons`}
            checked={all}
            onCheckedChange={(on) => onChange((g) => setAllButtons(g, screen, on === true, used))}
          />
        )}
      </td>
      {BUTTONS.map((button, i) => {
        const col = buttonCol(i)
        const name = lowerFirst(buttonNames[i]!)
        // Only the buttons this screen uses (its catalog entry and API); the others have nothing to grant.
        if (!used.includes(button)) return <td key={button} className="border-b" data-unused="" />
        return (
          <td key={button} className={cn('border-b px-1 py-1 text-center', !grant.enable && 'opacity-60')}>
            <Switch
              data-cell={`${index}:${col}`}
              tabIndex={tab(col)}
              aria-label={t`${title} ${name}`}
              checked={grant.buttons[button]}
              onCheckedChange={(on) => onChange((g) => setButton(g, screen, button, on))}
              className="h-4 w-7 [&>span]:size-3.5"
            />
          </td>
        )
      })}
    </tr>
  )
})
