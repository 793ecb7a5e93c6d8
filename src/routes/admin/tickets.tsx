import { createFileRoute } from '@tanstack/react-router'
import { ticketTableQuery } from '@shared/api/ticket.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { TicketPage } from '@/features/ticket/ticket-page'

/**
 * The tickets screen (issue 18); its search params are the table's state (paging, sort, keyword, stage, type,
 * priority, centre, assignee, created-date range). The page is split off the entry chunk by the router plugin.
 */
export const Route = createFileRoute('/admin/tickets')({
  validateSearch: tableSearchSchema(ticketTableQuery),
  component: TicketPage,
})
