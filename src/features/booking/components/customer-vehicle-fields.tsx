import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { BOOKING_STAGES, type BookingStage } from '@shared/api/booking'
import { normaliseMobile } from '@shared/api/crm.table'
import { DateFormField } from '@/components/form-date-field'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { customerNameByMobile, useStages } from '../api'
import type { Values } from '../form-values'
import { BOOKING_STAGE_LABELS, optionsOf } from '../labels'
import { Section } from './section'

const digits = (v: string) => v.replace(/[^\d+]/g, '')
const upper = (v: string) => v.toUpperCase()

/**
 * A new booking's customer: once the mobile number is complete, the name of the customer who has it (from the
 * bookings in reach) fills in the empty name fields; a number nobody has makes a new customer on save.
 */
function useCustomerByMobile(enabled: boolean) {
  const { getValues, setValue } = useFormContext<Values>()
  const mobile = useWatch<Values, 'customerMobileNo'>({ name: 'customerMobileNo' })
  const asked = useRef<string | null>(null)
  useEffect(() => {
    const number = normaliseMobile(mobile ?? '')
    if (!enabled || !number || asked.current === number) return
    asked.current = number
    void customerNameByMobile(number).then((name) => {
      if (!name || normaliseMobile(getValues('customerMobileNo')) !== number) return
      if (getValues('customerFname').trim() || getValues('customerLname').trim()) return
      const [first = '', ...rest] = name.trim().split(/\s+/)
      setValue('customerFname', first, { shouldDirty: true })
      setValue('customerLname', rest.join(' '), { shouldDirty: true })
    })
  }, [mobile, enabled, getValues, setValue])
}

/** Customer (found by mobile number or created) and vehicle (kit, battery, dates, stage). */
export function CustomerVehicleFields({ isNew, viewOnly }: { isNew: boolean; viewOnly: boolean }) {
  const { t, i18n } = useLingui()
  useCustomerByMobile(isNew && !viewOnly)
  // Booking stages come from the server (spec 002 section 3), labelled here; the known list until they arrive.
  const served = useStages(!viewOnly).data?.filter((s): s is BookingStage => s in BOOKING_STAGE_LABELS)
  const stages = served?.length ? served : BOOKING_STAGES
  return (
    <>
      <Section title={t`Customer`} testId="booking-customer">
        <TextFormField
          name="customerMobileNo"
          label={t`Mobile number`}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          transform={digits}
          autoFocus={!viewOnly}
        />
        <TextFormField name="customerFname" label={t`First name`} required autoComplete="off" maxLength={100} />
        <TextFormField name="customerLname" label={t`Last name`} autoComplete="off" maxLength={100} />
        <TextFormField name="customerEmail" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
      </Section>
      <Section title={t`Vehicle`} testId="booking-vehicle">
        <SwitchFormField name="kitSelected" label={t`Kit`} />
        <SwitchFormField name="batterySelected" label={t`Battery`} />
        <SelectFormField name="status" label={t`Stage`} required options={optionsOf(stages, BOOKING_STAGE_LABELS, (d) => i18n._(d))} />
        <TextFormField name="kitNumber" label={t`Kit number`} autoComplete="off" maxLength={50} transform={upper} />
        <TextFormField name="batteryNo" label={t`Battery number`} autoComplete="off" maxLength={50} transform={upper} />
        <DateFormField name="bookingDate" label={t`Booking date`} required />
        <DateFormField name="expectedDelivery" label={t`Expected delivery`} />
      </Section>
    </>
  )
}
