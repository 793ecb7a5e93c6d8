import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BOOKING_CALLS } from '@shared/api/booking'
import { BOOKING_IMPORT_CALLS, BOOKING_IMPORT_COLUMNS } from '@shared/api/booking-import'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { ImportDialog } from '@/components/import-dialog/import-dialog'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { RtoSettlementDialog } from '@/components/rto-settlement-dialog'
import type { ActionSource } from '@/lib/api'
import { toast } from '@/lib/toast'
import { useClickToCall } from '@/lib/use-click-to-call'
import { focusRtoStatus, useInlineRtoStatus } from '@/lib/use-inline-rto-status'
import { bookingApi } from './api'
import { bookingTable, type BookingRow } from './booking-table'
import { BookingDialog } from './components/booking-dialog'
import { BookingLogsDialog } from './components/booking-logs-dialog'
import { KitFittingDialog } from './components/kit-fitting-dialog'
import { bookingText } from './messages'

/**
 * The bookings screen (issue 16): the bookings on the record screen with add, edit, view and delete (with Undo),
 * the inline RTO status for roles with Change status, and its own actions: logs, the RTO settlement and Upload, the
 * bulk import of a spreadsheet (the shared import dialog with the booking template, shared/api/booking-import.ts);
 * and Call, the CRM's click-to-call to the customer's lead (the lead with the customer's number; without one, it says
 * so); Fit kit, the kit and battery issued from the booking's centre's stock (issue 19). The catalog decides
 * visibility, permission, selection and hotkeys.
 */
export function BookingPage() {
  const { t, i18n } = useLingui()
  const refresh = bookingApi.useRefresh()
  const table = useInlineRtoStatus(bookingTable, {
    statuses: BOOKING_CALLS.rtoStatuses,
    change: BOOKING_CALLS.rtoStatus,
    onChanged: refresh,
  })
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [settling, setSettling] = useState<BookingRow | null>(null)
  const [importing, setImporting] = useState(false)
  const [fitting, setFitting] = useState<BookingRow | null>(null)
  const call = useClickToCall(refresh)
  const callCustomer = useCallback(
    (row: BookingRow, source: ActionSource) => {
      if (row.leadId) call({ leadId: row.leadId, name: row.customerName, mobileNo: row.customerMobileNo }, source)
      else toast.info(t`${row.customerName} has no lead in the CRM to call: add one with the number ${row.customerMobileNo}`)
    },
    [call, t],
  )

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<BookingRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.rtoSettlement': onFirstRow((row) => open(() => setSettling(row))),
      'action.changeStatus': onFirstRow((row) => focusRtoStatus(row._id)),
      'action.call': onFirstRow(callCustomer),
      'action.fitKit': onFirstRow((row) => open(() => setFitting(row))),
      // Needs no row: the catalog runs it whatever is selected.
      'action.upload': () => open(() => setImporting(true)),
    }),
    [callCustomer],
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
            path={BOOKING_CALLS.rtoSettlement}
            onOpenChange={(o) => !o && setSettling(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <KitFittingDialog
            booking={fitting}
            onOpenChange={(o) => !o && setFitting(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <ImportDialog
            open={importing}
            onOpenChange={setImporting}
            title={t`Upload Bookings`}
            columns={BOOKING_IMPORT_COLUMNS}
            templateFileName="bookings-template.xlsx"
            calls={BOOKING_IMPORT_CALLS}
            translate={(m) => bookingText(i18n, m)}
            onImported={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
