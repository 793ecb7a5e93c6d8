import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ENQUIRY_MESSAGES as EM } from '@shared/api/enquiry'
import type { ServerTexts } from '@/lib/report-answer'

/**
 * The enquiry's own English texts (shared/api/enquiry.ts) and their translations; the record kit's shared ones
 * (RECORD_MESSAGES, src/lib/validation-messages.ts) are known everywhere.
 */
export const enquiryTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [EM.email, msg`Please enter valid email`],
  [EM.enquiryType, msg`Please select an enquiry type`],
  [EM.status, msg`Please select a status`],
  [EM.image, msg`Please upload a PNG or JPEG image`],
  [EM.tooManyImages, msg`Too many images`],
  [EM.selectEnquiry, msg`Please select an enquiry`],
])
