import { useEffect, useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useForm } from 'react-hook-form'
import { OPTIONS_CALLS, settingsForm, type SettingsDetails } from '@shared/api/options'
import { TextFormField } from '@/components/form-text-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Form } from '@/components/ui/form'
import { api } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useRefreshOptions } from '../api'
import { OPTIONS_TEXTS, optionsServerTexts, optionsText, WEEK_DAY_LABELS } from '../messages'
import { settingsResolver, settingsValuesOf, type SettingsFormValues } from '../settings-values'

const digits = (v: string) => v.replace(/[^\d-]/g, '')

/**
 * The organisation's settings (spec 002 section 5): checked by the shared schema the server uses, its messages in the
 * active language ('Number of units cannot exceed 366' …); saved with the version read (a change meanwhile: 125, the
 * form reloads). Ctrl/Cmd+S or Enter saves.
 */
export function SettingsForm({ settings, canEdit }: { settings: SettingsDetails; canEdit: boolean }) {
  const { t, i18n } = useLingui()
  const refresh = useRefreshOptions()
  const resolver = useMemo(() => settingsResolver(i18n), [i18n])
  const form = useForm<SettingsFormValues>({ defaultValues: settingsValuesOf(settings), resolver })
  useEffect(() => form.reset(settingsValuesOf(settings)), [settings, form])

  const save = form.handleSubmit(async (values) => {
    const body = { ...settingsForm.parse(values), version: settings.version }
    const answer = await api.put(OPTIONS_CALLS.settings, body)
    if (reportAnswer(i18n, answer, OPTIONS_TEXTS.saved, optionsServerTexts) || answer.responseCode === 125) await refresh()
  })

  return (
    <Form {...form}>
      <form
        className="grid max-w-3xl gap-x-4 gap-y-2 sm:grid-cols-2"
        data-testid="settings-form"
        onSubmit={(e) => void save(e)}
        onKeyDown={(e) => {
          if (e.key.toLowerCase() === 's' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault()
            void save()
          }
        }}
      >
        <fieldset disabled={!canEdit} className="contents">
          <TextFormField name="countryCode" label={t`Country code`} required maxLength={2} autoComplete="off" />
          <TextFormField name="currencyCode" label={t`Currency code`} required maxLength={3} autoComplete="off" />
          <TextFormField name="tenantId" label={t`Tenant or bank id`} required maxLength={12} autoComplete="off" />
          <TextFormField name="units" label={t`Number of units`} required inputMode="numeric" transform={digits} />
          <TextFormField name="passwordMinLength" label={t`Password length min`} required inputMode="numeric" transform={digits} />
          <TextFormField name="passwordMaxLength" label={t`Password length max`} required inputMode="numeric" transform={digits} />
          <TextFormField name="headerStartRow" label={t`Import header start row`} required inputMode="numeric" transform={digits} />
          <TextFormField name="headerEndRow" label={t`Import header end row`} required inputMode="numeric" transform={digits} />
          <Controller
            control={form.control}
            name="weekOffDays"
            render={({ field, fieldState }) => (
              <div role="group" aria-labelledby="week-off-label" className="grid gap-2 sm:col-span-2">
                <span id="week-off-label" className="text-sm font-medium">
                  <Trans>Week-off days</Trans>
                </span>
                <div className="flex flex-wrap gap-4">
                  {WEEK_DAY_LABELS.map((label, day) => (
                    <label key={day} className="flex items-center gap-2 text-sm">
                      <Checkbox
                        name={`weekOff-${day}`}
                        checked={field.value.includes(day)}
                        onCheckedChange={(on) => field.onChange(on ? [...field.value, day].sort() : field.value.filter((d) => d !== day))}
                      />
                      {i18n._(label)}
                    </label>
                  ))}
                </div>
                <p className="min-h-5 text-sm text-destructive" role={fieldState.error ? 'alert' : undefined}>
                  {fieldState.error?.message ? optionsText(i18n, fieldState.error.message) : ''}
                </p>
              </div>
            )}
          />
          {canEdit && (
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" disabled={form.formState.isSubmitting}>{t`Save`}</Button>
              <Button type="button" variant="outline" onClick={() => form.reset(settingsValuesOf(settings))}>
                {t`Reset`}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </Form>
  )
}
