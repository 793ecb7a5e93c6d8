import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useFormContext } from 'react-hook-form'
import { BOOKING_MESSAGES as BM, type BookingDetails } from '@shared/api/booking'
import { RC } from '@shared/response-codes'
import { formatDay } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session'
import { bookingApi, type RcStep, useRcStep } from '../api'
import { valuesOf, type Values } from '../form-values'
import { bookingSuccess, bookingText, reportBookingAnswer } from '../messages'
import { RcStepPrompt } from './rc-step-prompt'

/** A dated RC step: its label, its date (read-only) and, when it may be taken now, its button. */
function StepFigure(props: { name: string; label: string; date: number | null; action?: ReactNode }) {
  return (
    <div className="grid content-start gap-1" data-figure={props.name}>
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className="text-sm font-medium tabular-nums outline-none" data-slot="figure-value" tabIndex={-1}>
        {formatDay(props.date)}
      </dd>
      {props.action && <dd>{props.action}</dd>}
    </div>
  )
}

/**
 * The RC steps of a saved booking, only forward: received from the RTO, then delivered to the customer. With the
 * Booking RTO settlement button each step not yet done has a button (delivery waits for the receipt) asking its
 * date, then POST /booking/rc; the server's refusals are its messages. The booking's new dates and version replace
 * the dialog's record, and the edits not yet saved in the form are kept.
 */
export function RcSteps({ booking }: { booking: BookingDetails }) {
  const { t, i18n } = useLingui()
  const may = useSession().perms.hasButton('Booking', 'rtoSettlement')
  const queryClient = useQueryClient()
  const form = useFormContext<Values>()
  const mark = useRcStep()
  const [asking, setAsking] = useState<RcStep | null>(null)
  const buttonRefs = useRef<Partial<Record<RcStep, HTMLButtonElement | null>>>({})
  /** The form's edits to put back once the dialog's record (and so the form) is replaced. */
  const edits = useRef<Partial<Values> | null>(null)

  useEffect(() => {
    if (!edits.current) return
    // After the dialog frame's own effect has reset the form to the new record (a parent's effects run after ours).
    const timer = setTimeout(() => {
      const kept = edits.current ?? {}
      edits.current = null
      for (const [name, value] of Object.entries(kept)) form.setValue(name as keyof Values, value as never, { shouldDirty: true })
    }, 0)
    return () => clearTimeout(timer)
  }, [booking.version, form])

  const confirm = (step: RcStep, date: number) => {
    mark.mutate(
      { recordId: booking._id, step, date, source: 'pointer' },
      {
        onSuccess: (answer) => {
          if (!reportBookingAnswer(i18n, answer, step === 'received' ? bookingSuccess.rcReceived : bookingSuccess.rcDelivered)) return
          setAsking(null)
          if (answer.responseCode !== RC.SUCCESS || !answer.data) return
          const saved = valuesOf({ booking })
          const now = form.getValues()
          edits.current = Object.fromEntries(
            (Object.keys(now) as (keyof Values)[]).filter((k) => now[k] !== saved[k]).map((k) => [k, now[k]]),
          ) as Partial<Values>
          const { rcReceivedFromRto, rcDeliveredToCustomer, version } = answer.data
          // The frame saves with the details' own version; the booking's is the same number.
          queryClient.setQueryData<{ booking: BookingDetails; version?: number }>(bookingApi.detailsKey(booking._id), (old) =>
            old
              ? {
                  version: version ?? old.version,
                  booking: {
                    ...old.booking,
                    rcReceivedFromRto: rcReceivedFromRto ?? old.booking.rcReceivedFromRto,
                    rcDeliveredToCustomer: rcDeliveredToCustomer ?? old.booking.rcDeliveredToCustomer,
                    version: version ?? old.booking.version,
                  },
                }
              : old,
          )
        },
      },
    )
  }

  const received = booking.rcReceivedFromRto
  const delivered = booking.rcDeliveredToCustomer
  const stepButton = (step: RcStep, label: string, disabledWhy?: string) => (
    <Button
      ref={(el) => void (buttonRefs.current[step] = el)}
      type="button"
      size="sm"
      variant="outline"
      data-testid={`rc-${step}`}
      disabled={disabledWhy !== undefined}
      title={disabledWhy}
      onClick={() => setAsking(step)}
    >
      {label}
    </Button>
  )

  return (
    <>
      <StepFigure
        name="rcReceivedFromRto"
        label={t`RC received from RTO`}
        date={received}
        action={may && received === null && stepButton('received', t`Mark received`)}
      />
      <StepFigure
        name="rcDeliveredToCustomer"
        label={t`RC delivered to customer`}
        date={delivered}
        action={
          may &&
          delivered === null &&
          stepButton('delivered', t`Mark delivered`, received === null ? bookingText(i18n, BM.rcNotReceived) : undefined)
        }
      />
      <RcStepPrompt
        step={asking}
        orderId={booking.orderId}
        receivedOn={received}
        pending={mark.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        onCloseAutoFocus={(e) => {
          // The step's button is gone once the step is done: the focus goes to the next step's button, or its date.
          e.preventDefault()
          const next = [buttonRefs.current.received, buttonRefs.current.delivered].find((b) => b?.isConnected && !b.disabled)
          const date = document.querySelector<HTMLElement>('[data-figure="rcDeliveredToCustomer"] [data-slot="figure-value"]')
          ;(next ?? date)?.focus()
        }}
      />
    </>
  )
}
