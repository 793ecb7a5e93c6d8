import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { paiseToRupees } from '@shared/api/booking-money'
import type { ProductCategory, ProductUnit } from '@shared/api/inventory'
import { decodeBase64Text, encodeBase64Text, productForm, type ProductDetails, type ProductFormInput } from '@shared/api/masterdata'
import { masterdataText } from './messages'

/**
 * The product form's values as its inputs hold them (text; price as rupee text, tax as percent text; the additional
 * info contents and link urls decoded, readable), and the conversions: from a product's details (paise → rupees,
 * base64 → text), to the add / update body (text → base64, as the API stores them), and the resolver that checks them
 * with the shared schema, its messages in the active language.
 */
export interface InfoLine {
  heading: string
  content: string
}
export interface LinkLine {
  heading: string
  url: string
}

export interface Values {
  productSku: string
  name: string
  category: ProductCategory | ''
  unit: ProductUnit
  hsn: string
  price: string
  taxPercent: string
  reorderLevel: string
  active: boolean
  additionalInfo: InfoLine[]
  externalLink: LinkLine[]
}

export const emptyInfo = (): InfoLine => ({ heading: '', content: '' })
export const emptyLink = (): LinkLine => ({ heading: '', url: '' })

/** A new product: active, a piece, no tax yet. */
export const emptyValues = (): Values => ({
  productSku: '',
  name: '',
  category: '',
  unit: 'piece',
  hsn: '',
  price: '',
  taxPercent: '',
  reorderLevel: '0',
  active: true,
  additionalInfo: [],
  externalLink: [],
})

/** A stored base64 value decoded; one that is not base64 text is shown as it is. */
const decoded = (value: string) => decodeBase64Text(value) ?? value

/** The form's values from POST /inventory/products/details. */
export function valuesOf({ product: d }: { product: ProductDetails }): Values {
  return {
    productSku: d.productSku,
    name: d.name,
    category: d.category,
    unit: d.unit,
    hsn: d.hsn ?? '',
    price: paiseToRupees(d.price),
    taxPercent: d.taxPercent,
    reorderLevel: String(d.reorderLevel),
    active: d.active,
    additionalInfo: d.additionalInfo.map((l) => ({ heading: l.heading, content: decoded(l.content) })),
    externalLink: d.externalLink.map((l) => ({ heading: l.heading, url: decoded(l.url) })),
  }
}

/** The add / update body (the record kit adds recordId and version to an update): contents and urls base64 encoded. */
export function payloadOf(v: Values): ProductFormInput {
  return {
    ...v,
    category: v.category as ProductCategory,
    additionalInfo: v.additionalInfo.map((l) => ({ heading: l.heading, content: encodeBase64Text(l.content.trim()) })),
    externalLink: v.externalLink.map((l) => ({ heading: l.heading, url: encodeBase64Text(l.url.trim()) })),
  }
}

/** The shared schema on what the dialog would send; the first message per field (a line's own), in the active language. */
export function masterdataResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = productForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'productSku'
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: masterdataText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
