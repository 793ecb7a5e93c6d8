import { z } from 'zod'
import { basisPointsToPercent, paiseToRupees } from './booking-money'
import { tableContract } from './contract'
import { DISCOUNT_TYPES, type DiscountType, serviceTableQuery } from './services.query'

export * from './services.query'

/** A product a service consumes, as rows and details give it. */
export const serviceProductRow = z.object({ _id: z.string(), name: z.string(), sku: z.string(), quantity: z.number().int() })
export type ServiceProductRow = z.infer<typeof serviceProductRow>

/**
 * A service as the table, the export and the details call give it: money in integer paise, the discount value in basis
 * points (percent) or paise (flat), 0 for none; `discount` the two shown together ('10%', '₹200.00', null for none).
 */
export const serviceRow = z.object({
  _id: z.string(),
  name: z.string(),
  hsn: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  discount: z.string().nullable(),
  price: z.number().int(),
  taxBasisPoints: z.number().int(),
  taxPercent: z.string(),
  netPrice: z.number().int(),
  durationMinutes: z.number().int(),
  description: z.string().nullable(),
  products: z.array(serviceProductRow),
  /** The products as 'name × quantity', for the table's list cell and the export. */
  productNames: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type ServiceRow = z.infer<typeof serviceRow>

export const serviceTableContract = tableContract({
  list: '/inventory/services/all',
  export: '/inventory/services/export',
  row: serviceRow,
  query: serviceTableQuery,
})

/** The discount as shown: '10%', '12.5%', '₹200.00'; null for none. */
export function discountText(type: DiscountType, value: number): string | null {
  if (type === 'percent') return `${basisPointsToPercent(value)}%`
  if (type === 'flat') return `₹${paiseToRupees(value)}`
  return null
}

/**
 * The net price in paise: the price less the discount, then the tax on what is left, rounded half up once at the end
 * (the percent discount is not rounded on its own). Exact: BigInt arithmetic, no floating point.
 *   percent: round(price × (10000 − d) × (10000 + t) / 10^8)
 *   flat:    round((price − flat) × (10000 + t) / 10^4)
 *   none:    round(price × (10000 + t) / 10^4)
 * A flat discount above the price gives 0 (the form refuses it).
 */
export function serviceNetPrice(price: number, type: DiscountType, value: number, taxBasisPoints: number): number {
  const tax = 10_000n + BigInt(taxBasisPoints)
  let numerator: bigint
  let denominator: bigint
  if (type === 'percent') {
    numerator = BigInt(price) * (10_000n - BigInt(value)) * tax
    denominator = 100_000_000n
  } else {
    const base = type === 'flat' ? Math.max(0, price - value) : price
    numerator = BigInt(base) * tax
    denominator = 10_000n
  }
  return Number((numerator * 2n + denominator) / (denominator * 2n))
}
