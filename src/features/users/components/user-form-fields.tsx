import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { USER_TYPES } from '@shared/api/auth'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { userTypeLabels } from '@/lib/user-types'
import { ageFrom, todayDate } from '../form-format'
import { fieldsFor, type FormMode, type UserFormValues } from '../form-values'
import { Section } from './user-form-section'
import { UserStaffFields } from './user-staff-fields'
import { UserBatteryFields, UserVehicleFields } from './user-vehicle-fields'

const digitsOnly = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max)

/**
 * The personal information tab: the fields of the chosen user type (spec 000 section 5). Every control has an English
 * label of its own; selects are the styled ones (arrow keys and type-ahead), the service centre a searchable combobox.
 * The user type takes the focus when the form opens for writing; in view mode the fields show their values.
 */
export function UserFormFields({ mode }: { mode: FormMode }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<UserFormValues>()
  const [userType, dob] = useWatch({ control: form.control, name: ['userType', 'dob'] })
  const f = fieldsFor(userType)
  const editing = mode !== 'new'
  const age = ageFrom(dob)

  const statusOptions = [
    { value: 'approved', label: t`Approved` },
    { value: 'pending', label: t`Pending` },
    { value: 'rejected', label: t`Rejected` },
  ]
  const genderOptions = [
    { value: 'male', label: t`Male` },
    { value: 'female', label: t`Female` },
    { value: 'other', label: t`Other` },
  ]

  return (
    <div className="grid gap-4">
      <Section title={t`Profile`}>
        <SelectFormField
          name="userType"
          label={t`User type`}
          required
          keepUnlisted
          autoFocus={mode !== 'view'}
          placeholder={t`Select user type`}
          options={USER_TYPES.map((u) => ({ value: u, label: i18n._(userTypeLabels[u]) }))}
          onPicked={() => form.clearErrors()}
        />
        <SelectFormField
          name="status"
          label={t({ message: 'Status', context: 'approval' })}
          required={f.statusRequired}
          keepUnlisted
          placeholder={t`Select status`}
          options={statusOptions}
        />
        {editing && <SwitchFormField name="active" label={t`Active`} />}
        {/* A franchise partner's name is held in fname (spec 000 section 3). */}
        <TextFormField
          name="fname"
          label={userType === 'scp' ? t`Franchise name` : t`First name`}
          required
          autoComplete="off"
          maxLength={100}
        />
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
          <DateFormField name="dob" label={t`Date of birth`} max={todayDate()} />
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="user-age">
            {age !== null ? t`Age: ${age} years` : ''}
          </p>
        </div>
        <SelectFormField name="gender" label={t`Gender`} keepUnlisted placeholder={t`Select gender`} options={genderOptions} />
        <UserStaffFields fields={f} editing={editing} />
      </Section>

      <Section title={t`Location`}>
        <TextFormField
          name="fragmentedAddress"
          label={t`Address`}
          required={f.addressRequired}
          rows={2}
          maxLength={500}
          className="sm:col-span-2 lg:col-span-3"
        />
        <TextFormField name="landmark" label={t`Landmark`} maxLength={200} autoComplete="off" />
        <TextFormField name="city" label={t`City`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="state" label={t`State`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="country" label={t`Country`} required={f.addressRequired} maxLength={100} autoComplete="off" />
        <TextFormField name="pin" label={t`Pin code`} inputMode="numeric" transform={digitsOnly(6)} autoComplete="off" />
      </Section>

      {f.vehicle && <UserVehicleFields />}
      {f.battery && <UserBatteryFields />}
    </div>
  )
}
