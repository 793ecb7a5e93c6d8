import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BOOKING_MESSAGES as BM, paiseToRupees, rtoSettlementBody, rupeesToPaise, type BookingRow } from '@shared/api/booking'
import { RC } from '@shared/response-codes'
import { formatMoney } from '@/components/data-table/formatters'
import { SaveForm } from '@/components/save-form'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useRtoSettlement } from '../api'
import { dayToUnix, today } from '../form-values'
import { bookingSuccess, bookingText, reportBookingAnswer } from '../messages'
import { Figure } from './section'

/** The RTO figures the dialog shows (paise), from the row and then from each payment's answer. */
interface RtoFigures {
  rtoTotalAmount: number
  rtoAmountPaid: number
  rtoBalance: number
  rtoSettlementDone: boolean
}

const figuresOf = (b: BookingRow): RtoFigures => ({
  rtoTotalAmount: b.rtoTotalAmount,
  rtoAmountPaid: b.rtoAmountPaid,
  rtoBalance: b.rtoBalance,
  rtoSettlementDone: b.rtoSettlementDone,
})

/**
 * The RTO settlement of one booking (Save or Ctrl/Cmd+S; Esc closes): an amount paid to the RTO, its date and a remark,
 * beside the RTO total, what was paid and the balance. It stays open after a payment with the new figures (the amount
 * offered is the balance) until the user closes it; 'Settled' once nothing is left. Open while `booking` is set.
 */
export function RtoSettlementDialog({
  booking,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  booking: BookingRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const open = booking !== null
  const settle = useRtoSettlement()
  const [figures, setFigures] = useState<RtoFigures | null>(null)
  const [amount, setAmount] = useState('')
  const [day, setDay] = useState(today)
  const [remark, setRemark] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; paidOn?: string }>({})
  const contentRef = useRef<HTMLDivElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const id = useId()

  // Each opening starts from the row's figures, the balance offered as the amount.
  const [shownFor, setShownFor] = useState<BookingRow | null>(null)
  if (booking !== shownFor) {
    setShownFor(booking)
    if (booking) {
      setFigures(figuresOf(booking))
      setAmount(booking.rtoBalance > 0 ? paiseToRupees(booking.rtoBalance) : '')
      setDay(today())
      setRemark('')
      setErrors({})
    }
  }
  useEffect(() => {
    if (open) requestAnimationFrame(() => amountRef.current?.select())
  }, [open, figures])

  const save = (source: ActionSource) => {
    if (!booking || !figures || settle.isPending) return
    const parsed = rtoSettlementBody.safeParse({ recordId: booking._id, amount, paidOn: dayToUnix(day), remark })
    const next: typeof errors = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'paidOn' ? 'paidOn' : issue.path[0] === 'amount' ? 'amount' : undefined
        if (field && !next[field]) next[field] = bookingText(i18n, issue.message)
      }
    const paise = rupeesToPaise(amount)
    if (!next.amount && figures.rtoTotalAmount === 0) next.amount = bookingText(i18n, BM.settlementNoTotal)
    else if (!next.amount && paise !== null && paise > figures.rtoBalance) next.amount = bookingText(i18n, BM.settlementAboveBalance)
    setErrors(next)
    if (!parsed.success || next.amount || next.paidOn) return void amountRef.current?.focus()
    settle.mutate(
      { payload: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportBookingAnswer(i18n, answer, bookingSuccess.settled)) return
          if (answer.responseCode === RC.SUCCESS && answer.data) {
            setFigures(answer.data)
            setAmount(answer.data.rtoBalance > 0 ? paiseToRupees(answer.data.rtoBalance) : '')
            setRemark('')
          }
          onDone()
        },
      },
    )
  }
  useFooterCommands(open, () => contentRef.current, { 'action.save': save, 'action.close': () => onOpenChange(false) })
  const settled = figures?.rtoSettlementDone ?? false

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} onCloseAutoFocus={onCloseAutoFocus} data-testid="rto-settlement">
        <SaveForm className="grid gap-4" onSave={save}>
          <DialogHeader>
            <DialogTitle>{t`RTO settlement`}</DialogTitle>
            <DialogDescription>
              {booking ? t`Payments to the RTO for booking ${booking.orderId} of ${booking.customerName}.` : ''}
            </DialogDescription>
          </DialogHeader>
          {figures && (
            <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-4" aria-live="polite" data-testid="rto-figures">
              <Figure name="rtoTotalAmount" label={t`RTO total`} value={formatMoney(figures.rtoTotalAmount)} />
              <Figure name="rtoAmountPaid" label={t`Paid`} value={formatMoney(figures.rtoAmountPaid)} />
              <Figure name="rtoBalance" label={t`Balance`} value={formatMoney(figures.rtoBalance)} />
              <Figure name="rtoSettlementDone" label={t`Status`} value={settled ? t`Settled` : t`Not settled`} />
            </dl>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-amount`}>{t`Amount (₹)`}</Label>
              <Input
                ref={amountRef}
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                maxLength={14}
                value={amount}
                disabled={settled}
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
                onChange={(e) => setAmount(e.target.value.replace(/[^\d.,]/g, ''))}
              />
              <p id={`${id}-amount-error`} className="min-h-5 text-sm text-destructive">
                {errors.amount}
              </p>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-date`}>{t`Paid on`}</Label>
              <DateInput id={`${id}-date`} name="paidOn" value={day} onChange={setDay} disabled={settled} clearWhenInvalid />
              <p className="min-h-5 text-sm text-destructive">{errors.paidOn}</p>
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor={`${id}-remark`}>{t`Remark`}</Label>
              <Input
                id={`${id}-remark`}
                name="remark"
                maxLength={500}
                value={remark}
                disabled={settled}
                onChange={(e) => setRemark(e.target.value)}
              />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t`Close`}
            </Button>
            <Button type="submit" disabled={settle.isPending || settled}>
              {t`Save`}
            </Button>
          </DialogFooter>
        </SaveForm>
      </DialogContent>
    </Dialog>
  )
}
