import { textUpToParam, trimmedParam } from '../url-params'
import { RTO_STATUS_FILTER } from './booking.query'
import { filters, tableQuery, type Zod } from './contract'

/**
 * What the rto-search table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./rto-search.table.ts.
 */

/** The global search box's text: upper-cased, spaces dropped (as the booking form stores its codes). */
export const RTO_VEHICLE_NO_MAX = 30

/** The characters the box takes (upper-cased, spaces dropped): a registration, chassis or order number, or a mobile. */
export const RTO_VEHICLE_NO_PATTERN = /^[A-Z0-9/+-]*$/

/** The box's validation message (the search box refuses other characters with it, the server too). */
export const RTO_SEARCH_MESSAGES = {
  vehicleNo: 'Only letters, digits, -, / and + are allowed',
} as const

export const rtoVehicleNo = (z: Zod) =>
  z
    .string({ error: 'vehicleNo must be text' })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .max(RTO_VEHICLE_NO_MAX, `vehicleNo must be at most ${RTO_VEHICLE_NO_MAX} characters`)
        .regex(RTO_VEHICLE_NO_PATTERN, RTO_SEARCH_MESSAGES.vehicleNo),
    )

/** The RTO search table: the global search box as `vehicleNo`, the RTO status and settlement filters, active. */
export const rtoSearchTableQuery = tableQuery({
  sort: ['updatedAt', 'orderId', 'registrationNo', 'customerName', 'rtoBalance'],
  defaultSort: 'updatedAt',
  filters: {
    vehicleNo: { body: rtoVehicleNo, url: textUpToParam(RTO_VEHICLE_NO_MAX) },
    active: filters.active(),
    // A value of the bookingStatus option list (issue 21): the list is the Options screen's, so any short value.
    rtoStatus: {
      body: (z: Zod) => z.string({ error: RTO_STATUS_FILTER }).trim().min(1, RTO_STATUS_FILTER).max(20, RTO_STATUS_FILTER),
      url: trimmedParam(20),
    },
    rtoSettlementDone: filters.boolean('rtoSettlementDone must be true or false'),
  },
})
