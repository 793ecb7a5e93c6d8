import { z } from 'zod'
import { filters, tableQuery } from './contract'

/**
 * What the booking table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./booking.table.ts.
 */

/** Booking stages (spec 002 "Booking stages come from the server"; Booked and Completed colour the rows). */
export const BOOKING_STAGES = ['booked', 'confirmed', 'delivered', 'completed', 'cancelled'] as const

export type BookingStage = (typeof BOOKING_STAGES)[number]

/** The bookingStatus list the inline rtoStatus dropdown offers (spec 001 section 2). */
export const RTO_STATUSES = ['not_applied', 'applied', 'documents_submitted', 'approved', 'registered', 'rejected'] as const

export type RtoStatus = (typeof RTO_STATUSES)[number]

/** The bookings table: stage, RTO status, payment and loan filters, the booking-date range, the active filter. */
export const bookingTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'bookingDate', 'orderId', 'customerName', 'bookingTotalAmount', 'remainingAmount', 'rtoBalance'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    status: filters.status(BOOKING_STAGES),
    rtoStatus: filters.oneOf(RTO_STATUSES, `rtoStatus must be one of ${RTO_STATUSES.join(', ')}`),
    paymentDone: { body: z.boolean({ error: 'paymentDone must be true or false' }), url: filters.active().url },
    loanRequired: { body: z.boolean({ error: 'loanRequired must be true or false' }), url: filters.active().url },
    franchiseId: filters.id('franchiseId must be a franchise partner id'),
    scuId: filters.id('scuId must be a service centre id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
