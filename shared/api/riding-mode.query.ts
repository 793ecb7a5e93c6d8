import { filters, tableQuery } from './contract'

/**
 * What the riding-mode table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./riding-mode.table.ts.
 */

/** The riding-mode table (spec 001 section 2): list, export, sort keys and the active filter. */
export const ridingModeTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title', 'maxFwdSpeed', 'maxFwdPower', 'maxMotorCurrent'],
  defaultSort: 'createdAt',
  filters: { active: filters.active() },
})
