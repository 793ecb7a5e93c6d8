import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'

/** A record dialog's mode (spec 001 section 4). */
export type RecordDialogMode = 'new' | 'edit' | 'view'

interface Commands {
  submit: (source: ActionSource) => void
  /** New mode only; a dialog without a new mode passes none. */
  reset?: () => void
  close: () => void
}

/**
 * The footer commands of a record dialog, per spec 001 section 4: Reset and Save in new mode, Update (no reset) in
 * edit mode, only Close in view mode. Ctrl/Cmd+S, Ctrl/Cmd+R and Esc reach them while the focus is in `element`.
 */
export function useRecordDialogCommands(open: boolean, mode: RecordDialogMode, element: () => HTMLElement | null, { submit, reset, close }: Commands) {
  useFooterCommands(open, element, {
    ...(mode === 'view' ? {} : { 'action.save': submit }),
    ...(mode === 'new' && reset ? { 'action.reset': reset } : {}),
    'action.close': close,
  })
}

/** The buttons of a record dialog's form (its submit button submits the form): Close, then Reset and Save / Update. */
export function RecordDialogFooter({ mode, pending, onReset, onClose }: { mode: RecordDialogMode; pending: boolean; onReset?: () => void; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onClose}>
        {t`Close`}
      </Button>
      {mode === 'new' && onReset && (
        <Button type="button" variant="outline" onClick={onReset}>
          {t`Reset`}
        </Button>
      )}
      {mode !== 'view' && (
        <Button type="submit" disabled={pending}>
          {mode === 'new' ? t`Save` : t`Update`}
        </Button>
      )}
    </DialogFooter>
  )
}
