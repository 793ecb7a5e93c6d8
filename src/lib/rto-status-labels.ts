import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RtoStatus } from '@shared/api/booking.table'

/**
 * The bookingStatus list of the inline RTO status dropdown (spec 001 section 2), one translated label per value, shared
 * by the tables that show a booking's RTO status (the bookings' and the RTO search's).
 */
export const RTO_STATUS_LABELS: Record<RtoStatus, MessageDescriptor> = {
  not_applied: msg`Not applied`,
  applied: msg`Applied`,
  documents_submitted: msg`Documents submitted`,
  approved: msg`Approved`,
  registered: msg`Registered`,
  rejected: msg`Rejected`,
}

export const isRtoStatus = (v: string): v is RtoStatus => v in RTO_STATUS_LABELS
