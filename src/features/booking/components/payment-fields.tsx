import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { PAYMENT_MODES, PAYMENT_STATUSES } from '@shared/api/booking'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { optionsOf, PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../labels'
import { Section } from './section'
import { TotalsPanel } from './totals-panel'

/** Rupees as typed: digits, one point, commas (the schema reads "85,000.50"). */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')

/** An amount in rupees, as every money field of the booking takes it. */
export function AmountField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <TextFormField name={name} label={label} required={required} inputMode="decimal" autoComplete="off" maxLength={14} transform={amount} />
  )
}

/** Price, tax, discounts, the booking fee and what was paid, the payment's details, and the live totals. */
export function PaymentFields() {
  const { t, i18n } = useLingui()
  const label = (d: MessageDescriptor) => i18n._(d)
  return (
    <Section title={t`Payment & price`} testId="booking-payment">
      <AmountField name="price" label={t`Price (₹)`} required />
      <TextFormField name="taxPercentage" label={t`Tax %`} required inputMode="decimal" autoComplete="off" maxLength={6} />
      <AmountField name="discount" label={t`Discount (₹)`} />
      <AmountField name="additionalDiscount" label={t`Additional discount (₹)`} />
      <AmountField name="bookingFee" label={t`Booking fee (₹)`} />
      <AmountField name="bookingCustomerPaid" label={t`Amount paid (₹)`} />
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
