import { type z } from 'zod'
import { bookingRow } from './booking.table'
import { tableContract } from './contract'
import { rtoSearchTableQuery } from './rto-search.query'

export * from './rto-search.query'

/**
 * The RTO search (issue 16, `/admin/rto/search`, permission RTOSearch): bookings found by the table's global search box
 * ('Enter Reg Vehicle No.', spec 001 section 2) by registration number, chassis number, order id or customer mobile,
 * with their RTO fields. The bookings module serves it (server/modules/booking/rto-search.ts). Money in paise.
 */

/** A row of POST /rto/search and of its export: the booking's identifying fields and its RTO fields. */
export const rtoSearchRow = bookingRow.pick({
  _id: true,
  orderId: true,
  customerName: true,
  customerMobileNo: true,
  vehicleModel: true,
  registrationNo: true,
  chassisNo: true,
  rtoStatus: true,
  rtoTotalAmount: true,
  rtoAmountPaid: true,
  rtoBalance: true,
  rtoSettlementDone: true,
  rcReceivedFromRto: true,
  rcDeliveredToCustomer: true,
  fcValidTill: true,
  insuranceTill: true,
  active: true,
  updatedAt: true,
})

export type RtoSearchRow = z.infer<typeof rtoSearchRow>

export const rtoSearchTableContract = tableContract({
  list: '/rto/search',
  export: '/rto/export',
  row: rtoSearchRow,
  query: rtoSearchTableQuery,
})

/**
 * The RTO search's own calls (under /api/admin, permission RTOSearch): the statuses, the inline status (button changeStatus) and the
 * settlement (button rtoSettlement). Same bodies and answers as the bookings' (rtoStatusBody, rtoSettlementBody).
 */
export const RTO_SEARCH_CALLS = {
  /** GET: the inline dropdown's options, `{ result: [{ value }] }` (as GET /booking/rto-statuses). */
  rtoStatuses: '/rto/statuses',
  rtoStatus: '/rto/status',
  rtoSettlement: '/rto/settlement',
} as const
