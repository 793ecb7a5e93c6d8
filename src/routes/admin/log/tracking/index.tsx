import { createFileRoute } from '@tanstack/react-router'
import { trackingTableQuery } from '@shared/api/tracking.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { TrackingPage } from '@/features/tracking/tracking-page'

/** The tracking logs (issue 21); its search params are the table's state. The page is split off the entry chunk. */
export const Route = createFileRoute('/admin/log/tracking/')({
  validateSearch: tableSearchSchema(trackingTableQuery),
  component: TrackingPage,
})
