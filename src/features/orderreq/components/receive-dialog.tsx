import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ORDER_CALLS as CALLS, orderReceiveBody, type OrderLine } from '@shared/api/orderreq'
import { RC } from '@shared/response-codes'
import { ActionDialog, Field } from '@/components/action-dialog'
import { Input } from '@/components/ui/input'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { toast } from '@/lib/toast'
import { orderApi, useOrderCall } from '../api'
import { ORDER_TEXTS, orderServerTexts, orderText } from '../messages'
import type { OrderRequestRow } from '../orderreq-table'

interface Props {
  order: OrderRequestRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/** "1 Battery 60V short, 2 Mirror pair short": what a receipt left short, line by line. */
export function useShortfallText() {
  const { t } = useLingui()
  return (lines: { name: string; short: number }[]) =>
    lines
      .filter((l) => l.short > 0)
      .map(({ name, short }) => t`${short} ${name} short`)
      .join(', ')
}

/**
 * Mark As Recieved: each line's received quantity (0 to the ordered, the ordered by default), sent with the version read
 * to POST /orderreq/receive; the toast says what was short. Open while `order` is set (the row's details are loaded).
 */
export function ReceiveDialog({ order, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useOrderCall()
  const details = orderApi.useDetails(order?._id ?? null).data?.orderRequest
  const [received, setReceived] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<OrderRequestRow | null>(null)
  const shortText = useShortfallText()
  if (order !== shownFor) {
    setShownFor(order)
    setReceived({})
    setError(undefined)
  }
  const valueOf = (l: OrderLine) => received[l._id] ?? String(l.quantity)

  const save = (source: ActionSource) => {
    if (!order || !details) return
    const lines = details.lines.map((l) => ({ lineId: l._id, received: valueOf(l) }))
    const parsed = orderReceiveBody.safeParse({ recordId: order._id, version: details.version, lines })
    const over = details.lines.some((l) => Number(valueOf(l)) > l.quantity)
    if (!parsed.success || over) {
      return setError(orderText(i18n, parsed.success ? ORDER_TEXTS.receivedQuantity.message : parsed.error.issues[0]?.message))
    }
    setError(undefined)
    call.mutate(
      { path: CALLS.receive, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (answer.responseCode !== RC.SUCCESS) return void reportAnswer(i18n, answer, ORDER_TEXTS.received, orderServerTexts)
          const short = shortText(details.lines.map((l) => ({ name: l.product.name, short: l.quantity - Number(valueOf(l)) })))
          toast.success(short ? t`Order marked as received: ${short}` : t`Order marked as received: nothing short`)
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title={t`Mark As Recieved`}
      description={order ? t`How much of ${order.orderNo} arrived? What is not received is recorded as short.` : ''}
      testId="orderreq-receive"
      busy={call.isPending || !details}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-2">
        {(details?.lines ?? []).map((l, i) => (
          <Field key={l._id} id={`${id}-${i}`} label={t`${l.product.name}: received of ${l.quantity}`}>
            <Input
              id={`${id}-${i}`}
              name={`received.${i}`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={valueOf(l)}
              onChange={(e) => setReceived((r) => ({ ...r, [l._id]: e.target.value.replace(/\D/g, '') }))}
              autoFocus={i === 0}
              data-testid="orderreq-received-quantity"
            />
          </Field>
        ))}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </ActionDialog>
  )
}
