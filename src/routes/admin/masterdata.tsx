import { createFileRoute } from '@tanstack/react-router'
import { masterdataTableQuery } from '@shared/api/masterdata.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { MasterdataPage } from '@/features/masterdata/masterdata-page'

/**
 * The master data screen (issue 19): the product catalogue; its search params are the table's state (paging, sort,
 * keyword, category, active). The page is split off the entry chunk by the router plugin.
 */
export const Route = createFileRoute('/admin/masterdata')({
  validateSearch: tableSearchSchema(masterdataTableQuery),
  component: MasterdataPage,
})
