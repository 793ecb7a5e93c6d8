import { useRef } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

interface Props {
  open: boolean
  /** How many active customers the send reaches (GET /notification/audience); undefined while unknown. */
  count: number | undefined
  /** Send (true), or Cancel, Esc and a click outside (false). */
  onAnswer: (send: boolean) => void
}

/**
 * Asked before a notification goes to every active customer (issue 15): an alert dialog naming how many. The focus
 * starts on Cancel, so Enter (and Esc) send nothing; only Send, chosen on purpose, sends.
 */
export function BroadcastConfirmDialog({ open, count, onAnswer }: Props) {
  const { t } = useLingui()
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onAnswer(false)}>
      <DialogContent
        role="alertdialog"
        data-testid="broadcast-confirm-dialog"
        className="sm:max-w-md"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          cancel.current?.focus()
        }}
        onCloseAutoFocus={(e) => {
          // Back to the form's body (the Send button is disabled while the send waits), never outside the form.
          e.preventDefault()
          document.querySelector<HTMLElement>('[data-testid="notification-dialog"] [name="body"]')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Send to all active customers?`}</DialogTitle>
          <DialogDescription data-testid="broadcast-confirm-count">
            {count === undefined ? (
              t`This notification goes to every active customer and cannot be taken back.`
            ) : (
              <Plural
                value={count}
                one="This notification goes to # active customer and cannot be taken back."
                other="This notification goes to all # active customers and cannot be taken back."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" ref={cancel} onClick={() => onAnswer(false)}>
            {t`Cancel`}
          </Button>
          <Button type="button" data-testid="broadcast-confirm-send" onClick={() => onAnswer(true)}>
            {t`Send to all`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
