import { useLingui } from '@lingui/react/macro'
import { BOOKING_CALLS } from '@shared/api/booking'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { bookingTable } from '../booking-table'

/** The bookings table's column labels name the changed fields (others read as words). */
const BOOKING_FIELD_LABELS = fieldLabels(bookingTable.columns)

/** The audit rows of one booking, newest first (Done By, Date, Activity, Comment). Open while `recordId` is set. */
export function BookingLogsDialog({ recordId, onOpenChange }: { recordId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={BOOKING_CALLS.logs}
      recordId={recordId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this booking, newest first.`}
      labels={BOOKING_FIELD_LABELS}
      testId="booking-logs"
      activities={{
        rtoStatus: t`RTO status changed`,
        rtoSettlement: t`RTO settlement`,
        rcReceived: t`RC received from RTO`,
        rcDelivered: t`RC delivered to customer`,
      }}
    />
  )
}
