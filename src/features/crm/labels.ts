import type { CallOutcome, LeadSource } from '@shared/api/crm'
import { CALL_OUTCOME_LABELS, LEAD_SOURCE_LABELS } from '@/lib/lead-labels'

export { CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, LEAD_SOURCE_LABELS } from '@/lib/lead-labels'

export const isLeadSource = (v: string): v is LeadSource => v in LEAD_SOURCE_LABELS
export const isCallOutcome = (v: string): v is CallOutcome => v in CALL_OUTCOME_LABELS
