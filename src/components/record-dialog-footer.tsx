import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'

/** A record dialog's mode (spec 001 section 4). */
export type RecordDialogMode = 'new' | 'edit' | 'view'

interface Commands {
  submit: (source: ActionSource) => void
  /** New mode only (edit mode too with `resetOnEdit`); a dialog without a new mode passes none. */
  reset?: () => void
  close: () => void
  /** Edit mode offers Reset too, back to the stored values (the user form, spec 000). */
  resetOnEdit?: boolean
  /** View mode, when the user may edit: Ctrl/Cmd+E (the table's Edit) turns the dialog to edit mode. */
  edit?: () => void
}

const resets = (mode: RecordDialogMode, resetOnEdit = false) => mode === 'new' || (resetOnEdit && mode === 'edit')

/**
 * The footer commands of a record dialog, per spec 001 section 4: Reset and Save in new mode, Update (no reset) in
 * edit mode, only Close (and Edit, given `edit`) in view mode. Ctrl/Cmd+S, Ctrl/Cmd+E, Ctrl/Cmd+R and Esc reach them while the focus is in `element`.
 */
export function useRecordDialogCommands(
  open: boolean,
  mode: RecordDialogMode,
  element: () => HTMLElement | null,
  { submit, reset, close, resetOnEdit, edit }: Commands,
) {
  useFooterCommands(open, element, {
    ...(mode === 'view' ? (edit ? { 'action.edit': edit } : {}) : { 'action.save': submit }),
    ...(resets(mode, resetOnEdit) && reset ? { 'action.reset': reset } : {}),
    'action.close': close,
  })
}

/**
 * The buttons of a record dialog's form (its submit button submits the form, or the one `form` names when the footer
 * is outside it): Close, then Reset and Save / Update; in view mode Close and, given `onEdit` (the user may edit the
 * record), Edit, which turns the same dialog to edit mode.
 */
export function RecordDialogFooter({
  mode,
  pending,
  onReset,
  onClose,
  resetOnEdit,
  form,
  submit,
  noResetButton = false,
  onEdit,
}: {
  mode: RecordDialogMode
  pending: boolean
  onReset?: () => void
  onClose: () => void
  resetOnEdit?: boolean
  form?: string
  /** The submit button's own text (the Notification screen's Send, Resend), its test id, and whether it is held back. */
  submit?: { label?: string; testId?: string; disabled?: boolean }
  /** Reset stays on Ctrl/Cmd+R without a button (the Notification screen's Send and Close, spec 001 section 2). */
  noResetButton?: boolean
  /** View mode: the Edit button's action; none, no Edit button (the user may not edit). */
  onEdit?: () => void
}) {
  const { t } = useLingui()
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onClose}>
        {t`Close`}
      </Button>
      {resets(mode, resetOnEdit) && onReset && !noResetButton && (
        <Button type="button" variant="outline" onClick={onReset}>
          {t`Reset`}
        </Button>
      )}
      {mode === 'view' && onEdit && (
        <Button type="button" onClick={onEdit} data-testid="record-dialog-edit">
          {t`Edit`}
        </Button>
      )}
      {mode !== 'view' && (
        <Button type="submit" form={form} disabled={pending || submit?.disabled} data-testid={submit?.testId}>
          {submit?.label ?? (mode === 'new' ? t`Save` : t`Update`)}
        </Button>
      )}
    </DialogFooter>
  )
}
