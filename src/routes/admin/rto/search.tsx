import { createFileRoute } from '@tanstack/react-router'
import { rtoSearchTableQuery } from '@shared/api/rto-search.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { RtoSearchPage } from '@/features/rto-search/rto-search-page'

/**
 * The RTO search (issue 16); its search params are the table's state (paging, sort, keyword, the global search box's
 * `search`, RTO status, settled, active). The page is split off the entry chunk by the router plugin (autoCodeSplitting).
 */
export const Route = createFileRoute('/admin/rto/search')({
  validateSearch: tableSearchSchema(rtoSearchTableQuery),
  component: RtoSearchPage,
})
