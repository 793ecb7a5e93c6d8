import { useCallback, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useMayEdit } from '@/components/record-screen/may-edit'
import type { RecordDialogProps, RecordDialogState } from '@/components/record-screen/record-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { roleApi } from '../api'
import { RoleDialogPending } from './dialog-parts'
import { RoleEditForm } from './role-edit-form'
import { RoleView } from './role-view'

/**
 * The edit-permissions and view dialog of the role screen (spec 000 sections 2 and 6), for the record screen's edit and
 * view: the role's details (POST /role/details) in the permission editor, or read-only with its owner and dates and,
 * when the user may edit roles, an Edit button that turns the same dialog to the editor.
 */
export function RoleEditorDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: RecordDialogProps) {
  const { t } = useLingui()
  const contentRef = useRef<HTMLDivElement>(null)
  const target = state && state.mode !== 'new' ? state : null
  /** The opening whose view the user turned to the editor (Edit). */
  const [edited, setEdited] = useState<RecordDialogState>(null)
  const editing = target !== null && (target.mode === 'edit' || edited === state)
  const mayEdit = useMayEdit()
  const details = roleApi.useDetails(target?.id ?? null)
  const role = details.data && details.data.role._id === target?.id ? details.data.role : undefined
  const getElement = useCallback(() => contentRef.current, [])
  const close = () => onOpenChange(false)
  // While the role loads (or failed to), the dialog only closes; the loaded views register their own footer.
  useFooterCommands(target !== null && !role, getElement, { 'action.close': close })

  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="flex max-h-[92vh] flex-col sm:max-w-[min(76rem,calc(100%-2rem))]"
      >
        {target && role ? (
          editing ? (
            <RoleEditForm
              key={role._id}
              role={role}
              version={details.data?.version}
              getElement={getElement}
              onClose={close}
              onSaved={() => onSaved()}
            />
          ) : (
            <RoleView role={role} getElement={getElement} onClose={close} onEdit={mayEdit ? () => setEdited(state) : undefined} />
          )
        ) : (
          <RoleDialogPending title={editing ? t`Edit role` : t`View role`} isError={details.isError} error={details.error} />
        )}
      </DialogContent>
    </Dialog>
  )
}
