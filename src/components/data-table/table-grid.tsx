import { useCallback, useLayoutEffect, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { statusTone } from './formatters'
import { HEADER_HEIGHT, ROW_HEIGHT, Row } from './grid-row'
import type { CellLabels } from './labels'
import { metricsEnabled, noteCommit } from './metrics'
import type { RowPointer } from './row-pointer'
import type { ColumnSpec } from './types'

export { HEADER_HEIGHT, ROW_HEIGHT } from './grid-row'
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
  /** The tone of each value of the status field, instead of statusTone's. */
  statusTones?: Readonly<Record<string, 'green' | 'orange'>>
  /** The row field that is false for a soft-deleted record (shown muted, with an "Inactive" badge); null: none. */
  activeField: string | null
  /**
   * The rows' query (search, filters, page, page size, sort): when it changes the grid goes back to its top, so the
   * new rows are not left out of view below an old scroll offset. A re-fetch of the same query keeps the place.
   */
  queryKey: string
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

/**
 * The table's rows as an ARIA grid: a sticky header, fixed-height rows, and only the rows in view (plus overscan)
 * mounted, whatever the page size. The grid keeps the focus itself; the active row is its aria-activedescendant,
 * always mounted and scrolled into view.
 */
export function TableGrid<TRow>(props: TableGridProps<TRow>) {
  const { id, label, columns, rows, activeIndex, multi, busy, total, data, scrollElement } = props
  const width = columns.reduce((sum, c) => sum + c.width, 0)

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
      aria-activedescendant={activeIndex >= 0 && activeIndex < rows.length ? rowDomId(id, activeIndex) : undefined}
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
      {/* A new query gets a new body, and with it a virtualizer that starts at the top (an old scroll offset would
          leave the new rows out of view: a blank grid under '1–1 of 1'). */}
      {rows.length === 0 ? props.empty : <GridBody key={props.queryKey} {...props} width={width} />}
    </div>
  )
}

const rowDomId = (gridId: string, index: number) => `${gridId}-row-${index}`

/** The grid's rows: only those in view (plus overscan) are mounted, whatever the page size. */
function GridBody<TRow>(props: TableGridProps<TRow> & { width: number }) {
  const { id, columns, rows, rowId, labels, selected, activeIndex, offset, statusField, statusTones, activeField, pointer, width } = props
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
    return () => void (scrollToRef.current = null)
  }, [scrollToRef, virtualizer])

  return (
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
            id={rowDomId(id, item.index)}
            row={row}
            index={item.index}
            ariaIndex={offset + item.index + 2}
            start={item.start - HEADER_HEIGHT}
            columns={columns}
            labels={labels}
            selected={selected.has(key)}
            active={item.index === activeIndex}
            tone={statusField ? toneOf((row as Record<string, unknown>)[statusField], statusTones) : null}
            inactive={activeField !== null && (row as Record<string, unknown>)[activeField] === false}
            rowKey={key}
            pointer={pointer}
            onPointerDown={props.onRowPointerDown}
          />
        )
      })}
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

/** An empty grid's row: nothing while loading, the server's refusal when the table shows it (refusalTexts), else No Record Found. */
export function EmptyGrid({ columns, loading, refusal }: { columns: number; loading: boolean; refusal: string | null }) {
  return (
    <GridMessage columns={columns}>
      {loading ? null : refusal !== null ? (
        <span role="alert" className="text-destructive" data-slot="table-refusal">
          {refusal}
        </span>
      ) : (
        <NoRecords />
      )}
    </GridMessage>
  )
}

/** A row's tint: by the table's own map of the status values when it has one, else statusTone's. */
function toneOf(value: unknown, tones: Readonly<Record<string, 'green' | 'orange'>> | undefined): 'green' | 'orange' | null {
  return tones ? (tones[String(value)] ?? null) : statusTone(value)
}
