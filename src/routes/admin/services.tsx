import { createFileRoute } from '@tanstack/react-router'
import { serviceTableQuery } from '@shared/api/services.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { ServicesPage } from '@/features/services/services-page'

/** The services screen (the service catalogue); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/services')({
  validateSearch: tableSearchSchema(serviceTableQuery),
  component: ServicesPage,
})
