import { filters, tableQuery } from './contract'

/**
 * What the services table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this; the row and the contract are in ./services.table.ts.
 */

/** How a service's price is discounted: not at all, by a percentage, or by a flat amount in rupees. */
export const DISCOUNT_TYPES = ['none', 'percent', 'flat'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** The services table's sort keys and filters (discount type and active). */
export const serviceTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'name', 'price', 'netPrice', 'durationMinutes'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    discountType: filters.oneOf(DISCOUNT_TYPES, 'discountType must be none, percent or flat'),
  },
})
