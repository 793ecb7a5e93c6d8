import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { ROLES_LIST_KEY } from './api'
import { RoleCreateDialog } from './components/role-create-dialog'
import { rolesTable } from './roles-table'

const route = getRouteApi('/admin/security/role')

/** The role screen (spec 000 section 2): the roles table and the add-role dialog. */
export function RolesPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  // Active roles unless the filter says otherwise (spec 000 section 9).
  const effective = useMemo<TableSearch>(() => (search.active === undefined ? { ...search, active: true } : search), [search])
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const [creating, setCreating] = useState(false)
  const actions = useMemo(() => ({ 'action.add': () => setCreating(true) }), [])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ROLES_LIST_KEY }), [queryClient])
  return (
    <>
      <DataTable table={rolesTable} search={effective} onSearchChange={onSearchChange} actions={actions} />
      <RoleCreateDialog open={creating} onOpenChange={setCreating} onCreated={refresh} />
    </>
  )
}
