import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { formatVehicleNo } from '../form-format'
import type { UserFormValues } from '../form-values'
import { useVehicleMakes, useVehicleModels, useVehicleTypes } from '../lookups'
import { Section } from './user-form-section'

const names = (list: readonly string[] | undefined) => (list ?? []).map((n) => ({ value: n, label: n }))

/** A customer's vehicle: its number (shown grouped), type, make and the models of that make, passcode, odometer, bluetooth. */
export function UserVehicleFields() {
  const { t } = useLingui()
  const form = useFormContext<UserFormValues>()
  const vehicleMake = useWatch({ control: form.control, name: 'vehicleDetails.vehicleMake' })
  const vehicleTypes = useVehicleTypes()
  const makes = useVehicleMakes()
  const models = useVehicleModels(vehicleMake)

  return (
    <Section title={t`Vehicle details`}>
      <TextFormField
        name="vehicleDetails.vehicleNo"
        label={t`Vehicle number`}
        required
        autoComplete="off"
        placeholder="KA 01 AB 1234"
        transform={formatVehicleNo}
        className="[&_input]:uppercase"
      />
      <SelectFormField
        name="vehicleDetails.vehicleType"
        label={t`Vehicle type`}
        required
        keepUnlisted
        placeholder={t`Select vehicle type`}
        options={(vehicleTypes.data ?? []).map((v) => ({ value: v.name, label: v.name }))}
      />
      <SelectFormField
        name="vehicleDetails.vehicleMake"
        label={t`Vehicle make`}
        required
        keepUnlisted
        placeholder={t`Select vehicle make`}
        options={names(makes.data)}
        onPicked={() => form.setValue('vehicleDetails.vehicleModel', '')}
      />
      <SelectFormField
        name="vehicleDetails.vehicleModel"
        label={t`Vehicle model`}
        required
        keepUnlisted
        placeholder={vehicleMake ? t`Select vehicle model` : t`Select a vehicle make first`}
        options={names(models.data)}
      />
      <TextFormField name="vehicleDetails.passcode" label={t`Passcode`} required autoComplete="off" maxLength={32} />
      <TextFormField name="vehicleDetails.odometer" label={t`Odometer`} required type="number" min={0} step="any" inputMode="decimal" />
      <TextFormField name="vehicleDetails.bluetoothId" label={t`Bluetooth ID`} required autoComplete="off" maxLength={64} />
    </Section>
  )
}

/** A customer's battery: its id, bluetooth and dates, all optional. */
export function UserBatteryFields() {
  const { t } = useLingui()
  return (
    <Section title={t`Battery details`}>
      <TextFormField name="batteryDetails.batteryId" label={t`Battery ID`} autoComplete="off" maxLength={64} />
      <TextFormField name="batteryDetails.bluetoothId" label={t`Battery Bluetooth`} autoComplete="off" maxLength={64} />
      <DateFormField name="batteryDetails.manufacturedDate" label={t`Manufactured date`} />
      <DateFormField name="batteryDetails.purchasedDate" label={t`Purchased date`} />
    </Section>
  )
}
