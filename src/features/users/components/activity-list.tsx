import { useState, type ReactNode } from 'react'
import { DateRange } from '@/components/ui/date-range'
import { EMPTY_RANGE, type DateRangeValue } from '@/lib/date-range'
import { ActivityPager, ActivityTable, type ActivityColumn } from './activity-table'

/** The date range and page of a dated activity list; a new range (or any filter, via `setPage(0)`) goes back to page one. */
export function useActivityPaging() {
  const [range, setRange] = useState<DateRangeValue>(EMPTY_RANGE)
  const [page, setPage] = useState(0)
  const changeRange = (next: DateRangeValue) => {
    setRange(next)
    setPage(0)
  }
  return { range, page, setPage, changeRange }
}

export type ActivityPaging = ReturnType<typeof useActivityPaging>

interface ActivityListProps<Row> {
  /** The section's and the table's accessible name. */
  label: string
  columns: ActivityColumn<Row>[]
  paging: ActivityPaging
  /** The list's query; `data.filterRecords` is the number of matching records. */
  query: { data?: { filterRecords: number }; isFetching: boolean; isError: boolean; refetch: () => unknown }
  rows: Row[] | undefined
  pages: number | undefined
  /** More filters, shown after the date range. */
  filters?: ReactNode
}

/** A tab of the user dialog listing dated activity (notifications, recharges, trips): date range, table and pager. */
export function ActivityList<Row extends { _id: string }>({ label, columns, paging, query, rows, pages, filters }: ActivityListProps<Row>) {
  const range = <DateRange value={paging.range} onChange={paging.changeRange} />
  return (
    <section className="grid gap-3" aria-label={label}>
      {filters ? (
        <div className="flex flex-wrap items-end gap-3">
          {range}
          {filters}
        </div>
      ) : (
        range
      )}
      <ActivityTable
        caption={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        isPending={query.isFetching}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      />
      <ActivityPager
        page={paging.page}
        pages={pages ?? 0}
        total={query.data?.filterRecords ?? 0}
        onPageChange={paging.setPage}
        disabled={!query.data}
      />
    </section>
  )
}
