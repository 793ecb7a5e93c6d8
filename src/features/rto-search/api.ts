import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { RTO_SEARCH_CALLS } from '@shared/api/rto-search.table'

/** The RTO search's calls (shared/api/rto-search.table.ts): statuses, the inline status and the settlement. */
export const rtoSearchCalls = RTO_SEARCH_CALLS

/**
 * Refreshes the tables after a booking's RTO status or settlement changed: this screen's rows and any other table's
 * cached pages (the bookings table shows the same bookings), which refetch when shown again.
 */
export function useRefreshTables() {
  const queryClient = useQueryClient()
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['table'] }), [queryClient])
}
