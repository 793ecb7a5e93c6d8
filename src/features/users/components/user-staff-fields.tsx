import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectFormField } from '@/components/form-choice-fields'
import { FormMessageLine, LabelledFormField, TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { labelOfValue } from '@shared/api/options.query'
import { DEPARTMENTS } from '@shared/api/users'
import { FormField, FormItem } from '@/components/ui/form'
import { optionLabel, useOptionList, valueLabel } from '@/lib/option-list'
import type { TypeFields, UserFormValues } from '../form-values'
import { useBranches, useRoleTitles } from '../lookups'
import { CentrePicker } from './user-form-centre-picker'

/** The built-in departments' translated names (the seed of the Options screen's department list). */
const departmentLabels: Record<string, ReturnType<typeof msg>> = {
  kit: msg`Kit`,
  battery: msg`Battery`,
  painting: msg`Painting`,
  service: msg`Service`,
  electrical: msg`Electrical`,
  tyre: msg`Tyre`,
}

/**
 * The staff fields of the profile, as the user type has them: the permission (role), the service centre (a searchable
 * combobox; choosing one clears the branch), the branch, the password (blank on edit keeps it) and the departments:
 * the active values of the Options screen's department list (issue 21), and those the user has that were deactivated
 * since (an edit may keep them).
 */
export function UserStaffFields({ fields: f, editing }: { fields: TypeFields; editing: boolean }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<UserFormValues>()
  const scuId = useWatch({ control: form.control, name: 'scuId' })
  const roles = useRoleTitles(f.permission)
  const branches = useBranches(f.branch ? scuId : '')
  const departmentList = useOptionList('department')
  // Without the options module (the list call fails), the built-in departments.
  const departments = departmentList.data ?? (departmentList.isError ? DEPARTMENTS.map((v) => ({ value: v, label: labelOfValue(v) })) : [])
  const readOnly = useReadOnlyFields()
  const departmentLabel = (d: string) => valueLabel(i18n, d, departments, departmentLabels)
  const departmentChoices = (chosen: readonly string[]) => {
    const active = departments.map((o) => ({ value: o.value, label: optionLabel(i18n, o, departmentLabels) }))
    const kept = chosen.filter((d) => !active.some((o) => o.value === d)).map((d) => ({ value: d, label: departmentLabel(d) }))
    return [...active, ...kept]
  }

  return (
    <>
      {f.permission && (
        <SelectFormField
          name="permission"
          label={t`Permission`}
          required={f.permissionRequired}
          keepUnlisted
          placeholder={roles.isLoading ? t`Loading…` : t`Select permission`}
          options={(roles.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
        />
      )}
      {f.centre && (
        <LabelledFormField name="scuId" label={t`Service centre`} required display={() => form.getValues('scuTitle')}>
          {(field) => (
            <CentrePicker
              ref={field.ref}
              value={String(field.value ?? '')}
              title={form.getValues('scuTitle')}
              onBlur={field.onBlur}
              onChange={(centre) => {
                form.setValue('scuTitle', centre?.title ?? '')
                field.onChange(centre?._id ?? '')
                form.setValue('branchId', '')
              }}
            />
          )}
        </LabelledFormField>
      )}
      {f.branch && (
        <SelectFormField
          name="branchId"
          label={t`Branch`}
          keepUnlisted
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
      {f.departments && readOnly && (
        <ReadOnlyValue
          name="departments"
          label={t`Departments`}
          text={form.getValues('departments').map(departmentLabel).join(', ')}
          className="sm:col-span-2 lg:col-span-3"
        />
      )}
      {f.departments && !readOnly && (
        <FormField
          control={form.control}
          name="departments"
          render={({ field }) => (
            <FormItem className="sm:col-span-2 lg:col-span-3">
              <fieldset className="grid gap-2" aria-describedby={undefined}>
                <legend className="text-sm leading-none font-medium">{t`Departments`}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {departmentChoices(field.value).map(({ value: d, label }) => {
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
                        {label}
                      </label>
                    )
                  })}
                </div>
              </fieldset>
              <FormMessageLine />
            </FormItem>
          )}
        />
      )}
    </>
  )
}
