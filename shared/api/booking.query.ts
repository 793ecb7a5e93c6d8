import { trimmedParam } from '../url-params'
import { filters, tableQuery, type Zod } from './contract'

/**
 * What the booking table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./booking.table.ts.
 */

/**
 * Booking stages (spec 002 "Booking stages come from the server"; Booked and Completed colour the rows). The built-in
 * stages: their translated labels, the seed of the Options screen's 'bookingStage' list and the list without the options
 * module. The list may add stages (issue 21): a custom stage is offered by the pickers and filters and has no behaviour
 * of its own (no row colour; like any stage but cancelled, it allows a kit fitting), so a stored stage is any short value.
 */
export const BOOKING_STAGES = ['booked', 'confirmed', 'delivered', 'completed', 'cancelled'] as const

export type BookingStage = (typeof BOOKING_STAGES)[number]

/**
 * The bookingStatus list the inline rtoStatus dropdown offers (spec 001 section 2): the built-in values, the seed of the
 * Options screen's 'bookingStatus' list (issue 21), which may add others; a stored RTO status is any short value.
 */
export const RTO_STATUSES = ['not_applied', 'applied', 'documents_submitted', 'approved', 'registered', 'rejected'] as const

export type RtoStatus = (typeof RTO_STATUSES)[number]

/** The rtoStatus filter's message. */
export const RTO_STATUS_FILTER = 'rtoStatus must be an RTO status'

/** The bookings table: stage, RTO status, payment and loan filters, the booking-date range, the active filter. */
export const bookingTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'bookingDate', 'orderId', 'customerName', 'bookingTotalAmount', 'remainingAmount', 'rtoBalance'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    // Values of the option lists (issue 21): the lists are the Options screen's, so any short value.
    status: { ...filters.status(BOOKING_STAGES), url: trimmedParam(12) },
    rtoStatus: {
      body: (z: Zod) => z.string({ error: RTO_STATUS_FILTER }).trim().min(1, RTO_STATUS_FILTER).max(20, RTO_STATUS_FILTER),
      url: trimmedParam(20),
    },
    paymentDone: filters.boolean('paymentDone must be true or false'),
    loanRequired: filters.boolean('loanRequired must be true or false'),
    franchiseId: filters.id('franchiseId must be a franchise partner id'),
    scuId: filters.id('scuId must be a service centre id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
