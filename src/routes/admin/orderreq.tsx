import { createFileRoute } from '@tanstack/react-router'
import { orderRequestTableQuery } from '@shared/api/orderreq.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { OrderRequestPage } from '@/features/orderreq/orderreq-page'

/**
 * The order requests screen; its search params are the table's state (paging, sort, keyword, status, centre, placed
 * date range). The page is split off the entry chunk by the router plugin.
 */
export const Route = createFileRoute('/admin/orderreq')({
  validateSearch: tableSearchSchema(orderRequestTableQuery),
  component: OrderRequestPage,
})
