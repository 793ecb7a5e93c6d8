import type { RecordDialogProps } from '@/components/record-screen/record-dialog'
import { RoleCreateDialog } from './role-create-dialog'
import { RoleEditorDialog } from './role-editor-dialog'

/** The role screen's record dialog: the new-role dialog, or the permission editor and view of one role. */
export function RoleDialog({ state, ...props }: RecordDialogProps) {
  return (
    <>
      <RoleCreateDialog state={state?.mode === 'new' ? state : null} {...props} />
      <RoleEditorDialog state={state?.mode === 'new' ? null : state} {...props} />
    </>
  )
}
