import { memo, useCallback, useLayoutEffect, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { renderCell } from './cells'
import { statusTone } from './formatters'
import type { CellLabels } from './labels'
import { metricsEnabled, noteCommit } from './metrics'
import type { RowPointer } from './row-pointer'
import type { ColumnSpec } from './types'

/** Fixed row and header heights: the virtualizer never measures. */
export const ROW_HEIGHT = 36
export const HEADER_HEIGHT = 40
/** Rows mounted beyond each edge of the visible area: about 17 rows fit 69vh at 900 px, so ≤ 40 are mounted. */
const OVERSCAN = 10

export interface GridColumn<TRow> {
  spec: ColumnSpec<TRow>
  header: string
  width: number
  sortable: boolean
  sorted: false | 'asc' | 'desc'
  toggleSort: () => void
}

export interface TableGridProps<TRow> {
  id: string
  label: string
  columns: readonly GridColumn<TRow>[]
  rows: readonly TRow[]
  rowId: (row: TRow) => string
  labels: CellLabels
  selected: ReadonlySet<string>
  activeIndex: number
  multi: boolean
  busy: boolean
  /** The page's first row's position in the whole result (0 for page 1). */
  offset: number
  /** All rows of the result, or -1 when unknown. */
  total: number
  statusField?: string
  /** The list answer shown (identity marks a new answer for the metrics). */
  data: object
  pointer: RowPointer
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  onRowPointerDown: (index: number) => void
  gridRef: Ref<HTMLDivElement>
  scrollElement: () => HTMLDivElement | null
  /** Set by the grid: scrolls a row into view (keyboard moves). */
  scrollToRef: { current: ((index: number) => void) | null }
  empty: ReactNode
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
}

function HeaderCell<TRow>({ column, index }: { column: GridColumn<TRow>; index: number }) {
  const { t } = useLingui()
  const header = column.header
  const Icon = column.sorted === 'asc' ? ArrowUpIcon : column.sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon
  return (
    <div
      role="columnheader"
      aria-colindex={index + 1}
      aria-sort={column.sortable ? ariaSort(column.sorted) : undefined}
      style={{ width: column.width }}
      className={cn(
        'flex flex-none items-center px-2 text-left text-xs font-semibold text-muted-foreground uppercase',
        column.spec.dataType === 'number' && 'justify-end',
      )}
    >
      {column.sortable ? (
        <button
          type="button"
          onClick={column.toggleSort}
          className="-mx-1 inline-flex min-w-0 items-center gap-1 rounded px-1 py-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          title={t`Sort by ${header}`}
        >
          <span className="truncate">{column.header}</span>
          <Icon className={cn('size-3.5 shrink-0', !column.sorted && 'opacity-40')} aria-hidden="true" />
        </button>
      ) : (
        <span className="truncate">{column.header}</span>
      )}
    </div>
  )
}

interface RowProps<TRow> {
  id: string
  row: TRow
  index: number
  ariaIndex: number
  start: number
  columns: readonly GridColumn<TRow>[]
  labels: CellLabels
  selected: boolean
  active: boolean
  tone: 'green' | 'orange' | null
  rowKey: string
  pointer: RowPointer
  onPointerDown: (index: number) => void
}

function RowView<TRow>({
  id,
  row,
  index,
  ariaIndex,
  start,
  columns,
  labels,
  selected,
  active,
  tone,
  rowKey,
  pointer,
  onPointerDown,
}: RowProps<TRow>) {
  return (
    <div
      role="row"
      id={id}
      aria-rowindex={ariaIndex}
      aria-selected={selected}
      data-row-key={rowKey}
      data-index={index}
      data-active={active || undefined}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      className={cn(
        'absolute top-0 left-0 flex min-w-full cursor-default items-center border-b text-sm select-none',
        tone === 'green' && 'bg-green-500/10',
        tone === 'orange' && 'bg-orange-500/15',
        'hover:bg-muted/60',
        selected && 'bg-sky-500/20 hover:bg-sky-500/25 dark:bg-sky-400/25',
        active && 'outline-2 -outline-offset-2 outline-ring',
      )}
      onMouseDown={(e) => {
        // A double-click opens the row; it must not select the text under the pointer.
        if (e.detail > 1) e.preventDefault()
        onPointerDown(index)
      }}
      onClick={(e) => pointer.click(rowKey, e.detail)}
      onDoubleClick={() => pointer.doubleClick(rowKey)}
      onPointerUp={(e) => {
        if (e.pointerType === 'touch') pointer.tap(rowKey)
      }}
    >
      {columns.map((c, i) => (
        <div
          key={c.spec.id}
          role="gridcell"
          aria-colindex={i + 1}
          style={{ width: c.width }}
          className={cn('flex-none truncate px-2', c.spec.dataType === 'number' && 'text-right tabular-nums', c.spec.className)}
        >
          {renderCell(c.spec, row, labels)}
        </div>
      ))}
    </div>
  )
}

const Row = memo(RowView) as typeof RowView

/**
 * The table's rows as an ARIA grid: a sticky header, fixed-height rows, and only the rows in view (plus overscan)
 * mounted, whatever the page size. The grid keeps the focus itself; the active row is its aria-activedescendant,
 * always mounted and scrolled into view.
 */
export function TableGrid<TRow>(props: TableGridProps<TRow>) {
  const { id, label, columns, rows, rowId, labels, selected, activeIndex, multi, busy, offset, total, statusField, data, pointer } = props
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (activeIndex >= 0 && activeIndex < rows.length && !indexes.includes(activeIndex))
        return [...indexes, activeIndex].sort((a, b) => a - b)
      return indexes
    },
    [activeIndex, rows.length],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: props.scrollElement,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rowId(rows[i]!),
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor,
  })
  const scrollToRef = props.scrollToRef
  useLayoutEffect(() => {
    scrollToRef.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' })
  }, [scrollToRef, virtualizer])

  const width = columns.reduce((sum, c) => sum + c.width, 0)
  const rowDomId = (index: number) => `${id}-row-${index}`
  const scrollElement = props.scrollElement

  useLayoutEffect(() => {
    if (!metricsEnabled()) return
    noteCommit(data, rows.length, () => scrollElement()?.querySelectorAll('[data-slot="grid-body"] > [role="row"]').length ?? 0)
  }, [data, rows.length, scrollElement])

  return (
    <div
      ref={props.gridRef}
      id={id}
      role="grid"
      aria-label={label}
      aria-rowcount={total >= 0 ? total + 1 : -1}
      aria-colcount={columns.length}
      aria-multiselectable={multi || undefined}
      aria-busy={busy || undefined}
      aria-activedescendant={activeIndex >= 0 && activeIndex < rows.length ? rowDomId(activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={props.onKeyDown}
      data-slot="data-grid"
      className="relative h-[69vh] overflow-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring/60"
    >
      <div role="rowgroup" className="sticky top-0 z-10 border-b bg-muted" style={{ width, minWidth: '100%' }}>
        <div role="row" aria-rowindex={1} className="flex" style={{ height: HEADER_HEIGHT }}>
          {columns.map((c, i) => (
            <HeaderCell key={c.spec.id} column={c} index={i} />
          ))}
        </div>
      </div>
      {rows.length === 0 ? (
        props.empty
      ) : (
        <div
          role="rowgroup"
          data-slot="grid-body"
          className="relative"
          style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT, width, minWidth: '100%' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!
            const key = rowId(row)
            return (
              <Row
                key={key}
                id={rowDomId(item.index)}
                row={row}
                index={item.index}
                ariaIndex={offset + item.index + 2}
                start={item.start - HEADER_HEIGHT}
                columns={columns}
                labels={labels}
                selected={selected.has(key)}
                active={item.index === activeIndex}
                tone={statusField ? statusTone((row as Record<string, unknown>)[statusField]) : null}
                rowKey={key}
                pointer={pointer}
                onPointerDown={props.onRowPointerDown}
              />
            )
          })}
        </div>
      )}
    </div>
  )
}

/** The one row of an empty or unloaded grid, spanning all columns. */
export function GridMessage({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={2} className="flex min-h-40 items-center justify-center">
        <div role="gridcell" aria-colspan={Math.max(columns, 1)} className="p-6 text-center text-muted-foreground">
          {children}
        </div>
      </div>
    </div>
  )
}

export function NoRecords() {
  return <Trans>No Record Found</Trans>
}
