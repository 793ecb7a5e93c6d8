import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { OrderRequestDetails } from '@shared/api/orderreq'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { orderApi, useOrderCentres } from '../api'
import { emptyValues, orderResolver, payloadOf, valuesOf } from '../form-values'
import { ORDER_STATUS_LABELS } from '../labels'
import { OrderLinesEditor } from './order-lines-editor'
import { OrderStepper } from './order-stepper'

/** What the form does not edit: the number, status, who placed it, when, and after a receipt the shortfall. */
function Summary({ order }: { order: OrderRequestDetails }) {
  const { t, i18n } = useLingui()
  const short = order.lines.filter((l) => (l.shortfall ?? 0) > 0)
  const values: [string, string, string][] = [
    ['orderNo', t`Order No.`, order.orderNo],
    ['status', t`Status`, i18n._(ORDER_STATUS_LABELS[order.status])],
    ['requestedBy', t`Requested by`, order.requestedBy ? personName(order.requestedBy) : ''],
    ['placedAt', t`Placed At`, formatDateTime(order.placedAt)],
  ]
  return (
    <div className="grid gap-3">
      <OrderStepper order={order} />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="orderreq-summary">
        {values.map(([name, label, text]) => (
          <ReadOnlyValue key={name} name={name} label={label} text={text} />
        ))}
      </div>
      {order.status === 'markAsRecieved' && (
        <ul className="grid gap-1 text-sm" data-testid="orderreq-received">
          {order.lines.map((l) => (
            <li key={l._id}>
              {t`${l.product.name}: ${l.received ?? 0} of ${l.quantity} received`}
              {(l.shortfall ?? 0) > 0 && <strong className="text-destructive">{t` (${l.shortfall} short)`}</strong>}
            </li>
          ))}
          {short.length === 0 && <li>{t`Everything ordered was received.`}</li>}
        </ul>
      )}
    </div>
  )
}

/**
 * The order dialog: 'Place Order' asks for the centre (admins choose any; an scc has theirs preset), the products and
 * quantities (a list editor: product pick list, quantity, Remove; Add product below, the total quantity) and notes,
 * checked by the shared schema the server uses. 'View Order' shows the stepper of its steps with their dates, the
 * summary (and after a receipt each line's received quantity and shortfall) above the same fields read-only.
 */
export function OrderRequestDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const centres = useOrderCentres().data
  const empty = useMemo(() => ({ ...emptyValues(), scuId: centres?.length === 1 ? centres[0]!._id : '' }), [centres])
  const resolver = useMemo(() => () => orderResolver(i18n), [i18n])
  const centreOptions = useMemo(() => (centres ?? []).map((c) => ({ value: c._id, label: c.title })), [centres])
  return (
    <RecordDialogFrame
      {...props}
      api={orderApi}
      testId="orderreq-dialog"
      className="sm:max-w-3xl"
      title={{ new: t`Place Order`, edit: t`View Order`, view: t`View Order` }}
      description={(details, mode) =>
        mode !== 'new' && details ? t`${details.orderRequest.orderNo} for ${details.orderRequest.serviceCentre.title}.` : undefined
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
    >
      {({ mode, details }) => (
        <div className="grid gap-4">
          {mode !== 'new' && details && <Summary order={details.orderRequest} />}
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            <SelectFormField
              name="scuId"
              label={t`Service Centre`}
              required
              options={centreOptions}
              placeholder={t`Select a service centre`}
              keepUnlisted
              autoFocus={mode === 'new' && centreOptions.length > 1}
            />
            <span />
            <OrderLinesEditor known={details?.orderRequest.lines.map((l) => l.product)} />
            <TextFormField name="notes" label={t`Notes`} rows={3} autoComplete="off" maxLength={1000} className="sm:col-span-2" />
          </div>
        </div>
      )}
    </RecordDialogFrame>
  )
}
