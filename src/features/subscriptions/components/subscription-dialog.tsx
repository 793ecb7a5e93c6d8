import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SubscriptionDetails } from '@shared/api/subscription'
import { formatDateTime, formatMoney } from '@/components/data-table/formatters'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { subscriptionApi, usePlanOptions } from '../api'
import { emptyValues, payloadOf, subscriptionResolver, valuesOf } from '../form-values'
import { SUBSCRIPTION_STATE_LABELS } from '../labels'
import { PricePreview } from './price-preview'
import { RiderField } from './rider-field'

const EMPTY = emptyValues()
const decimal = (v: string) => v.replace(/[^\d.]/g, '')
const reference = (v: string) => v.replace(/\s/g, '')
const km = (n: number | null) => (n === null ? '' : `${n} km`)

/** What a saved subscription does not edit: the rider, vehicle, plan, price parts, coupon, range and dates. */
function Summary({ s }: { s: SubscriptionDetails }) {
  const { t, i18n } = useLingui()
  const values: [string, string, string][] = [
    ['riderName', t`Name`, s.riderName],
    ['mobileNo', t`Mobile No.`, s.mobileNo ?? ''],
    ['vehicleNo', t`Vehicle No.`, s.vehicleNo ?? ''],
    ['planTitle', t`Plan`, s.planTitle],
    ['planTotal', t`Plan total`, s.planTotal === null ? '' : formatMoney(s.planTotal)],
    ['planDiscount', t`Plan discount`, formatMoney(s.planDiscount)],
    ['couponCode', t`Coupon`, s.couponCode ?? ''],
    ['couponDiscount', t`Coupon discount`, formatMoney(s.couponDiscount)],
    ['amount', t`Amount`, formatMoney(s.amount)],
    ['rechargeKm', t`Recharge km`, km(s.rechargeKm)],
    ['remainingMileage', t`Remaining range`, km(s.remainingMileage)],
    ['state', t`Status`, i18n._(SUBSCRIPTION_STATE_LABELS[s.state])],
    ['createdAt', t`Recharge date`, formatDateTime(s.createdAt)],
    ['expireAt', t`Expiry`, formatDateTime(s.expireAt)],
  ]
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="subscription-summary">
      {values.map(([name, label, text]) => (
        <ReadOnlyValue key={name} name={name} label={label} text={text} />
      ))}
    </div>
  )
}

/** The payment fields, editable on add and edit. */
function PaymentFields() {
  const { t } = useLingui()
  return (
    <>
      <TextFormField name="orderId" label={t`Order ID`} autoComplete="off" maxLength={64} transform={reference} />
      <TextFormField name="paymentRefId" label={t`Payment Ref ID`} autoComplete="off" maxLength={64} transform={reference} />
      <TextFormField
        name="odometerAt"
        label={t`Odometer at recharge (km)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={9}
        transform={decimal}
      />
      <SwitchFormField name="isVehicleRecharged" label={t`Vehicle recharged`} className="self-center" />
    </>
  )
}

/** The add form's own fields: the rider, the plan (those on sale) and the coupon. */
function PurchaseFields() {
  const { t } = useLingui()
  const plans = usePlanOptions().data
  const options = useMemo(
    () =>
      (plans ?? []).map((p) => ({ value: p._id, label: t`${p.title} · ${p.mileage} km / ${p.days} days · ${formatMoney(p.totalPaise)}` })),
    [plans, t],
  )
  return (
    <>
      <RiderField autoFocus />
      <SelectFormField name="planId" label={t`Plan`} required options={options} placeholder={t`Select a plan`} />
      <TextFormField
        name="couponCode"
        label={t`Coupon code`}
        autoComplete="off"
        maxLength={15}
        transform={(v) => v.toUpperCase().replace(/\s/g, '')}
      />
    </>
  )
}

/**
 * The subscription dialog: 'Add Subscription' picks the rider (mobile or vehicle number), a plan on sale and an
 * optional coupon, with the payment, and previews the server's price; 'Edit Subscription' corrects the payment
 * references and marks the vehicle recharged, the priced fields shown read-only above; 'View Subscription' shows it
 * all read-only. A payment reference used before (114) points at its field.
 */
export function SubscriptionDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => (mode: string) => subscriptionResolver(i18n, mode === 'new'), [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={subscriptionApi}
      testId="subscription-dialog"
      className="sm:max-w-4xl"
      title={{ new: t`Add Subscription`, edit: t`Edit Subscription`, view: t`View Subscription` }}
      description={(details, mode) =>
        mode !== 'new' && details ? t`${details.subscription.riderName}: ${details.subscription.planTitle}` : undefined
      }
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="paymentRefId"
    >
      {({ mode, details }) => (
        <div className="grid gap-4">
          {mode !== 'new' && details && <Summary s={details.subscription} />}
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {mode === 'new' && <PurchaseFields />}
            <PaymentFields />
          </div>
          {mode === 'new' && <PricePreview />}
        </div>
      )}
    </RecordDialogFrame>
  )
}
