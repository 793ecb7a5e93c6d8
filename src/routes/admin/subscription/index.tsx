import { createFileRoute } from '@tanstack/react-router'
import { subscriptionTableQuery } from '@shared/api/subscription.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { SubscriptionsPage } from '@/features/subscriptions/subscriptions-page'

/** The subscriptions screen (riders' recharge records); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/subscription/')({
  validateSearch: tableSearchSchema(subscriptionTableQuery),
  component: SubscriptionsPage,
})
