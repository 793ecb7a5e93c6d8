import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ADV_MESSAGES as AM, type AdPosition, type LinkType, type Priority } from '@shared/api/advertisement'
import { FILE_MESSAGES as FM } from '@shared/api/files'
import type { ServerTexts } from '@/lib/report-answer'

/**
 * The advertisement's own English texts (shared/api/advertisement.ts, and the upload's) and their translations; the
 * shared record messages are known everywhere (src/lib/validation-messages.ts).
 */
export const advertisementServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [AM.uploadImage, msg`Please upload image`],
  [AM.startAfterEnd, msg`Start date cannot be after end date`],
  [AM.startBeforeToday, msg`Start date cannot be before today`],
  [AM.oneListEntry, msg`A dialog advertisement allows only one list entry`],
  [AM.validUrl, msg`Please enter a valid URL`],
  [AM.selectPage, msg`Please select an advertisement page from the list`],
  [AM.selectBannerAds, msg`Please select banner ads`],
  [AM.saved, msg`Advertisement saved successfully`],
  [AM.deleted, msg`Deleted successfully`],
  [AM.noPlace, msg`Place not found`],
  [AM.geocodingFailed, msg`Place search is unavailable, please try after some time`],
  [FM.imageTooLarge, msg`File size is too large, Max. file size is 3mb.`],
  [FM.videoTooLarge, msg`File size is too large, Max. file size is 50mb.`],
  [FM.onlyImages, msg`Only PNG or JPEG images are allowed`],
  [FM.onlyVideos, msg`Only MP4 or WebM videos are allowed`],
])

export const advertisementMessages = {
  saved: msg`Advertisement saved successfully`,
  deleted: msg`Deleted successfully`,
  uploaded: msg`File uploaded successfully`,
  compressing: msg`Compressing image. Please wait for a while.`,
  imageTooLarge: msg`File size is too large, Max. file size is 3mb.`,
  videoTooLarge: msg`File size is too large, Max. file size is 50mb.`,
  onlyImages: msg`Only PNG or JPEG images are allowed`,
  onlyVideos: msg`Only MP4 or WebM videos are allowed`,
  placesUnavailable: msg`Place search is unavailable, please try after some time`,
} as const

export const LINK_TYPE_LABELS: Record<LinkType, MessageDescriptor> = {
  dialog: msg`Dialog`,
  video: msg`Video`,
  banner: msg`Banner`,
  internal: msg`Internal`,
  external: msg`External`,
  product: msg`Product`,
  newArrival: msg`New Arrival`,
  promotion: msg`Promotion`,
}

export const POSITION_LABELS: Record<AdPosition, MessageDescriptor> = { top: msg`Top`, middle: msg`Middle`, bottom: msg`Bottom` }

export const PRIORITY_LABELS: Record<Priority, MessageDescriptor> = { low: msg`Low`, normal: msg`Normal`, high: msg`High` }
