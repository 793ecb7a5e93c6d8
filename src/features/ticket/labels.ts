import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TicketPriority, TicketStage, TicketType } from '@shared/api/ticket.query'

/** One translated label per ticket stage (shared/api/ticket-moves.ts TICKET_STAGES). */
export const TICKET_STAGE_LABELS: Record<TicketStage, MessageDescriptor> = {
  created: msg`Created`,
  assigned: msg`Assigned`,
  cancelled: msg`Cancelled`,
  hold: msg`On hold`,
  inprogress: msg`In progress`,
  resolved: msg`Resolved`,
  reopened: msg`Reopened`,
}

/**
 * One translated label per ticket type (shared/api/ticket.query.ts TICKET_TYPES: a default list until the Options
 * screen manages the types).
 */
export const TICKET_TYPE_LABELS: Record<TicketType, MessageDescriptor> = {
  complaint: msg`Complaint`,
  service: msg`Service`,
  breakdown: msg`Breakdown`,
  battery: msg`Battery`,
  charging: msg`Charging`,
  billing: msg`Billing`,
  app: msg`App`,
  other: msg`Other`,
}

/** One translated label per priority. */
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, MessageDescriptor> = {
  low: msg`Low`,
  normal: msg`Normal`,
  high: msg`High`,
  urgent: msg`Urgent`,
}
