import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { onFirstRow } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { ROLES_LIST_KEY, type RoleRow } from './api'
import { RoleAssignDialog, type AssignTarget } from './components/role-assign-dialog'
import { RoleCreateDialog } from './components/role-create-dialog'
import { RoleEditorDialog, type RoleDialogTarget } from './components/role-editor-dialog'
import { rolesTable } from './roles-table'

const route = getRouteApi('/admin/security/role')

/**
 * The role screen (spec 000 section 2): the roles table, the add-role dialog, the edit-permissions and view dialog and
 * the assign dialog. The catalog decides which actions are offered and their preconditions; here they open dialogs.
 */
export function RolesPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  // Active roles unless the filter says otherwise (spec 000 section 9).
  const effective = useMemo<TableSearch>(() => (search.active === undefined ? { ...search, active: true } : search), [search])
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<RoleDialogTarget | null>(null)
  const [assigning, setAssigning] = useState<AssignTarget | null>(null)
  // A dialog opened from the palette waits until the palette has given the focus back; on close the focus returns to
  // what had it (the table).
  const { open, onCloseAutoFocus } = useReturnFocus()
  const actions = useMemo(
    () => ({
      'action.add': () => open(() => setCreating(true)),
      'action.edit': onFirstRow<RoleRow>((row) => open(() => setEditing({ roleId: row._id, mode: 'edit' }))),
      'action.view': onFirstRow<RoleRow>((row) => open(() => setEditing({ roleId: row._id, mode: 'view' }))),
      'action.assign': onFirstRow<RoleRow>((row) => open(() => setAssigning({ _id: row._id, name: row.name }))),
    }),
    [open],
  )
  const onOpen = useCallback((row: RoleRow) => open(() => setEditing({ roleId: row._id, mode: 'view' })), [open])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ROLES_LIST_KEY }), [queryClient])
  return (
    <>
      <DataTable table={rolesTable} search={effective} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <RoleCreateDialog open={creating} onOpenChange={setCreating} onCreated={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <RoleEditorDialog target={editing} onClose={() => setEditing(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <RoleAssignDialog role={assigning} onClose={() => setAssigning(null)} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
