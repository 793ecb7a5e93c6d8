import { useLingui } from '@lingui/react/macro'
import { CRM_CALLS } from '@shared/api/crm'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { crmTable } from '../crm-table'

/** The CRM table's column labels name the changed fields (others read as words). */
const LEAD_FIELD_LABELS = fieldLabels(crmTable.columns)

/** The audit rows of one lead, newest first (Done By, Date, Activity, Comment). Open while `leadId` is set. */
export function LeadLogsDialog({ leadId, onOpenChange }: { leadId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  return (
    <RecordLogsDialog
      path={CRM_CALLS.logs}
      recordId={leadId}
      onOpenChange={onOpenChange}
      description={t`Changes made to this lead, newest first.`}
      labels={LEAD_FIELD_LABELS}
      activities={{
        reassign: t`Re-assigned`,
        'followup.add': t`Follow-up added`,
        call: t`Call requested`,
        'call.status': t`Call ended`,
      }}
    />
  )
}
