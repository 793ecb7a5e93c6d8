import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { type BookingDetails } from '@shared/api/booking'
import { formatMoney } from '@/components/data-table/formatters'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { useOptionChoices } from '@/lib/option-list'
import type { Values } from '../form-values'
import { RTO_STATUS_LABELS } from '../labels'
import { AmountField } from './payment-fields'
import { RcSteps } from './rc-steps'
import { Figure, Section } from './section'

const upper = (v: string) => v.toUpperCase()

/**
 * The RTO: its status, the registration and chassis numbers and the RTO total; what was paid, the balance, whether it
 * is settled show read-only (the RTO settlement action pays); the RC steps are dated read-only too, each with its own
 * button for a holder of RTO settlement (rc-steps.tsx). Then the customer's address and the rest (estimate address,
 * remark, active).
 */
export function RtoAddressFields({ booking, isNew }: { booking: BookingDetails | undefined; isNew: boolean }) {
  const { t } = useLingui()
  // The active values of the Options screen's 'bookingStatus' list (issue 21); the booking keeps its own status.
  const stored = useWatch<Values, 'rtoStatus'>({ name: 'rtoStatus' })
  const rtoStatuses = useOptionChoices('bookingStatus', RTO_STATUS_LABELS, { keep: stored }).options
  return (
    <>
      <Section title={t`RTO`} testId="booking-rto">
        <SelectFormField name="rtoStatus" label={t`RTO status`} options={rtoStatuses} />
        <TextFormField name="registrationNo" label={t`Registration no.`} autoComplete="off" maxLength={20} transform={upper} />
        <TextFormField name="chassisNo" label={t`Chassis no.`} autoComplete="off" maxLength={30} transform={upper} />
        <AmountField name="rtoTotalAmount" label={t`RTO total (₹)`} />
        {!isNew && booking && (
          <dl className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-5 lg:col-span-3" data-testid="booking-rto-figures">
            <Figure name="rtoAmountPaid" label={t`RTO paid`} value={formatMoney(booking.rtoAmountPaid)} />
            <Figure name="rtoBalance" label={t`RTO balance`} value={formatMoney(booking.rtoBalance)} />
            <Figure name="rtoSettlementDone" label={t`RTO settled`} value={booking.rtoSettlementDone ? t`Yes` : t`No`} />
            <RcSteps booking={booking} />
          </dl>
        )}
      </Section>
      <Section title={t`Address`} testId="booking-address">
        <TextFormField name="address" label={t`Address`} autoComplete="off" maxLength={500} className="sm:col-span-2 lg:col-span-3" />
        <TextFormField name="landmark" label={t`Landmark`} autoComplete="off" maxLength={200} />
        <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
        <TextFormField name="state" label={t`State`} autoComplete="off" maxLength={100} />
        <TextFormField name="country" label={t`Country`} autoComplete="off" maxLength={100} />
        <TextFormField name="pincode" label={t`Pincode`} inputMode="numeric" autoComplete="off" maxLength={6} />
      </Section>
      <Section title={t`Other`} testId="booking-other">
        <TextFormField
          name="estimateUrl"
          label={t`Estimate URL`}
          type="url"
          autoComplete="off"
          maxLength={2000}
          className="sm:col-span-2 lg:col-span-3"
        />
        <TextFormField
          name="remark"
          label={t`Remark`}
          rows={2}
          autoComplete="off"
          maxLength={1000}
          className="sm:col-span-2 lg:col-span-3"
        />
        <SwitchFormField name="active" label={t`Active`} />
      </Section>
    </>
  )
}
