import { createFileRoute } from '@tanstack/react-router'
import { serviceRequestTableQuery } from '@shared/api/servicereq.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { ServiceRequestPage } from '@/features/servicereq/servicereq-page'

/**
 * The service requests screen; its search params are the table's state (paging, sort, keyword, status, centre,
 * requested-day range). The page is split off the entry chunk by the router plugin.
 */
export const Route = createFileRoute('/admin/servicereq')({
  validateSearch: tableSearchSchema(serviceRequestTableQuery),
  component: ServiceRequestPage,
})
