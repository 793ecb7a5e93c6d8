import { createFileRoute } from '@tanstack/react-router'
import { bookingTableQuery } from '@shared/api/booking.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { BookingPage } from '@/features/booking/booking-page'

/**
 * The bookings screen (issue 16); its search params are the table's state (paging, sort, keyword, stage, RTO status,
 * payment, loan, booking-date range). The page is split off the entry chunk by the router plugin (autoCodeSplitting).
 */
export const Route = createFileRoute('/admin/booking')({
  validateSearch: tableSearchSchema(bookingTableQuery),
  component: BookingPage,
})
