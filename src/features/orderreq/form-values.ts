import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { orderRequestForm, type OrderRequestDetails, type OrderRequestFormInput } from '@shared/api/orderreq'
import { orderText } from './messages'

/**
 * The order form's values as its inputs hold them (quantities as text) and the conversions: from an order's details,
 * to the add body, and the resolver that checks them with the shared schema, its messages in the active language.
 */
export interface LineValues {
  productId: string
  quantity: string
}
export interface Values {
  scuId: string
  lines: LineValues[]
  notes: string
}

/** A new order: one empty line (an actor with one centre gets it preset by the dialog). */
export const emptyValues = (): Values => ({ scuId: '', lines: [emptyLine()], notes: '' })
export const emptyLine = (): LineValues => ({ productId: '', quantity: '' })

/** The form's values from POST /orderreq/details. */
export function valuesOf({ orderRequest: d }: { orderRequest: OrderRequestDetails }): Values {
  return {
    scuId: d.serviceCentre._id,
    lines: d.lines.map((l) => ({ productId: l.product._id, quantity: String(l.quantity) })),
    notes: d.notes ?? '',
  }
}

/** The add body; blank texts are left out by the schema. */
export function payloadOf(v: Values): OrderRequestFormInput {
  return { scuId: v.scuId, lines: v.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })), notes: v.notes }
}

/** Where a schema issue is shown: a line's field, the list's own message at `lines.root`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String)
  if (head === 'lines') return index === undefined ? 'lines.root' : `lines.${index}.${leaf ?? 'productId'}`
  return head ?? 'scuId'
}

/** The shared schema on what the dialog would send; the first message per field, in the active language. */
export function orderResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = orderRequestForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = fieldOf(issue.path)
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: orderText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
