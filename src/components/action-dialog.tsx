import { useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SaveForm } from '@/components/save-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  testId: string
  /** A call is on its way: Save waits. */
  busy: boolean
  onSave: (source: ActionSource) => void
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}

/** A small dialog of one of a record's moves (a test drive's reschedule, a ticket's stage): its fields, Save (also Enter, Ctrl/Cmd+S) and Close (also Esc). */
export function ActionDialog({ open, onOpenChange, title, description, testId, busy, onSave, onCloseAutoFocus, children }: Props) {
  const { t } = useLingui()
  const contentRef = useRef<HTMLDivElement>(null)
  const save = (source: ActionSource) => {
    if (!busy) onSave(source)
  }
  useFooterCommands(open, () => contentRef.current, { 'action.save': save, 'action.close': () => onOpenChange(false) })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} onCloseAutoFocus={onCloseAutoFocus} data-testid={testId}>
        <SaveForm className="grid gap-4" onSave={save}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t`Close`}
            </Button>
            <Button type="submit" disabled={busy}>
              {t`Save`}
            </Button>
          </DialogFooter>
        </SaveForm>
      </DialogContent>
    </Dialog>
  )
}

/** A labelled control with its message below (or an empty line, so the dialog does not jump). */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="min-h-5 text-sm text-destructive">
        {error}
      </p>
    </div>
  )
}
