import { useEffect, useId, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { BOOKING_MESSAGES as BM, paiseToRupees, rtoSettlementAnswer, rtoSettlementBody, rupeesToPaise } from '@shared/api/booking'
import { RC } from '@shared/response-codes'
import { formatMoney } from '@/components/data-table/formatters'
import { SaveForm } from '@/components/save-form'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { api, type ActionSource } from '@/lib/api'
import { dayStartSeconds } from '@/lib/date-range'
import { todayInIndia } from '@shared/india-day'
import { reportAnswer, serverText, type ServerTexts } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'

/** The RTO figures the dialog shows (paise), from the row and then from each payment's answer. */
interface RtoFigures {
  rtoTotalAmount: number
  rtoAmountPaid: number
  rtoBalance: number
  rtoSettlementDone: boolean
}

/** The booking being settled: a row of the bookings table or of the RTO search. */
export interface SettlementBooking extends RtoFigures {
  _id: string
  orderId: string
  customerName: string
}

/** The texts of the settlement calls' answers (shared/api/booking.ts) and their translations. */
const SETTLEMENT_TEXTS: ServerTexts = new Map<string, MessageDescriptor>([
  [BM.amount, msg`Please enter a valid amount (up to two decimals)`],
  [BM.date, msg`Please enter a valid date`],
  [BM.settled, msg`RTO settlement saved`],
  [BM.settlementAboveBalance, msg`The amount is more than the RTO balance`],
  [BM.settlementNoTotal, msg`Enter the RTO total amount before settling`],
  ['Please select a booking', msg`Please select a booking`],
])
const settledMessage = msg`RTO settlement saved`

const today = () => todayInIndia()

/** A read-only figure: a label and its value, as text. */
function Figure({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div className="grid content-start gap-1" data-figure={name}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums" data-slot="figure-value">
        {value}
      </dd>
    </div>
  )
}

const figuresOf = (b: SettlementBooking): RtoFigures => ({
  rtoTotalAmount: b.rtoTotalAmount,
  rtoAmountPaid: b.rtoAmountPaid,
  rtoBalance: b.rtoBalance,
  rtoSettlementDone: b.rtoSettlementDone,
})

/**
 * The RTO settlement of one booking (Save or Ctrl/Cmd+S; Esc closes), shared by the bookings screen and the RTO search:
 * an amount paid to the RTO, its date and a remark, beside the RTO total, what was paid and the balance, sent to `path`
 * (POST /booking/rto-settlement or /rto/settlement, shared/api/booking.ts's rtoSettlementBody). It stays open after a
 * payment with the new figures (the amount offered is the balance) until the user closes it; 'Settled' once nothing is
 * left. Open while `booking` is set; `onDone` after each payment (the screen refreshes its rows).
 */
export function RtoSettlementDialog({
  booking,
  path,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: {
  booking: SettlementBooking | null
  path: string
  onOpenChange: (open: boolean) => void
  onDone: (recordId: string) => void
  onCloseAutoFocus?: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const open = booking !== null
  const settle = useMutation({
    mutationFn: ({ payload, source }: { payload: z.output<typeof rtoSettlementBody>; source: ActionSource }) =>
      api.post(path, payload, { source, schema: rtoSettlementAnswer }),
  })
  const [figures, setFigures] = useState<RtoFigures | null>(null)
  const [amount, setAmount] = useState('')
  const [day, setDay] = useState(today)
  const [remark, setRemark] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; paidOn?: string }>({})
  const contentRef = useRef<HTMLDivElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)
  const id = useId()

  // Each opening starts from the row's figures, the balance offered as the amount.
  const [shownFor, setShownFor] = useState<SettlementBooking | null>(null)
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
    const parsed = rtoSettlementBody.safeParse({ recordId: booking._id, amount, paidOn: dayStartSeconds(day), remark })
    const next: typeof errors = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'paidOn' ? 'paidOn' : issue.path[0] === 'amount' ? 'amount' : undefined
        if (field && !next[field]) next[field] = serverText(i18n, SETTLEMENT_TEXTS, issue.message)
      }
    const paise = rupeesToPaise(amount)
    if (!next.amount && figures.rtoTotalAmount === 0) next.amount = serverText(i18n, SETTLEMENT_TEXTS, BM.settlementNoTotal)
    else if (!next.amount && paise !== null && paise > figures.rtoBalance)
      next.amount = serverText(i18n, SETTLEMENT_TEXTS, BM.settlementAboveBalance)
    setErrors(next)
    if (!parsed.success || next.amount || next.paidOn) return void amountRef.current?.focus()
    settle.mutate(
      { payload: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, settledMessage, SETTLEMENT_TEXTS)) return
          if (answer.responseCode === RC.SUCCESS && answer.data) {
            setFigures(answer.data)
            setAmount(answer.data.rtoBalance > 0 ? paiseToRupees(answer.data.rtoBalance) : '')
            setRemark('')
          }
          onDone(booking._id)
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
