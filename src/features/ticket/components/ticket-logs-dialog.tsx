import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TICKET_CALLS } from '@shared/api/ticket'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { ticketTable } from '../ticket-table'

/** The table's column labels name the changed fields, with the stored fields the columns show under other names. */
const TICKET_FIELD_LABELS = {
  ...fieldLabels(ticketTable.columns),
  scuId: msg`Service Centre`,
  assigneeId: msg`Assignee`,
  customerId: msg`Customer`,
  attachments: msg`Attachments`,
}

/** The history of one ticket, newest first: its moves, assignments, comments and edits. Open while `recordId` is set. */
export function TicketLogsDialog({ recordId, onOpenChange }: { recordId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={TICKET_CALLS.logs}
      recordId={recordId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this ticket, newest first.`}
      labels={TICKET_FIELD_LABELS}
      testId="ticket-logs"
      activities={{
        status: t`Stage changed`,
        assign: t`Assigned`,
        comment: t`Comment added`,
      }}
    />
  )
}
