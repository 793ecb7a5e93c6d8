import { filters, tableQuery } from './contract'

/**
 * What the roles table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./roles.table.ts.
 */

/** The roles table (spec 000 section 2): name, active, owner, dates; the active filter. */
export const rolesTableQuery = tableQuery({
  sort: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
  filters: { active: filters.active() },
})
