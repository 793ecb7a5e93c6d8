import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SERVICE_REQUEST_CALLS as CALLS } from '@shared/api/servicereq'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { serviceRequestTable } from '../servicereq-table'

/** The table's column labels name the changed fields, with the stored fields the columns show under other names. */
const FIELD_LABELS = {
  ...fieldLabels(serviceRequestTable.columns),
  scuId: msg`Service Centre`,
  branchId: msg`Branch`,
  assigneeId: msg`Technician`,
  customerId: msg`Customer`,
  pickupAddress: msg`Pickup address`,
  estimate: msg`Estimate`,
  bill: msg`Final bill`,
}

/** The history of one service request, newest first: its moves, assignments and edits. Open while `recordId` is set. */
export function ServiceRequestLogsDialog({ recordId, onOpenChange }: { recordId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={CALLS.logs}
      recordId={recordId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this service request, newest first.`}
      labels={FIELD_LABELS}
      testId="servicereq-logs"
      activities={{ status: t`Status changed`, assign: t`Technician assigned` }}
    />
  )
}
