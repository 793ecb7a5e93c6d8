import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ORDER_CALLS as CALLS } from '@shared/api/orderreq'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { orderRequestTable } from '../orderreq-table'

/** The table's column labels name the changed fields, with the stored fields the columns show under other names. */
const FIELD_LABELS = {
  ...fieldLabels(orderRequestTable.columns),
  scuId: msg`Service Centre`,
  shortfall: msg`Shortfall`,
}

/** The history of one order, newest first: placed, its steps, its receipt. Open while `recordId` is set. */
export function OrderLogsDialog({ recordId, onOpenChange }: { recordId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={CALLS.logs}
      recordId={recordId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this order, newest first.`}
      labels={FIELD_LABELS}
      testId="orderreq-logs"
      activities={{ status: t`Step reached`, receive: t`Marked as received` }}
    />
  )
}
