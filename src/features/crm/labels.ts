import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CallOutcome, LeadSource } from '@shared/api/crm'
import { LEAD_SOURCE_LABELS } from '@/lib/lead-labels'

export { CALL_STATUS_LABELS, LEAD_SOURCE_LABELS } from '@/lib/lead-labels'

export const CALL_OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  requested: msg`Ringing`,
  completed: msg`Completed`,
  busy: msg`Busy`,
  'no-answer': msg`No answer`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
}

export const isLeadSource = (v: string): v is LeadSource => v in LEAD_SOURCE_LABELS
export const isCallOutcome = (v: string): v is CallOutcome => v in CALL_OUTCOME_LABELS
