import { filters, tableQuery } from './contract'

/**
 * What the testdrive-config table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./testdrive-config.table.ts.
 */

/** The table's sort keys and filters: all a route's search schema reads (the row schema stays out of the first page). */
export const testDriveConfigTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    scuId: filters.id('scuId must be a service centre id'),
  },
})
