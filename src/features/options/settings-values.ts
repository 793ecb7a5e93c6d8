import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { settingsForm, type SettingsDetails } from '@shared/api/options'
import { optionsText } from './messages'

/** The settings form's values: numbers as typed text, the week-off days as the days' numbers. */
export interface SettingsFormValues {
  countryCode: string
  currencyCode: string
  tenantId: string
  passwordMinLength: string
  passwordMaxLength: string
  weekOffDays: number[]
  units: string
  headerStartRow: string
  headerEndRow: string
}

export const settingsValuesOf = (s: SettingsDetails): SettingsFormValues => ({
  countryCode: s.countryCode,
  currencyCode: s.currencyCode,
  tenantId: s.tenantId,
  passwordMinLength: String(s.passwordMinLength),
  passwordMaxLength: String(s.passwordMaxLength),
  weekOffDays: [...s.weekOffDays],
  units: String(s.units),
  headerStartRow: String(s.headerStartRow),
  headerEndRow: String(s.headerEndRow),
})

/** The shared schema (the server's) on the form's values; the first message per field, in the active language. */
export function settingsResolver(i18n: I18n): Resolver<SettingsFormValues, unknown, SettingsFormValues> {
  return (values) => {
    const parsed = settingsForm.safeParse(values)
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<SettingsFormValues> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? 'countryCode')
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: optionsText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
