import { createFileRoute } from '@tanstack/react-router'
import { usersTableQuery } from '@shared/api/users.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { UsersPage } from '@/features/users/users-page'

/** The users screen; its search params are the table's state (page, size, sort, keyword, filters). */
export const Route = createFileRoute('/admin/users')({
  validateSearch: tableSearchSchema(usersTableQuery),
  component: UsersPage,
})
