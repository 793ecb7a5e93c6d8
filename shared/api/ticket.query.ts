import { trimmedParam } from '../url-params'
import { filters, tableQuery } from './contract'
import { TICKET_STAGES } from './ticket-moves'

export * from './ticket-moves'

/**
 * What the tickets table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this; the row and the contract are in ./ticket.table.ts.
 */

/**
 * The ticket types (spec 002 section 3 names the field, not its values). A default list kept here as an enum with
 * translated labels (src/features/ticket/labels.ts); the Options screen (/admin/options) is to manage them later, when
 * this list becomes data (README, decisions).
 */
export const TICKET_TYPES = ['complaint', 'service', 'breakdown', 'battery', 'charging', 'billing', 'app', 'other'] as const
export type TicketType = (typeof TICKET_TYPES)[number]

/** How urgent a ticket is (ours: the spec names none). */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]

/** The table's sort keys and filters: all a route's search schema reads. */
export const ticketTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'number', 'dayOfResolving'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    status: filters.status(TICKET_STAGES),
    // A value of the ticket types option list (issue 21): the list is the Options screen's, so any short value.
    type: { ...filters.type(TICKET_TYPES), url: trimmedParam(20) },
    priority: filters.oneOfOrAll(TICKET_PRIORITIES, 'priority must be low, normal, high or urgent'),
    scuId: filters.id('scuId must be a service centre id'),
    assigneeId: filters.id('assigneeId must be a user id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
