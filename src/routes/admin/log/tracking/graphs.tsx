import { createFileRoute } from '@tanstack/react-router'
import { trackingGraphsSearch } from '@shared/api/tracking.query'
import { TrackingGraphsPage } from '@/features/tracking/graphs-page'

/** A tracking log's graphs (issue 21): typed search params (logId, from, to); the page is split off the entry chunk. */
export const Route = createFileRoute('/admin/log/tracking/graphs')({
  validateSearch: trackingGraphsSearch,
  component: TrackingGraphsPage,
})
