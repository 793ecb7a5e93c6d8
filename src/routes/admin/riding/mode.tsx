import { createFileRoute } from '@tanstack/react-router'
import { ridingModeTableQuery } from '@shared/api/riding-mode.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { RidingModePage } from '@/features/riding-mode/riding-mode-page'

/** The riding-mode screen (spec 001 section 2); its search params are the table's state (paging, sort, keyword, active). */
export const Route = createFileRoute('/admin/riding/mode')({
  validateSearch: tableSearchSchema(ridingModeTableQuery),
  component: RidingModePage,
})
