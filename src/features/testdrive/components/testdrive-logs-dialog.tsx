import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { testDriveTable } from '../testdrive-table'

/** The table's column labels name the changed fields, with the stored fields the columns show under other names. */
const TEST_DRIVE_FIELD_LABELS = {
  ...fieldLabels(testDriveTable.columns),
  workerId: msg`Worker`,
  slotId: msg`Slot`,
  vehicleModelId: msg`Vehicle Model`,
  feedbackRating: msg`Feedback Rating`,
  feedbackText: msg`Feedback`,
}

/** The audit rows of one test drive, newest first (Done By, Date, Activity, Comment). Open while `recordId` is set. */
export function TestDriveLogsDialog({ recordId, onOpenChange }: { recordId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={TEST_DRIVE_CALLS.logs}
      recordId={recordId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this test drive, newest first.`}
      labels={TEST_DRIVE_FIELD_LABELS}
      testId="testdrive-logs"
      activities={{
        cancel: t`Cancelled`,
        status: t`Status changed`,
        reschedule: t`Rescheduled`,
        assign: t`Worker assigned`,
        feedback: t`Feedback given`,
      }}
    />
  )
}
