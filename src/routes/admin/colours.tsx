import { createFileRoute } from '@tanstack/react-router'
import { colourTableContract } from '@shared/api/colours.table'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { ColoursPage } from '@/features/colours/colours-page'

/** The colours screen; its search params are the table's state (paging, sort, keyword, active). */
export const Route = createFileRoute('/admin/colours')({
  validateSearch: tableSearchSchema(colourTableContract),
  component: ColoursPage,
})
