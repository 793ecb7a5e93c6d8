import { z } from 'zod'
import { RTO_STATUSES, bookingRow } from './booking.table'
import { filters, tableContract } from './contract'

/**
 * The RTO search (issue 16, `/admin/rto/search`, permission RTOSearch): bookings found by the table's global search box
 * ('Enter Reg Vehicle No.', spec 001 section 2) by registration number, chassis number, order id or customer mobile,
 * with their RTO fields. The bookings module serves it (server/modules/booking/rto-search.ts). Money in paise.
 */

/** The global search box's text: upper-cased, spaces dropped (as the booking form stores its codes). */
export const RTO_VEHICLE_NO_MAX = 30
export const rtoVehicleNo = z
  .string({ error: 'vehicleNo must be text' })
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .max(RTO_VEHICLE_NO_MAX, `vehicleNo must be at most ${RTO_VEHICLE_NO_MAX} characters`)
      .regex(/^[A-Z0-9/+-]*$/, 'Only letters, digits, -, / and + are allowed'),
  )

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

/** The RTO search table: the global search box as `vehicleNo`, the RTO status and settlement filters, active. */
export const rtoSearchTableContract = tableContract({
  list: '/rto/search',
  export: '/rto/export',
  row: rtoSearchRow,
  sort: ['updatedAt', 'orderId', 'registrationNo', 'customerName', 'rtoBalance'],
  defaultSort: 'updatedAt',
  filters: {
    vehicleNo: { body: rtoVehicleNo, url: z.string().max(RTO_VEHICLE_NO_MAX).optional().catch(undefined) },
    active: filters.active(),
    rtoStatus: filters.oneOf(RTO_STATUSES, `rtoStatus must be one of ${RTO_STATUSES.join(', ')}`),
    rtoSettlementDone: { body: z.boolean({ error: 'rtoSettlementDone must be true or false' }), url: filters.active().url },
  },
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
