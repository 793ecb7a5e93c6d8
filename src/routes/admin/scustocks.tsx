import { createFileRoute } from '@tanstack/react-router'
import { scuStockTableQuery } from '@shared/api/scustocks.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { ScuStockPage } from '@/features/scustocks/scustocks-page'

/** The SCU stocks screen; its search params are the table's state (paging, sort, keyword, centre, category, low). */
export const Route = createFileRoute('/admin/scustocks')({
  validateSearch: tableSearchSchema(scuStockTableQuery),
  component: ScuStockPage,
})
