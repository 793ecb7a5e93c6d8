import { PRODUCT_CATEGORIES } from './inventory'
import { filters, tableQuery } from './contract'

/**
 * What the SCU stocks table's address holds (issue 19): its sort keys and filters. The route file imports only this;
 * the row and the contract are in ./scustocks.table.ts.
 */
export const scuStockTableQuery = tableQuery({
  sort: ['updatedAt', 'onHand'],
  defaultSort: 'updatedAt',
  filters: {
    scuId: filters.id('scuId must be a service centre id'),
    category: filters.oneOf(PRODUCT_CATEGORIES, 'category must be a product category'),
    /** Only the rows at or below their product's reorder level. */
    low: filters.boolean('low must be true or false'),
  },
})
