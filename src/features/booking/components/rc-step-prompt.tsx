import { useId, useRef, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BOOKING_MESSAGES as BM, rcStepBody } from '@shared/api/booking'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import type { RcStep } from '../api'
import { dayToUnix, today } from '../form-values'
import { bookingText } from '../messages'

/**
 * The date of an RC step (the shared date field, dd/MM/yyyy; today offered): checked as the server checks it (a
 * date; delivery not before the RC was received), then `onConfirm` with its Unix seconds. Enter confirms, Esc
 * cancels. Its form is its own: a submit here never saves the booking dialog around it.
 */
export function RcStepPrompt({
  step,
  orderId,
  receivedOn,
  pending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  step: RcStep | null
  orderId: string
  /** When the RC was received (Unix seconds), for a delivery's check. */
  receivedOn: number | null
  pending: boolean
  onConfirm: (step: RcStep, date: number) => void
  onCancel: () => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [day, setDay] = useState(today)
  const [error, setError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // Each opening offers today.
  const [shownFor, setShownFor] = useState<RcStep | null>(null)
  if (step !== shownFor) {
    setShownFor(step)
    setDay(today())
    setError(null)
  }

  const confirm = (e: FormEvent) => {
    e.preventDefault()
    // The booking dialog's form is this one's parent in React's tree: its submit (a save) must not hear this one.
    e.stopPropagation()
    if (!step || pending) return
    const date = dayToUnix(day)
    const parsed = rcStepBody.safeParse({ recordId: '00000000-0000-4000-8000-000000000000', step, date })
    const problem = !parsed.success
      ? BM.date
      : step === 'delivered' && receivedOn !== null && date! < receivedOn
        ? BM.rcBeforeReceived
        : null
    setError(problem ? bookingText(i18n, problem) : null)
    if (problem) return void inputRef.current?.focus()
    onConfirm(step, date!)
  }

  const title = step === 'delivered' ? t`RC delivered to customer` : t`RC received from RTO`
  return (
    <Dialog open={step !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-sm" data-testid="rc-step" onCloseAutoFocus={onCloseAutoFocus}>
        <form noValidate className="grid gap-4" onSubmit={confirm}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {step === 'delivered'
                ? t`The day the RC of booking ${orderId} reached the customer. This cannot be undone.`
                : t`The day the RC of booking ${orderId} came from the RTO. This cannot be undone.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-date`}>{t`Date`}</Label>
            <DateInput
              ref={inputRef}
              id={`${id}-date`}
              name="rcDate"
              value={day}
              onChange={setDay}
              clearWhenInvalid
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <p id={`${id}-error`} className="min-h-5 text-sm text-destructive">
              {error}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={pending}>
              {t`Save`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
