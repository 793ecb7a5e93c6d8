import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { paiseToRupees } from '@shared/api/booking-money'
import { vehicleModelForm, type VehicleModelDetails, type VehicleModelFormInput } from '@shared/api/vehicle-model'
import type { VehicleDocument } from '@shared/api/vehicle-model.query'
import { dayToIndiaSeconds, indiaSecondsToDay } from '@shared/india-day'
import { vehicleModelText } from './messages'

/**
 * The vehicle model form's values as its inputs hold them (text; money as rupee text; the manufactured day as
 * yyyy-MM-dd, the date field's value), and the conversions: from a model's details (paise → rupees), to the add /
 * update body (the day as the Unix seconds of its midnight in India), and the resolver that checks them with the
 * shared schema, its messages in the active language.
 */
export interface Line {
  heading: string
  value: string
}

export interface Values {
  name: string
  make: string
  model: string
  modelNo: string
  company: string
  price: string
  kitPrice: string
  batteryPrice: string
  bookingFee: string
  manufacturedDate: string
  specifications: Line[]
  features: Line[]
  attachments: string[]
  webLink: string
  logo: string
  image: string
  documents: VehicleDocument[]
  active: boolean
}

export const emptyLine = (): Line => ({ heading: '', value: '' })

/** A new model: active, nothing else filled. */
export const emptyValues = (): Values => ({
  name: '',
  make: '',
  model: '',
  modelNo: '',
  company: '',
  price: '',
  kitPrice: '',
  batteryPrice: '',
  bookingFee: '',
  manufacturedDate: '',
  specifications: [],
  features: [],
  attachments: [],
  webLink: '',
  logo: '',
  image: '',
  documents: [],
  active: true,
})

const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupees(paise))

/** The form's values from POST /vehicleModel/details. */
export function valuesOf({ vehicleModel: d }: { vehicleModel: VehicleModelDetails }): Values {
  return {
    name: d.name,
    make: d.make.name,
    model: d.model ?? '',
    modelNo: d.modelNo,
    company: d.company ?? '',
    price: rupees(d.price),
    kitPrice: rupees(d.kitPrice),
    batteryPrice: rupees(d.batteryPrice),
    bookingFee: rupees(d.bookingFee),
    manufacturedDate: indiaSecondsToDay(d.manufacturedDate),
    specifications: d.specifications.map((l) => ({ ...l })),
    features: d.features.map((l) => ({ ...l })),
    attachments: [...d.attachments],
    webLink: d.webLink ?? '',
    logo: d.logo ?? '',
    image: d.image ?? '',
    documents: [...d.documents],
    active: d.active,
  }
}

/** The add / update body (the record kit adds recordId and version to an update); blank texts are left out by the schema. */
export function payloadOf(v: Values): VehicleModelFormInput {
  return {
    ...v,
    // A typed day that is not a real one is sent as text, so the schema names it ('Please enter a valid date').
    manufacturedDate: (v.manufacturedDate === '' ? undefined : (dayToIndiaSeconds(v.manufacturedDate) ?? v.manufacturedDate)) as
      number | undefined,
  }
}

/** The shared schema on what the dialog would send; the first message per field (a line's own), in the active language. */
export function vehicleModelResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = vehicleModelForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      // A line's field, or the list itself (too many); an attachment's problem is the attachments'.
      const parts = issue.path.map(String)
      const path = parts[0] === 'attachments' || parts[0] === 'documents' ? parts[0] : parts.join('.') || 'name'
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: vehicleModelText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
