import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { basisPointsToPercent, paiseToRupees } from '@shared/api/booking-money'
import { serviceForm, type ServiceDetails, type ServiceFormInput } from '@shared/api/services'
import type { DiscountType } from '@shared/api/services.query'
import { serviceText } from './messages'

/**
 * The service form's values as its inputs hold them (text; money as rupee text, rates as percent text), and the
 * conversions: from a service's details (paise → rupees, basis points → percent), to the add / update body, and the
 * resolver that checks them with the shared schema, its messages in the active language.
 */
export interface ProductLine {
  productId: string
  quantity: string
}

export interface Values {
  name: string
  hsn: string
  discountType: DiscountType
  discountValue: string
  price: string
  taxPercent: string
  durationMinutes: string
  description: string
  active: boolean
  products: ProductLine[]
}

export const emptyProductLine = (): ProductLine => ({ productId: '', quantity: '1' })

/** A new service: active, no discount, 18 % tax, an hour. */
export const emptyValues = (): Values => ({
  name: '',
  hsn: '',
  discountType: 'none',
  discountValue: '',
  price: '',
  taxPercent: '18',
  durationMinutes: '60',
  description: '',
  active: true,
  products: [],
})

/** The discount value as the form shows it: percent text, rupee text, or blank. */
export function discountValueText(type: DiscountType, value: number): string {
  if (type === 'percent') return basisPointsToPercent(value)
  if (type === 'flat') return paiseToRupees(value)
  return ''
}

/** The form's values from POST /inventory/services/details. */
export function valuesOf({ service: d }: { service: ServiceDetails }): Values {
  return {
    name: d.name,
    hsn: d.hsn ?? '',
    discountType: d.discountType,
    discountValue: discountValueText(d.discountType, d.discountValue),
    price: paiseToRupees(d.price),
    taxPercent: d.taxPercent,
    durationMinutes: String(d.durationMinutes),
    description: d.description ?? '',
    active: d.active,
    products: d.products.map((p) => ({ productId: p._id, quantity: String(p.quantity) })),
  }
}

/** The add / update body (the record kit adds recordId and version to an update); no discount sends no value. */
export function payloadOf(v: Values): ServiceFormInput {
  return { ...v, discountValue: v.discountType === 'none' ? undefined : v.discountValue }
}

/** The shared schema on what the dialog would send; the first message per field (a product row's own), translated. */
export function serviceResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = serviceForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'name'
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path === 'products' ? 'products.root' : path, { type: 'validate', message: serviceText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
