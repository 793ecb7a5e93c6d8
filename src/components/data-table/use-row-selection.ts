import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { toast } from '@/lib/toast'
import { reasons } from '@commands/actions'
import type { ActionSource } from '@/lib/api'
import { RowPointer } from './row-pointer'
import { ROW_HEIGHT } from './grid-row'

interface Options<TRow> {
  rows: readonly TRow[]
  rowId: (row: TRow) => string
  /** The session may open rows ('view' or 'visibility'). */
  canOpen: boolean
  onOpen?: (row: TRow, source: ActionSource) => void
  /**
   * A record to select once the rows show it (a record just created, after the refresh): selected, made the active
   * row and scrolled to when it is on this page; `onPicked` is called when that is done or the refreshed rows do not
   * have it.
   */
  pick?: string | null
  onPicked?: () => void
}

/**
 * The table's selection (spec 001 section 2): row ids, single or multi-select mode, the keyboard's active row, and
 * how pointer and keys change them. A click selects after 200 ms (a double-click or double-tap opens instead); in
 * single mode a click on the selected row unselects it, in multi-select mode clicks toggle. Keys on the grid: arrows
 * or j/k move (selecting in single mode), Shift+↓/↑ extend the selection (multi-select), Home/End/PageUp/PageDown
 * jump, x or Space toggles, Enter opens, Esc unselects.
 */
export function useRowSelection<TRow>({ rows, rowId, canOpen, onOpen, pick = null, onPicked }: Options<TRow>) {
  const { i18n } = useLingui()
  const [selection, setSelection] = useState<readonly string[]>([])
  const [active, setActive] = useState(-1)
  const [multi, setMulti] = useState(false)
  const indexById = useMemo(() => new Map(rows.map((r, i) => [rowId(r), i])), [rows, rowId])
  const [shownRows, setShownRows] = useState(rows)
  /** Shift+arrows: the row the extension started from and the selection before it. */
  const [range, setRange] = useState<{ anchor: number; base: readonly string[] } | null>(null)
  if (shownRows !== rows) {
    // New rows: the selection keeps the rows still shown; the keyboard starts over.
    setShownRows(rows)
    setActive(-1)
    setRange(null)
  }
  const selected = useMemo(() => new Set(selection.filter((id) => indexById.has(id))), [selection, indexById])
  const selectedRows = useMemo(() => [...selected].map((id) => rows[indexById.get(id)!]!), [selected, rows, indexById])

  const selectRow = useCallback(
    (id: string) => {
      const index = indexById.get(id)
      if (index === undefined) return
      setActive(index)
      setRange(null)
      setSelection((old) => {
        if (multi) return old.includes(id) ? old.filter((x) => x !== id) : [...old, id]
        return old.length === 1 && old[0] === id ? [] : [id]
      })
    },
    [indexById, multi],
  )
  const openRow = useCallback(
    (id: string, source: ActionSource) => {
      const index = indexById.get(id)
      if (index === undefined) return
      if (!canOpen) {
        toast.warning(i18n._(msg`Permission not available`), { id: 'table-open' })
        return
      }
      setActive(index)
      if (!multi) setSelection([id])
      if (onOpen) onOpen(rows[index]!, source)
      else toast.warning(i18n._(reasons.notAvailable), { id: 'table-open' })
    },
    [indexById, canOpen, multi, onOpen, rows, i18n],
  )
  const handlers = useRef({ selectRow, openRow })
  useEffect(() => {
    handlers.current = { selectRow, openRow }
  })
  const [pointer] = useState(
    () => new RowPointer({ select: (id) => handlers.current.selectRow(id), open: (id) => handlers.current.openRow(id, 'pointer') }),
  )
  useEffect(() => () => pointer.cancel(), [pointer])

  const gridRef = useRef<HTMLDivElement>(null)
  const scrollElement = useCallback(() => gridRef.current, [])
  /** Set by the grid: scrolls a row into view. */
  const scrollTo = useRef<((index: number) => void) | null>(null)
  // The rows shown when the pick was asked for: the next rows are the refreshed ones.
  const pickAskedOn = useRef<readonly TRow[] | null>(null)
  useEffect(() => {
    if (pick === null) {
      pickAskedOn.current = null
      return
    }
    pickAskedOn.current ??= rows
    const index = indexById.get(pick)
    if (index === undefined) {
      if (rows !== pickAskedOn.current) onPicked?.()
      return
    }
    setSelection((old) => (multi ? [...old.filter((id) => id !== pick), pick] : [pick]))
    setActive(index)
    scrollTo.current?.(index)
    onPicked?.()
  }, [pick, rows, indexById, multi, onPicked])

  const moveTo = (index: number) => {
    if (rows.length === 0) return
    const next = Math.max(0, Math.min(rows.length - 1, index))
    setActive(next)
    if (!multi) setSelection([rowId(rows[next]!)])
    scrollTo.current?.(next)
  }
  /**
   * Shift+↓/↑: the selection grows (or shrinks back) over the rows between where the extension started and the new
   * active row, keeping what was selected before; multi-select mode turns on (its switch shows it).
   */
  const extendTo = (index: number) => {
    if (rows.length === 0) return
    const next = Math.max(0, Math.min(rows.length - 1, index))
    const start = range ?? { anchor: active >= 0 && active < rows.length ? active : next, base: selection }
    const ids = rows.slice(Math.min(start.anchor, next), Math.max(start.anchor, next) + 1).map(rowId)
    setRange(start)
    setMulti(true)
    setSelection([...start.base.filter((id) => !ids.includes(id)), ...ids])
    setActive(next)
    scrollTo.current?.(next)
  }
  const onGridKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys of the header's sort buttons are theirs; Ctrl/Cmd/Alt combinations are the hotkeys'. A key something else
    // already handled is not the grid's either: an Esc pressed while a dialog that just opened from the grid has not
    // yet taken the focus closes that dialog (Radix handles it first, on the document) and must not also unselect.
    if (e.defaultPrevented || e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) return
    const from = active
    const current = from >= 0 && from < rows.length ? rowId(rows[from]!) : null
    const pageRows = Math.max(1, Math.floor(e.currentTarget.clientHeight / ROW_HEIGHT) - 2)
    if (e.shiftKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault()
      return extendTo(from < 0 ? (e.key === 'ArrowDown' ? 0 : rows.length - 1) : from + (e.key === 'ArrowDown' ? 1 : -1))
    }
    // Shift's own keydown (before each Shift+arrow) keeps the range; any other key ends it.
    if (range && e.key !== 'Shift') setRange(null)
    const handled = (() => {
      switch (e.key) {
        case 'ArrowDown':
        case 'j':
          moveTo(from < 0 ? 0 : from + 1)
          return true
        case 'ArrowUp':
        case 'k':
          moveTo(from < 0 ? rows.length - 1 : from - 1)
          return true
        case 'Home':
          moveTo(0)
          return true
        case 'End':
          moveTo(rows.length - 1)
          return true
        case 'PageDown':
          moveTo(from + pageRows)
          return true
        case 'PageUp':
          moveTo(from - pageRows)
          return true
        case 'x':
        case ' ':
          if (current) selectRow(current)
          return true
        case 'Enter':
          if (current) openRow(current, 'hotkey')
          return true
        case 'Escape':
          if (selection.length === 0) return false
          setSelection([])
          return true
        default:
          return false
      }
    })()
    if (handled) e.preventDefault()
  }

  return { selected, selectedRows, active, setActive, multi, setMulti, pointer, gridRef, scrollElement, scrollTo, onGridKeyDown }
}
