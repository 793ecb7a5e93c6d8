import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { LEAD_SOURCES } from '@shared/api/crm'
import { FormMessageLine } from '@/components/form-text-field'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { FormField, FormItem } from '@/components/ui/form'
import { LEAD_SOURCE_LABELS } from '../labels'

/** The lead sources of the lead form: a checkbox per source, kept in the list's order; read-only, the chosen ones. */
export function LeadSourcesField({ className }: { className?: string }) {
  const { t, i18n } = useLingui()
  const { control, getValues } = useFormContext()
  const readOnly = useReadOnlyFields()
  if (readOnly) {
    const chosen = new Set<string>(getValues('marketingType') ?? [])
    const text = LEAD_SOURCES.filter((s) => chosen.has(s))
      .map((s) => i18n._(LEAD_SOURCE_LABELS[s]))
      .join(', ')
    return <ReadOnlyValue name="marketingType" label={t`Lead sources`} text={text} className={className} />
  }
  return (
    <FormField
      control={control}
      name="marketingType"
      render={({ field }) => {
        const chosen = new Set<string>(field.value ?? [])
        return (
          <FormItem className={className}>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t`Lead sources`}</legend>
              <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                {LEAD_SOURCES.map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
                      checked={chosen.has(s)}
                      onChange={(e) => {
                        const next = new Set(chosen)
                        if (e.target.checked) next.add(s)
                        else next.delete(s)
                        field.onChange(LEAD_SOURCES.filter((k) => next.has(k)))
                      }}
                    />
                    {i18n._(LEAD_SOURCE_LABELS[s])}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormMessageLine />
          </FormItem>
        )
      }}
    />
  )
}
