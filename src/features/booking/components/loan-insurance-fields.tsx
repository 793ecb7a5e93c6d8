import { useLingui } from '@lingui/react/macro'
import { INSURANCE_TYPES } from '@shared/api/booking'
import { DateFormField } from '@/components/form-date-field'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { INSURANCE_TYPE_LABELS, optionsOf } from '../labels'
import { AmountField } from './payment-fields'
import { Section } from './section'

const upper = (v: string) => v.toUpperCase()
const aadhaarDigits = (v: string) => v.replace(/[^\d\s-]/g, '')

/**
 * The loan (a PAN is required with it; an approved loan counts towards the totals) and the insurance. The Aadhaar
 * number shows as the details give it: masked for a viewer without the Booking edit button.
 */
export function LoanInsuranceFields({ aadhaarMasked }: { aadhaarMasked: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <Section title={t`Loan`} testId="booking-loan">
        <SwitchFormField name="loanRequired" label={t`Loan required`} />
        <SwitchFormField name="loanApproved" label={t`Loan approved`} />
        <AmountField name="loanAmount" label={t`Loan amount (₹)`} />
        <TextFormField name="loanProvider" label={t`Loan provider`} autoComplete="off" maxLength={100} />
        <TextFormField name="loanRefId" label={t`Loan ref. ID`} autoComplete="off" maxLength={100} />
        <TextFormField name="panNumber" label={t`PAN`} autoComplete="off" maxLength={10} transform={upper} />
        <TextFormField
          name="aadhaarNumber"
          label={aadhaarMasked ? t`Aadhaar (masked)` : t`Aadhaar`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          transform={aadhaarMasked ? undefined : aadhaarDigits}
          readOnly={aadhaarMasked}
        />
      </Section>
      <Section title={t`Insurance`} testId="booking-insurance">
        <TextFormField name="insuranceCompany" label={t`Insurance company`} autoComplete="off" maxLength={100} />
        <SelectFormField
          name="insuranceType"
          label={t`Insurance type`}
          placeholder={t`Not set`}
          options={optionsOf(INSURANCE_TYPES, INSURANCE_TYPE_LABELS, (d) => i18n._(d))}
        />
        <DateFormField name="insuranceFrom" label={t`Insurance from`} />
        <DateFormField name="insuranceTill" label={t`Insurance till`} />
        <DateFormField name="fcValidTill" label={t`FC valid till`} />
      </Section>
    </>
  )
}
