import { useCallback, useMemo, useState } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { RtoSettlementDialog } from '@/components/rto-settlement-dialog'
import { useReturnFocus } from '@/lib/return-focus'
import { focusRtoStatus, useInlineRtoStatus } from '@/lib/use-inline-rto-status'
import { rtoSearchCalls, useRefreshTables } from './api'
import { rtoSearchTable, type RtoSearchRow } from './rto-search-table'

/**
 * The RTO search (issue 16, `/admin/rto/search`): the shared table with its global search box ('Enter Reg Vehicle
 * No.', upper case; the button reads 'Searching...' while the rows load), the RTO fields of the bookings it finds, the
 * inline RTO status for roles with Change status (POST /rto/status), and the RTO settlement of the selected booking
 * (the shared settlement dialog on POST /rto/settlement). Rows open nothing: the booking's form is the bookings
 * screen's, under its own permission.
 */
export function RtoSearchPage() {
  const search = useSearch({ strict: false }) as TableSearch
  const navigate = useNavigate()
  const onSearchChange = useCallback(
    (next: TableSearch) => void navigate({ to: '.', search: next as never, resetScroll: false }),
    [navigate],
  )
  const refresh = useRefreshTables()
  const table = useInlineRtoStatus(rtoSearchTable, {
    statuses: rtoSearchCalls.rtoStatuses,
    change: rtoSearchCalls.rtoStatus,
    onChanged: refresh,
  })
  const [settling, setSettling] = useState<RtoSearchRow | null>(null)
  const { open, onCloseAutoFocus } = useReturnFocus()

  const actions = useMemo<TableActions<RtoSearchRow>>(
    () => ({
      'action.rtoSettlement': onFirstRow((row) => open(() => setSettling(row))),
      'action.changeStatus': onFirstRow((row) => focusRtoStatus(row._id)),
    }),
    [open],
  )

  return (
    <>
      <DataTable table={table} search={search} onSearchChange={onSearchChange} actions={actions} />
      <RtoSettlementDialog
        booking={settling}
        path={rtoSearchCalls.rtoSettlement}
        onOpenChange={(o) => !o && setSettling(null)}
        onDone={refresh}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  )
}
