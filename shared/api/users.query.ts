import { filters, tableQuery } from './contract'
import { USER_TYPES } from './user-types'

/**
 * What the users table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./users.table.ts.
 */

/**
 * The users table (spec 000 section 2): list and export, sort keys and the filter panel: user type ('all' as the spec's
 * table sends it), active, service centre and branch, and the generic status, type and creation dates.
 */
export const usersTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'fname', 'lname', 'mobileNo', 'userType', 'vehicleNo', 'odometer'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    userType: filters.oneOfOrAll(USER_TYPES, 'userType must be one of all, user, admin, scp, scc, worker'),
    scuId: filters.id('scuId must be a service centre id'),
    branchId: filters.id('branchId must be a branch id'),
  },
})
