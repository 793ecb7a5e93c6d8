import { createFileRoute } from '@tanstack/react-router'
import { BookingCountPage } from '@/features/dashboard/booking-count-page'
import { bookingCountSearch } from '@/features/dashboard/search'

/** The booking-count dashboard (issue 22): the applied range and grouping are search params. */
export const Route = createFileRoute('/admin/bookingCenter/dashboard')({
  validateSearch: bookingCountSearch,
  component: BookingCountPage,
})
