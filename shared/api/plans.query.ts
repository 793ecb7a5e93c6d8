import { filters, tableQuery } from './contract'

/**
 * What the recharge plans table's address holds: its sort keys and filters. The route file imports only this; the row
 * and the contract are in ./plans.table.ts.
 */
export const planTableQuery = tableQuery({
  sort: ['updatedAt', 'createdAt', 'title', 'mileage', 'days', 'validTill', 'pricePaise', 'totalPaise'],
  defaultSort: 'updatedAt',
  filters: {
    active: filters.active(),
    /** Active and not past its last day of sale (validTill, a day in India). */
    onSale: filters.boolean('onSale must be true or false'),
  },
})
