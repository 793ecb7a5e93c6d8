import { filters, tableQuery } from './contract'

/**
 * What the service centre table's address holds: its sort keys and filters. The route file imports only this, so the
 * first page carries no row schema; the row and the contract are in ./servicecenter.table.ts.
 */
export const serviceCenterTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
  },
})
