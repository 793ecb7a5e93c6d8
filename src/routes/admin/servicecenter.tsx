import { createFileRoute } from '@tanstack/react-router'
import { serviceCenterTableQuery } from '@shared/api/servicecenter.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { ServiceCenterPage } from '@/features/servicecenter/servicecenter-page'

/** The service centres screen (issue 18); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/servicecenter')({
  validateSearch: tableSearchSchema(serviceCenterTableQuery),
  component: ServiceCenterPage,
})
