import { createFileRoute } from '@tanstack/react-router'
import { rolesTableQuery } from '@shared/api/roles.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { RolesPage } from '@/features/roles/roles-page'

/** The role screen; its search params are the table's state (page, size, sort, keyword, active filter). */
export const Route = createFileRoute('/admin/security/role')({
  validateSearch: tableSearchSchema(rolesTableQuery),
  component: RolesPage,
})
