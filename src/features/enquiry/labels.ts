import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnquiryStatus, EnquiryType } from '@shared/api/enquiry'
import { ENQUIRY_TYPES } from '@shared/api/enquiry'

/** The enquiry types' display names. */
export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, MessageDescriptor> = {
  general: msg`General`,
  testRide: msg`Test ride`,
  booking: msg`Booking`,
  service: msg`Service`,
  dealership: msg`Dealership`,
  complaint: msg`Complaint`,
  feedback: msg`Feedback`,
}

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, MessageDescriptor> = {
  open: msg`Open`,
  closed: msg`Closed`,
}

export const isEnquiryType = (v: string): v is EnquiryType => (ENQUIRY_TYPES as readonly string[]).includes(v)
