import { createFileRoute } from '@tanstack/react-router'
import { testDriveTableQuery } from '@shared/api/testdrive.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { TestDrivePage } from '@/features/testdrive/testdrive-page'

/**
 * The test drives screen (issue 17); its search params are the table's state (paging, sort, keyword, status, branch,
 * worker, booking-date range). The page is split off the entry chunk by the router plugin (autoCodeSplitting).
 */
export const Route = createFileRoute('/admin/testdrive')({
  validateSearch: tableSearchSchema(testDriveTableQuery),
  component: TestDrivePage,
})
