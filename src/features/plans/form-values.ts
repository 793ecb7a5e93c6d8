import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { paiseToRupees } from '@shared/api/booking-money'
import { planForm, type PlanDetails, type PlanFormInput } from '@shared/api/plans'
import { dayToIndiaSeconds, indiaSecondsToDay } from '@shared/india-day'
import { planText } from './messages'

/**
 * The recharge plan form's values as its inputs hold them (text; the price as rupee text, percents as text, the last
 * day of sale as yyyy-MM-dd, the date field's value), and the conversions: from a plan's details, to the add / update
 * body (the day as the Unix seconds of its midnight in India), and the resolver that checks them with the shared
 * schema, its messages in the active language.
 */
export interface Values {
  title: string
  mileage: string
  days: string
  validTill: string
  price: string
  taxPercent: string
  discountPercent: string
  description: string
  active: boolean
}

/** A new plan: active, 30 days, 18 % tax (GST on the service), no discount. */
export const emptyValues = (): Values => ({
  title: '',
  mileage: '',
  days: '30',
  validTill: '',
  price: '',
  taxPercent: '18',
  discountPercent: '0',
  description: '',
  active: true,
})

/** The form's values from POST /plan/details. */
export function valuesOf({ plan: d }: { plan: PlanDetails }): Values {
  return {
    title: d.title,
    mileage: String(d.mileage),
    days: String(d.days),
    validTill: indiaSecondsToDay(d.validTill),
    price: paiseToRupees(d.pricePaise),
    taxPercent: d.taxPercent,
    discountPercent: d.discountPercent,
    description: d.description ?? '',
    active: d.active,
  }
}

/** The add / update body (the record kit adds recordId and version to an update). */
export function payloadOf(v: Values): PlanFormInput {
  return {
    ...v,
    // A typed day that is not a real one is sent as text, so the schema names it ('Please enter a valid date').
    validTill: (v.validTill === '' ? undefined : (dayToIndiaSeconds(v.validTill) ?? v.validTill)) as number | undefined,
  }
}

/** The shared schema on what the dialog would send; the first message per field, in the active language. */
export function planResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = planForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'title'
      if (path in errors) continue
      set(errors, path, { type: 'validate', message: planText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
