import { createFileRoute } from '@tanstack/react-router'
import { advertisementTableQuery } from '@shared/api/advertisement.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { AdvertisementPage } from '@/features/advertisement/advertisement-page'

/** The advertisement screen (spec 001 section 2); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/advertisement')({
  validateSearch: tableSearchSchema(advertisementTableQuery),
  component: AdvertisementPage,
})
