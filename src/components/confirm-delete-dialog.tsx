import { useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'

interface Props {
  open: boolean
  title: string
  description: string
  /** The delete call is running: Delete is disabled. */
  pending: boolean
  onConfirm: (source: ActionSource) => void
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  /** More to say before deleting, under the description (what still depends on the record). */
  children?: ReactNode
  /** The confirming button's text: Delete by default (Deactivate, for a deactivation asked the same way). */
  confirmLabel?: string
  'data-testid'?: string
}

/**
 * A screen's delete confirmation (an alert dialog): Delete (also Ctrl/Cmd+S) confirms, Cancel or Esc keeps the record.
 * The focus starts on Delete; the screen runs the call and closes the dialog when it answers.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  pending,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
  children,
  confirmLabel,
  ...rest
}: Props) {
  const { t } = useLingui()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const confirm = (source: ActionSource) => {
    if (!pending) onConfirm(source)
  }
  useFooterCommands(open, () => content, { 'action.save': confirm, 'action.close': () => onOpenChange(false) })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        role="alertdialog"
        data-testid={rest['data-testid']}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          deleteButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="button" variant="destructive" ref={deleteButton} disabled={pending} onClick={() => confirm('pointer')}>
            {confirmLabel ?? t`Delete`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
