import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { PAYMENT_MODES, PAYMENT_STATUSES } from '@shared/api/booking'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { optionsOf, PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../labels'
import { Section } from './section'
import { TotalsPanel } from './totals-panel'

/** Rupees as typed: digits, one point, commas (the schema reads "85,000.50"). */
export const amount = (v: string) => v.replace(/[^\d.,]/g, '')

/** Price, tax, discounts, the booking fee and what was paid, the payment's details, and the live totals. */
export function PaymentFields() {
  const { t, i18n } = useLingui()
  const label = (d: MessageDescriptor) => i18n._(d)
  return (
    <Section title={t`Payment & price`} testId="booking-payment">
      <TextFormField name="price" label={t`Price (₹)`} required inputMode="decimal" autoComplete="off" maxLength={14} transform={amount} />
      <TextFormField name="taxPercentage" label={t`Tax %`} required inputMode="decimal" autoComplete="off" maxLength={6} />
      <TextFormField name="discount" label={t`Discount (₹)`} inputMode="decimal" autoComplete="off" maxLength={14} transform={amount} />
      <TextFormField
        name="additionalDiscount"
        label={t`Additional discount (₹)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        transform={amount}
      />
      <TextFormField
        name="bookingFee"
        label={t`Booking fee (₹)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        transform={amount}
      />
      <TextFormField
        name="bookingCustomerPaid"
        label={t`Amount paid (₹)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        transform={amount}
      />
      <SelectFormField
        name="paymentMode"
        label={t`Payment mode`}
        placeholder={t`Not set`}
        options={optionsOf(PAYMENT_MODES, PAYMENT_MODE_LABELS, label)}
      />
      <TextFormField name="paymentRefId" label={t`Payment ref. ID`} autoComplete="off" maxLength={100} />
      <SelectFormField
        name="paymentStatus"
        label={t`Payment status`}
        placeholder={t`Not set`}
        options={optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, label)}
      />
      <SwitchFormField name="paymentDone" label={t`Payment done`} />
      <TotalsPanel />
    </Section>
  )
}
