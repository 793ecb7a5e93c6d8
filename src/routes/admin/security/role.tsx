import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '@/features/roles/roles-page'
import { rolesSearchSchema } from '@/features/roles/search'

/** The role screen; its search params are the table's state (page, size, sort, keyword, active filter). */
export const Route = createFileRoute('/admin/security/role')({
  validateSearch: rolesSearchSchema,
  component: RolesPage,
})
