import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ApiError } from '@/lib/api'
import { answerText } from '@/lib/report-answer'
import { roleServerTexts } from '../outcome'

/** A role dialog while its data loads: the title and 'Loading…', or why the call failed. */
export function RoleDialogPending({ title, isError, error }: { title: string; isError: boolean; error: unknown }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {answerText(i18n, roleServerTexts, error instanceof ApiError ? error.answer.message : undefined)}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t`Loading…`}
        </p>
      )}
    </>
  )
}

interface FooterProps {
  /** Shows a Close button first (the create dialog has none: Esc and the dialog's own close button close it). */
  onClose?: () => void
  onReset: () => void
  /** Save is disabled while the call runs. */
  saving: boolean
  /** Buttons before Close. */
  children?: ReactNode
  className?: string
}

/** The footer of a role form: [extra buttons] Close, Reset, Save (submits the form); the same actions as Esc, Ctrl/Cmd+R and Ctrl/Cmd+S. */
export function RoleFormFooter({ onClose, onReset, saving, children, className }: FooterProps) {
  const { t } = useLingui()
  return (
    <DialogFooter className={className}>
      {children}
      {onClose && (
        <Button type="button" variant="outline" onClick={() => onClose()}>
          {t`Close`}
        </Button>
      )}
      <Button type="button" variant="outline" onClick={onReset}>
        {t`Reset`}
      </Button>
      <Button type="submit" disabled={saving}>
        {t`Save`}
      </Button>
    </DialogFooter>
  )
}
