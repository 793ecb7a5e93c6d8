import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from 'lucide-react'
import { ORDER_STEPS, type OrderRequestDetails, type OrderStatus } from '@shared/api/orderreq'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { cn } from '@/lib/utils'
import { ORDER_STATUS_LABELS } from '../labels'

/**
 * The order's steps as an ordered list (spec 002's labels), each reached one with its date and who made it, the
 * current one marked `aria-current="step"`. A withdrawn order shows the steps it reached, then Withdrawn.
 */
export function OrderStepper({ order }: { order: OrderRequestDetails }) {
  const { t, i18n } = useLingui()
  const reached = new Map(order.steps.map((s) => [s.step, s]))
  const shown: readonly OrderStatus[] =
    order.status === 'withdrawn' ? [...order.steps.map((s) => s.step).filter((s) => s !== 'withdrawn'), 'withdrawn'] : ORDER_STEPS
  return (
    <ol className="grid gap-2 sm:grid-flow-col sm:auto-cols-fr" aria-label={t`Order steps`} data-testid="orderreq-steps">
      {shown.map((step) => {
        const at = reached.get(step)
        const current = step === order.status
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            data-step={step}
            className={cn('rounded-md border p-2 text-sm', current && 'border-primary bg-primary/5', !at && 'text-muted-foreground')}
          >
            <span className="flex items-center gap-1 font-medium">
              {at && <CheckIcon aria-hidden="true" className="size-4" />}
              {i18n._(ORDER_STATUS_LABELS[step])}
            </span>
            <span className="block text-xs">{at ? formatDateTime(at.at) : t`Not yet`}</span>
            {at?.by && <span className="block text-xs text-muted-foreground">{personName(at.by)}</span>}
          </li>
        )
      })}
    </ol>
  )
}
