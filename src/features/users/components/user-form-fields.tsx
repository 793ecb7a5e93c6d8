import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form'
import { USER_TYPES } from '@shared/api/auth'
import { DEPARTMENTS } from '@shared/api/users'
import { RequiredMark, TextFormField } from '@/components/form-text-field'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { userTypeLabels } from '@/lib/user-types'
import { useBranches, useDepartments, useRoleTitles, useVehicleMakes, useVehicleModels, useVehicleTypes } from '../api/lookups'
import { ageFrom, fieldsFor, formatVehicleNo, todayDate, type FormMode, type UserFormValues } from '../form-logic'
import { CentrePicker } from './user-form-centre-picker'

type Name = FieldPath<UserFormValues>

const digitsOnly = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max)

const departmentLabels: Record<string, ReturnType<typeof msg>> = {
  kit: msg`Kit`,
  battery: msg`Battery`,
  painting: msg`Painting`,
  service: msg`Service`,
  electrical: msg`Electrical`,
  tyre: msg`Tyre`,
}

interface Option {
  value: string
  label: string
}

function SelectField({
  name,
  label,
  options,
  placeholder,
  required = false,
  onPicked,
  className,
}: {
  name: Name
  label: string
  options: readonly Option[]
  placeholder: string
  required?: boolean
  /** After the value changed (clears what depends on it). */
  onPicked?: (value: string) => void
  className?: string
}) {
  const { control } = useFormContext<UserFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string) ?? ''
        // A stored value the list no longer holds still shows.
        const all = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options
        return (
          <FormItem className={className}>
            <FormLabel>
              {label}
              <RequiredMark on={required} />
            </FormLabel>
            <FormControl>
              <NativeSelect
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={value}
                onChange={(e) => {
                  field.onChange(e.target.value)
                  onPicked?.(e.target.value)
                }}
              >
                <option value="">{placeholder}</option>
                {all.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The personal information tab: the fields of the chosen user type (spec 000 section 5). Every control has an English
 * label of its own; selects are native (arrow keys and type-ahead), the service centre a searchable combobox.
 */
export function UserFormFields({ mode }: { mode: FormMode }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<UserFormValues>()
  const [userType, dob, scuId, vehicleMake] = useWatch({
    control: form.control,
    name: ['userType', 'dob', 'scuId', 'vehicleDetails.vehicleMake'],
  })
  const f = fieldsFor(userType)
  const editing = mode !== 'new'
  const age = ageFrom(dob)

  const roles = useRoleTitles(f.permission)
  const branches = useBranches(f.branch ? scuId : '')
  const departments = useDepartments(f.departments)
  const vehicleTypes = useVehicleTypes(f.vehicle)
  const makes = useVehicleMakes(f.vehicle)
  const models = useVehicleModels(f.vehicle ? vehicleMake : '')

  const statusOptions: Option[] = [
    { value: 'approved', label: t`Approved` },
    { value: 'pending', label: t`Pending` },
    { value: 'rejected', label: t`Rejected` },
  ]
  const genderOptions: Option[] = [
    { value: 'male', label: t`Male` },
    { value: 'female', label: t`Female` },
    { value: 'other', label: t`Other` },
  ]
  const names = (list: readonly string[] | undefined): Option[] => (list ?? []).map((n) => ({ value: n, label: n }))

  return (
    <div className="grid gap-4">
      <Section title={t`Profile`}>
        <SelectField
          name="userType"
          label={t`User type`}
          required
          placeholder={t`Select user type`}
          options={USER_TYPES.map((u) => ({ value: u, label: i18n._(userTypeLabels[u]) }))}
          onPicked={() => form.clearErrors()}
        />
        <SelectField name="status" label={t`Status`} required={f.statusRequired} placeholder={t`Select status`} options={statusOptions} />
        {editing && (
          <FormField
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>{t`Active`}</FormLabel>
                <FormControl>
                  <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        {/* A franchise partner's name is held in fname (spec 000 section 3). */}
        <TextFormField name="fname" label={userType === 'scp' ? t`Franchise name` : t`First name`} required autoComplete="off" maxLength={100} />
        <TextFormField name="lname" label={t`Last name`} required autoComplete="off" maxLength={100} />
        <TextFormField
          name="mobileNo"
          label={t`Mobile number`}
          required
          inputMode="numeric"
          autoComplete="off"
          transform={digitsOnly(10)}
          readOnly={editing}
          aria-readonly={editing || undefined}
          title={editing ? t`The mobile number cannot be changed` : undefined}
        />
        <TextFormField name="email" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
        <div className="grid gap-2">
          <TextFormField name="dob" label={t`Date of birth`} type="date" max={todayDate()} />
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="user-age">
            {age !== null ? t`Age: ${age} years` : ''}
          </p>
        </div>
        <SelectField name="gender" label={t`Gender`} placeholder={t`Select gender`} options={genderOptions} />
        {f.permission && (
          <SelectField
            name="permission"
            label={t`Permission`}
            required={f.permissionRequired}
            placeholder={roles.isLoading ? t`Loading…` : t`Select permission`}
            options={(roles.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
          />
        )}
        {f.centre && (
          <FormField
            control={form.control}
            name="scuId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  {t`Service centre`}
                  <RequiredMark on />
                </FormLabel>
                <FormControl>
                  <CentrePicker
                    ref={field.ref}
                    value={field.value}
                    title={form.getValues('scuTitle')}
                    onBlur={field.onBlur}
                    onChange={(centre) => {
                      form.setValue('scuTitle', centre?.title ?? '')
                      field.onChange(centre?._id ?? '')
                      form.setValue('branchId', '')
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        {f.branch && (
          <SelectField
            name="branchId"
            label={t`Branch`}
            placeholder={scuId ? t`Select branch` : t`Select a service centre first`}
            options={(branches.data ?? []).map((b) => ({ value: b._id, label: b.name }))}
          />
        )}
        {f.password && (
          <TextFormField
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            placeholder={editing ? t`Leave blank to keep the current password` : undefined}
          />
        )}
        {f.departments && (
          <FormField
            control={form.control}
            name="departments"
            render={({ field }) => (
              <FormItem className="sm:col-span-2 lg:col-span-3">
                <fieldset className="grid gap-2" aria-describedby={undefined}>
                  <legend className="text-sm leading-none font-medium">{t`Departments`}</legend>
                  <div className="flex flex-wrap gap-x-4 gap-y-2">
                    {(departments.data ?? DEPARTMENTS).map((d) => {
                      const checked = field.value.includes(d)
                      return (
                        <label key={d} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={checked}
                            onChange={(e) =>
                              field.onChange(e.target.checked ? [...field.value, d] : field.value.filter((x: string) => x !== d))
                            }
                          />
                          {departmentLabels[d] ? i18n._(departmentLabels[d]) : d}
                        </label>
                      )
                    })}
                  </div>
                </fieldset>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </Section>

      <Section title={t`Location`}>
        <FormField
          control={form.control}
          name="fragmentedAddress"
          render={({ field }) => (
            <FormItem className="sm:col-span-2 lg:col-span-3">
              <FormLabel>
                {t`Address`}
                <RequiredMark on={f.addressRequired} />
              </FormLabel>
              <FormControl>
                <Textarea {...field} rows={2} maxLength={500} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextFormField name="landmark" label={t`Landmark`} maxLength={200} autoComplete="off" />
        <TextFormField name="city" label={t`City`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="state" label={t`State`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="country" label={t`Country`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="pin" label={t`Pin code`} inputMode="numeric" transform={digitsOnly(6)} autoComplete="off" />
      </Section>

      {f.vehicle && (
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
          <SelectField
            name="vehicleDetails.vehicleType"
            label={t`Vehicle type`}
            required
            placeholder={t`Select vehicle type`}
            options={(vehicleTypes.data ?? []).map((v) => ({ value: v.name, label: v.name }))}
          />
          <SelectField
            name="vehicleDetails.vehicleMake"
            label={t`Vehicle make`}
            required
            placeholder={t`Select vehicle make`}
            options={names(makes.data)}
            onPicked={() => form.setValue('vehicleDetails.vehicleModel', '')}
          />
          <SelectField
            name="vehicleDetails.vehicleModel"
            label={t`Vehicle model`}
            required
            placeholder={vehicleMake ? t`Select vehicle model` : t`Select a vehicle make first`}
            options={names(models.data)}
          />
          <TextFormField name="vehicleDetails.passcode" label={t`Passcode`} required autoComplete="off" maxLength={32} />
          <TextFormField name="vehicleDetails.odometer" label={t`Odometer`} required type="number" min={0} step="any" inputMode="decimal" />
          <TextFormField name="vehicleDetails.bluetoothId" label={t`Bluetooth ID`} required autoComplete="off" maxLength={64} />
        </Section>
      )}

      {f.battery && (
        <Section title={t`Battery details`}>
          <TextFormField name="batteryDetails.batteryId" label={t`Battery ID`} autoComplete="off" maxLength={64} />
          <TextFormField name="batteryDetails.bluetoothId" label={t`Battery Bluetooth`} autoComplete="off" maxLength={64} />
          <TextFormField name="batteryDetails.manufacturedDate" label={t`Manufactured date`} type="date" />
          <TextFormField name="batteryDetails.purchasedDate" label={t`Purchased date`} type="date" />
        </Section>
      )}
    </div>
  )
}
