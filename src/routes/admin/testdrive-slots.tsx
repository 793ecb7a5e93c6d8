import { createFileRoute } from '@tanstack/react-router'
import { testDriveConfigTableQuery } from '@shared/api/testdrive-config.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { TestDriveConfigPage } from '@/features/testdrive-config/testdrive-config-page'

/** The test-drive slot configuration screen (issue 17); its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/testdrive-slots')({
  validateSearch: tableSearchSchema(testDriveConfigTableQuery),
  component: TestDriveConfigPage,
})
