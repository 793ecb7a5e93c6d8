import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ENQUIRY_MESSAGES as EM } from '@shared/api/enquiry'
import type { ServerTexts } from '@/lib/report-answer'

/** The English texts of the enquiry schemas and calls (shared/api/enquiry.ts) and their translations. */
export const enquiryTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [EM.mandatory, msg`Please fill all the mandatory fields`],
  [EM.validMobile, msg`Please enter valid mobile number`],
  [EM.email, msg`Please enter valid email`],
  [EM.tooLong, msg`The value is too long`],
  [EM.enquiryType, msg`Please select an enquiry type`],
  [EM.status, msg`Please select a status`],
  [EM.image, msg`Please upload a PNG or JPEG image`],
  [EM.tooManyImages, msg`Too many images`],
  [EM.selectEnquiry, msg`Please select an enquiry`],
  [EM.saved, msg`Saved successfully`],
  [EM.updated, msg`Updated successfully`],
  [EM.duplicate, msg`Duplicate Records`],
  [EM.fileTooLarge, msg`File size is too large, Max. file size is 3mb.`],
])

export const enquiryMessages = {
  updated: msg`Updated successfully`,
  compressing: msg`Compressing image. Please wait for a while.`,
  fileTooLarge: msg`File size is too large, Max. file size is 3mb.`,
  onlyImages: msg`Only PNG or JPEG images are allowed`,
  uploadFailed: msg`Error uploading the image, please try again`,
  uploaded: msg`Image uploaded`,
} as const
