import type { KeyboardEvent, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { lastPage } from './activity-format'

export interface ActivityColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  className?: string
}

interface TableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string
  columns: ActivityColumn<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row, index: number) => string
  isPending: boolean
  isError: boolean
  onRetry?: () => void
  /** When given, rows are focusable; Enter or a double click activates one (Arrow keys move between rows). */
  onRowActivate?: (row: Row) => void
  /** The key of the activated row (marked selected). */
  activeKey?: string | null
  className?: string
}

/**
 * The small read-only tables inside the user dialogs (spec 000 section 2): a plain accessible <table> with loading,
 * error and 'No data found' states. The shared DataTable is for screens; these are a few rows each.
 */
export function ActivityTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isPending,
  isError,
  onRetry,
  onRowActivate,
  activeKey,
  className,
}: TableProps<Row>) {
  const { t } = useLingui()
  const state = (content: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground" role={role}>
        {content}
      </td>
    </tr>
  )

  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      onRowActivate?.(row)
      return
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const next = e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling
      if (next instanceof HTMLElement) {
        e.preventDefault()
        next.focus()
      }
    }
  }

  let body: ReactNode
  if (isError) {
    body = state(
      <span className="inline-flex items-center gap-3">
        {t`The data could not be loaded.`}
        {onRetry && (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t`Retry`}
          </Button>
        )}
      </span>,
      'alert',
    )
  } else if (isPending && !rows) {
    body = state(t`Loading…`, 'status')
  } else if (!rows || rows.length === 0) {
    body = state(t`No data found`, 'status')
  } else {
    body = rows.map((row, index) => {
      const key = rowKey(row, index)
      const active = activeKey === key
      return (
        <tr
          key={key}
          tabIndex={onRowActivate ? 0 : undefined}
          aria-selected={onRowActivate ? active : undefined}
          data-state={active ? 'selected' : undefined}
          onDoubleClick={onRowActivate ? () => onRowActivate(row) : undefined}
          onKeyDown={onRowActivate ? (e) => onRowKey(e, row) : undefined}
          className={cn(
            'border-b last:border-b-0',
            onRowActivate &&
              'cursor-pointer outline-none hover:bg-muted/50 focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            active && 'bg-muted',
          )}
        >
          {columns.map((c) => (
            <td key={c.id} className={cn('px-3 py-2 align-top', c.className)}>
              {c.cell(row)}
            </td>
          ))}
        </tr>
      )
    })
  }

  return (
    // Without focusable rows, the wrapper takes the focus so a table wider than the dialog scrolls by keyboard.
    <div
      className={cn('overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
      role={onRowActivate ? undefined : 'region'}
      aria-label={onRowActivate ? undefined : caption}
      tabIndex={onRowActivate ? undefined : 0}
    >
      <table className="w-full text-sm" aria-busy={isPending || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr className="border-b">
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cn('px-3 py-2 text-left font-medium whitespace-nowrap', c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  )
}

interface PagerProps {
  /** Zero-based page. */
  page: number
  /** Number of pages (0 when the list is empty). */
  pages: number
  /** Number of matching records. */
  total: number
  onPageChange: (page: number) => void
  disabled?: boolean
}

const PAGER_BUTTON = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

/** Previous / next buttons with the page and record count (announced politely). */
export function ActivityPager({ page, pages, total, onPageChange, disabled }: PagerProps) {
  const { t } = useLingui()
  const shownPages = Math.max(1, pages)
  const current = Math.min(page, lastPage(pages)) + 1
  // aria-disabled rather than disabled: a pressed button that becomes unusable keeps the focus.
  const atStart = disabled || page <= 0
  const atEnd = disabled || page >= lastPage(pages)
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <span className="mr-auto text-muted-foreground" aria-live="polite">
        {t`Page ${current} of ${shownPages}`} · {total === 1 ? t`1 record` : t`${total} records`}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t`Previous page`}
        aria-disabled={atStart || undefined}
        className={PAGER_BUTTON}
        onClick={() => {
          if (!atStart) onPageChange(page - 1)
        }}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t`Next page`}
        aria-disabled={atEnd || undefined}
        className={PAGER_BUTTON}
        onClick={() => {
          if (!atEnd) onPageChange(page + 1)
        }}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  )
}
