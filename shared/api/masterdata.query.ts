import { filters, tableQuery } from './contract'
import { PRODUCT_CATEGORIES } from './inventory'

/**
 * What the master data (products) table's address holds: its sort keys and filters. The route file imports only this;
 * the row and the contract are in ./masterdata.table.ts.
 */
export const masterdataTableQuery = tableQuery({
  sort: ['updatedAt', 'createdAt', 'productSku', 'name', 'category', 'price', 'reorderLevel'],
  defaultSort: 'updatedAt',
  filters: {
    active: filters.active(),
    category: filters.oneOf(PRODUCT_CATEGORIES, 'Please choose a listed category'),
  },
})
