import { memo } from 'react'
import { cn } from '@/lib/utils'
import { renderCell } from './cells'
import type { CellLabels } from './labels'
import type { RowPointer } from './row-pointer'
import type { GridColumn } from './table-grid'

/** Fixed row and header heights: the virtualizer never measures. */
export const ROW_HEIGHT = 36
export const HEADER_HEIGHT = 40

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
  /** A soft-deleted record (its `active` is false): muted, with an "Inactive" badge in its first cell. */
  inactive: boolean
  rowKey: string
  pointer: RowPointer
  onPointerDown: (index: number) => void
}

/**
 * The "Inactive" badge of a soft-deleted row: text, so a screen reader reads it with the row's first cell and the
 * state does not rest on the muted colour alone.
 */
function InactiveBadge({ label }: { label: string }) {
  return (
    <span
      data-slot="inactive-badge"
      className="mr-1.5 inline-flex rounded border border-current px-1 align-middle text-[0.7rem] leading-4 font-medium"
    >
      {label}
    </span>
  )
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
  inactive,
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
      data-inactive={inactive || undefined}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      className={cn(
        'absolute top-0 left-0 flex min-w-full cursor-default items-center border-b text-sm select-none',
        tone === 'green' && 'bg-green-500/10',
        tone === 'orange' && 'bg-orange-500/15',
        inactive && 'text-muted-foreground',
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
          {inactive && i === 0 && <InactiveBadge label={labels.inactive} />}
          {renderCell(c.spec, row, labels)}
        </div>
      ))}
    </div>
  )
}

/** One body row of the grid; re-rendered only when what it shows changes. */
export const Row = memo(RowView) as typeof RowView
