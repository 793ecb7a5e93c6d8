import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnquiryStatus, EnquiryType } from '@shared/api/enquiry'

/**
 * The built-in enquiry types' display names: a type the Options screen added (issue 21) shows its label from the list
 * (src/lib/option-list.ts).
 */
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
