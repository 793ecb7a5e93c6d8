import { filters, tableQuery } from './contract'

/**
 * What the testdrive table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./testdrive.table.ts.
 */

/** Spec 002: test ride statuses include Booked and Completed; the rest are ours (README, decisions). */
export const TEST_DRIVE_STATUSES = ['booked', 'rescheduled', 'completed', 'cancelled', 'no_show'] as const

export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number]

/** The table's sort keys and filters: all a route's search schema reads (the row schema stays out of the first page). */
export const testDriveTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'bookingDate'],
  defaultSort: 'bookingDate',
  filters: {
    active: filters.active(),
    status: filters.status(TEST_DRIVE_STATUSES),
    branchId: filters.id('branchId must be a branch id'),
    workerId: filters.id('workerId must be a worker id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
