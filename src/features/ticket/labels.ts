import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { labelOfValue } from '@shared/api/options.query'
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

/**
 * A ticket type of the Options screen's list as the form and the filter show it: a built-in type not renamed keeps its
 * translated label, any other its label from the list.
 */
export function ticketTypeLabel(i18n: I18n, o: { value: string; label: string }): string {
  return o.value in TICKET_TYPE_LABELS && o.label === labelOfValue(o.value) ? i18n._(TICKET_TYPE_LABELS[o.value as TicketType]) : o.label
}
