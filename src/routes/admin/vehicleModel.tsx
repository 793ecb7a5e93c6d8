import { createFileRoute } from '@tanstack/react-router'
import { vehicleModelTableQuery } from '@shared/api/vehicle-model.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { VehicleModelPage } from '@/features/vehicle-model/vehicle-model-page'

/**
 * The vehicle models screen (spec 002 section 3); its search params are the table's state (paging, sort, keyword,
 * make, active). The page is split off the entry chunk by the router plugin.
 */
export const Route = createFileRoute('/admin/vehicleModel')({
  validateSearch: tableSearchSchema(vehicleModelTableQuery),
  component: VehicleModelPage,
})
