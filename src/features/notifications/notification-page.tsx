import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { NOTIFICATION_LIST_KEY } from './api'
import { NotificationDialog, type NotificationDialogState } from './components/notification-dialog'
import type { NotificationRow } from './notification-table'
import { notificationTable } from './notification-table'

const route = getRouteApi('/admin/notification')

/**
 * The Notification screen (issue 7, spec 001 section 2): the sent notifications on the shared table; Create
 * Notification (the add action), View, and Resend Notification for a record whose type is not normal (the catalog
 * decides visibility, permission, selection and hotkeys). After a send the selection clears and the table refreshes.
 */
export function NotificationPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const [dialog, setDialog] = useState<NotificationDialogState>(null)
  // Remounting the table clears its selection (spec 001 section 4: on success the selection clears).
  const [generation, setGeneration] = useState(0)
  const { open, onCloseAutoFocus } = useReturnFocus()

  const onSent = useCallback(() => {
    setGeneration((g) => g + 1)
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY })
  }, [queryClient])

  const actions = useMemo<TableActions<NotificationRow>>(() => {
    return {
      'action.add': () => open(() => setDialog({ mode: 'create' })),
      'action.view': onFirstRow((row) => open(() => setDialog({ mode: 'view', recordId: row._id }))),
      'action.resendNotification': onFirstRow((row) => open(() => setDialog({ mode: 'resend', recordId: row._id }))),
    }
  }, [open])
  const onOpen = useCallback((row: NotificationRow) => open(() => setDialog({ mode: 'view', recordId: row._id })), [open])

  return (
    <>
      <DataTable key={generation} table={notificationTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <NotificationDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSent={onSent} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
