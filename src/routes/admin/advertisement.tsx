import { createFileRoute } from '@tanstack/react-router'
import { AdvertisementPage } from '@/features/advertisement/advertisement-page'
import { advertisementSearchSchema } from '@/features/advertisement/search'

/** The advertisement screen (spec 001 section 2); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/advertisement')({
  validateSearch: advertisementSearchSchema,
  component: AdvertisementPage,
})
