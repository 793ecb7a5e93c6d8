import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { DateFormField } from '@/components/form-date-field'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { useOptionChoices } from '@/lib/option-list'
import { useSession } from '@/lib/session'
import { useCentres, useFranchises, useVehicleModels } from '../api'
import type { Values } from '../form-values'
import { BOOKING_STAGE_LABELS } from '../labels'
import { pricesFromModel } from '../model-prices'
import { Section } from './section'
import { type CustomerStatus, useCustomerLookup } from './use-customer-lookup'

const digits = (v: string) => v.replace(/[^\d+]/g, '')
const upper = (v: string) => v.toUpperCase()

/** What the lookup found, said beside the customer's fields (politely, for screen readers too). */
function CustomerHint({ status }: { status: CustomerStatus }) {
  const { t } = useLingui()
  const text =
    status === 'found'
      ? t`Existing customer: the booking is added to their account.`
      : status === 'new'
        ? t`New customer: saved with the booking.`
        : ''
  return (
    <p
      className="self-center text-sm text-muted-foreground"
      aria-live="polite"
      data-testid="booking-customer-status"
      data-status={status ?? ''}
    >
      {text}
    </p>
  )
}

/**
 * Customer (found by mobile number, or created on save) and vehicle (model, kit, battery, dates, stage; for an admin
 * the franchise partner and the service centre).
 */
export function CustomerVehicleFields({ viewOnly, staffNumbers }: { viewOnly: boolean; staffNumbers: Set<string> }) {
  const { t } = useLingui()
  const customer = useCustomerLookup(!viewOnly, staffNumbers)
  // An admin picks the franchise partner and the centre; an scp's or scc's are their own (the server sets them).
  const admin = useSession().user.userType === 'admin'
  const models = useVehicleModels(true).data ?? []
  const franchises = useFranchises(admin).data ?? []
  const centres = useCentres(admin).data ?? []
  // Booking stages come from the server (spec 002 section 3): the active values of the Options screen's 'bookingStage'
  // list (issue 21), a built-in stage not renamed with its translated label; the booking keeps its own stage even when
  // deactivated since. A stage added on the list has no behaviour of its own (no row colour).
  const stored = useWatch<Values, 'status'>({ name: 'status' })
  const stages = useOptionChoices('bookingStage', BOOKING_STAGE_LABELS, { keep: stored }).options
  const form = useFormContext<Values>()
  // A picked model fills the empty price (kit, plus battery when selected) and booking fee from the catalogue.
  const fillPrices = (id: string) => {
    const [price, bookingFee, batterySelected] = form.getValues(['price', 'bookingFee', 'batterySelected'])
    const filled = pricesFromModel(models.find((m) => m.value === id)?.prices, { price, bookingFee, batterySelected })
    for (const [name, value] of Object.entries(filled) as ['price' | 'bookingFee', string][])
      form.setValue(name, value, { shouldDirty: true, shouldValidate: true })
  }
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
        {!viewOnly && <CustomerHint status={customer} />}
      </Section>
      <Section title={t`Vehicle`} testId="booking-vehicle">
        <SelectFormField
          name="vehicleModelId"
          label={t`Vehicle model`}
          options={models}
          placeholder={t`Select a vehicle model`}
          onPicked={fillPrices}
        />
        {admin && (
          <>
            <SelectFormField name="franchiseId" label={t`Franchise partner`} options={franchises} placeholder={t`No franchise partner`} />
            <SelectFormField name="scuId" label={t`Service centre`} options={centres} placeholder={t`No service centre`} />
          </>
        )}
        <SwitchFormField name="kitSelected" label={t`Kit`} />
        <SwitchFormField name="batterySelected" label={t`Battery`} />
        <SelectFormField name="status" label={t`Stage`} required options={stages} />
        <TextFormField name="kitNumber" label={t`Kit number`} autoComplete="off" maxLength={50} transform={upper} />
        <TextFormField name="batteryNo" label={t`Battery number`} autoComplete="off" maxLength={50} transform={upper} />
        <DateFormField name="bookingDate" label={t`Booking date`} required />
        <DateFormField name="expectedDelivery" label={t`Expected delivery`} />
      </Section>
    </>
  )
}
