import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BookingStage, InsuranceType, PaymentMode, PaymentStatus } from '@shared/api/booking.table'

/** One translated label per stored value of the bookings' enums (shared/api/booking.table.ts). */

/** Booking stages (spec 002: Booked and Completed also colour the rows). */
export const BOOKING_STAGE_LABELS: Record<BookingStage, MessageDescriptor> = {
  booked: msg`Booked`,
  confirmed: msg`Confirmed`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

export const PAYMENT_MODE_LABELS: Record<PaymentMode, MessageDescriptor> = {
  cash: msg`Cash`,
  upi: msg`UPI`,
  card: msg`Card`,
  bank_transfer: msg`Bank transfer`,
  cheque: msg`Cheque`,
  finance: msg`Finance`,
}

/** Spec 002 section 4: captured or refunded. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  captured: msg`Captured`,
  refunded: msg`Refunded`,
}

export const INSURANCE_TYPE_LABELS: Record<InsuranceType, MessageDescriptor> = {
  comprehensive: msg`Comprehensive`,
  third_party: msg`Third party`,
  zero_depreciation: msg`Zero depreciation`,
}

/** The values of an enum with their labels, for a select. */
export const optionsOf = <K extends string>(
  values: readonly K[],
  labels: Record<K, MessageDescriptor>,
  t: (d: MessageDescriptor) => string,
) => values.map((value) => ({ value, label: t(labels[value]) }))

export { CALL_STATUS_LABELS, LEAD_SOURCE_LABELS } from '@/lib/lead-labels'
export { isRtoStatus, RTO_STATUS_LABELS } from '@/lib/rto-status-labels'
