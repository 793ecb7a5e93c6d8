import { useCallback, useState } from 'react'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { notificationApi } from './api'
import { NotificationDialog } from './components/notification-dialog'
import { ResendNotificationDialog } from './components/resend-dialog'
import { notificationTable, type NotificationRow } from './notification-table'

/**
 * The Notification screen (issue 7, spec 001 section 2): the sent notifications on the shared table; Create
 * Notification (the add action), View, and Resend Notification for a record whose type is not normal (the catalog
 * decides visibility, permission, selection and hotkeys). After a send the selection clears and the table refreshes.
 */
export function NotificationPage() {
  const [resending, setResending] = useState<string | null>(null)
  const actions = useCallback(
    (tools: ScreenTools): TableActions<NotificationRow> => ({
      'action.resendNotification': onFirstRow((row) => tools.open(() => setResending(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen table={notificationTable} api={notificationApi} dialog={NotificationDialog} actions={actions} clearSelectionOnSave>
      {(tools) => (
        <ResendNotificationDialog
          recordId={resending}
          onOpenChange={(o) => !o && setResending(null)}
          onSent={tools.refresh}
          onCloseAutoFocus={tools.onCloseAutoFocus}
        />
      )}
    </RecordScreen>
  )
}
