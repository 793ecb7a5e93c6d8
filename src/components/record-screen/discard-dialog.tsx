import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/**
 * Asked before a changed form closes (Esc, Close, navigating away): "Discard changes?". The focus starts on Keep
 * editing, so Enter (and Esc) go back to the form; Discard closes it and forgets its draft.
 */
export function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useLingui()
  const keep = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onKeep()}>
      <DialogContent
        role="alertdialog"
        data-testid="discard-dialog"
        className="sm:max-w-md"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          keep.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Discard changes?`}</DialogTitle>
          <DialogDescription>{t`The changes you made in this form are not saved yet.`}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            {t`Discard`}
          </Button>
          <Button type="button" ref={keep} onClick={onKeep}>
            {t`Keep editing`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
