import { useCallback, useState } from 'react'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { roleApi, type RoleRow } from './api'
import { RoleAssignDialog, type AssignTarget } from './components/role-assign-dialog'
import { RoleDialog } from './components/role-dialog'
import { rolesTable } from './roles-table'

/** Active roles while the address names no active filter (spec 000 section 9). */
const ACTIVE_ROLES = { active: true }

/**
 * The role screen (spec 000 section 2): the roles table, the add-role dialog, the edit-permissions and view dialog and
 * the assign dialog. The catalog decides which actions are offered and their preconditions; here they open dialogs.
 */
export function RolesPage() {
  const [assigning, setAssigning] = useState<AssignTarget | null>(null)
  const actions = useCallback(
    (tools: ScreenTools): TableActions<RoleRow> => ({
      // The permission update is the module's own call, not the contract's update: edit opens the permission editor.
      'action.edit': onFirstRow((row) => tools.openDialog({ mode: 'edit', id: row._id })),
      'action.assign': onFirstRow((row) => tools.open(() => setAssigning({ _id: row._id, name: row.name }))),
    }),
    [],
  )
  return (
    <RecordScreen table={rolesTable} api={roleApi} dialog={RoleDialog} actions={actions} searchDefaults={ACTIVE_ROLES}>
      {(tools) => <RoleAssignDialog role={assigning} onClose={() => setAssigning(null)} onCloseAutoFocus={tools.onCloseAutoFocus} />}
    </RecordScreen>
  )
}
