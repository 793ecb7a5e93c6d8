import { createFileRoute } from '@tanstack/react-router'
import { planTableQuery } from '@shared/api/plans.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { PlansPage } from '@/features/plans/plans-page'

/** The recharge plans screen; its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/subscription/plan')({
  validateSearch: tableSearchSchema(planTableQuery),
  component: PlansPage,
})
