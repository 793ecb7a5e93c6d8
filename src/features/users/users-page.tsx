import { useCallback } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { usersTable } from './users-table'

const route = getRouteApi('/admin/users')

/** The users screen: the shared table over the users list. Add, edit, view and delete arrive with the user dialogs. */
export function UsersPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  return <DataTable table={usersTable} search={search} onSearchChange={onSearchChange} />
}
