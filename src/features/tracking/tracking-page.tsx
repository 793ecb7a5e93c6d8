import { useCallback, useMemo, useState } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { downloadUrl } from './api'
import { DeviceTokensDialog } from './components/device-tokens-dialog'
import { LinesDialog } from './components/lines-dialog'
import { trackingTable, type TrackingRow } from './tracking-table'

/**
 * The tracking logs (issue 21, `/admin/log/tracking`): the table with its filters; View (Enter, double-click) opens
 * View Tracking Logs, the graphs open on their own screen, the original file downloads, and the device tokens are
 * issued and revoked in their dialog.
 */
export function TrackingPage() {
  const search = useSearch({ strict: false }) as TableSearch
  const navigate = useNavigate()
  const onSearchChange = useCallback(
    (next: TableSearch) => void navigate({ to: '.', search: next as never, resetScroll: false }),
    [navigate],
  )
  const [viewing, setViewing] = useState<TrackingRow | null>(null)
  const [tokens, setTokens] = useState(false)
  const { open } = useReturnFocus()

  const view = useCallback((row: TrackingRow) => open(() => setViewing(row)), [open])
  const actions = useMemo<TableActions<TrackingRow>>(
    () => ({
      'action.view': onFirstRow(view),
      'action.trackingGraphs': onFirstRow((row) => void navigate({ to: '/admin/log/tracking/graphs', search: { logId: row._id } })),
      'action.trackingDownload': onFirstRow((row) => window.location.assign(downloadUrl(row._id))),
      'action.deviceTokens': () => open(() => setTokens(true)),
    }),
    [open, navigate, view],
  )

  return (
    <>
      <DataTable table={trackingTable} search={search} onSearchChange={onSearchChange} actions={actions} onOpen={view} />
      <LinesDialog log={viewing} onOpenChange={(o) => !o && setViewing(null)} />
      <DeviceTokensDialog open={tokens} onOpenChange={setTokens} />
    </>
  )
}
