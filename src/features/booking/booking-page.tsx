import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { bookingApi } from './api'
import { bookingTable, type BookingRow } from './booking-table'
import { BookingDialog } from './components/booking-dialog'
import { BookingLogsDialog } from './components/booking-logs-dialog'
import { RtoSettlementDialog } from './components/rto-settlement-dialog'
import { useBookingTableWithRtoStatus } from './use-rto-status-column'

/**
 * Change status on the selected row: its inline RTO status dropdown takes the focus (Enter, Space or the arrows open
 * it; Enter picks). The dropdown is the row's own control, so the action only brings the keyboard there.
 */
function focusRtoStatus(row: BookingRow) {
  requestAnimationFrame(() => {
    const trigger = document.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(row._id)}"] [data-slot="rto-status"]`)
    trigger?.focus()
  })
}

/**
 * The bookings screen (issue 16): the bookings on the record screen with add, edit, view and delete (with Undo),
 * the inline RTO status for roles with Change status, and its own actions: logs and the RTO settlement (the catalog
 * decides visibility, permission, selection and hotkeys). Call and the Excel upload are not available yet: the
 * CRM's click-to-call takes a lead, which a booking row does not carry.
 */
export function BookingPage() {
  const { t } = useLingui()
  const table = useBookingTableWithRtoStatus(bookingTable)
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [settling, setSettling] = useState<BookingRow | null>(null)

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<BookingRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.rtoSettlement': onFirstRow((row) => open(() => setSettling(row))),
      'action.changeStatus': onFirstRow(focusRtoStatus),
    }),
    [],
  )

  return (
    <RecordScreen
      table={table}
      api={bookingApi}
      dialog={BookingDialog}
      actions={actions}
      deletion={{
        title: t`Delete Booking`,
        describe: (row) => t`Delete the booking ${row.orderId} of ${row.customerName}? It is kept as inactive.`,
        testId: 'booking-delete',
      }}
    >
      {(tools) => (
        <>
          <BookingLogsDialog recordId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <RtoSettlementDialog
            booking={settling}
            onOpenChange={(o) => !o && setSettling(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
