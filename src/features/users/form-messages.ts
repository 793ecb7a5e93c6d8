import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FILE_MESSAGES } from '@shared/api/files'
import { USER_MESSAGES as UM } from '@shared/api/users'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The English texts of the user schemas and calls (shared/api/users.ts, shared/api/files.ts) and their translations. */
export const userServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [UM.mandatory, msg`Please fill all the mandatory fields`],
  [UM.lettersOnly, msg`Only letters and spaces are allowed`],
  [UM.validMobile, msg`Please enter valid mobile number`],
  [UM.pin, msg`Pin must have at most 6 digits`],
  [UM.email, msg`Please enter valid email`],
  [UM.dobFuture, msg`Date of birth cannot be in the future`],
  [UM.required, msg`This field is required`],
  [UM.selectCentre, msg`Please select Service Center`],
  [UM.selectPermission, msg`Please select the Permission`],
  [UM.passwordShort, msg`Password must have  at least 8 characters`],
  [UM.passwordLong, msg`Password must have at most 128 characters`],
  [UM.passwordCommon, msg`This password is too common, please choose another one`],
  [UM.tooLong, msg`The value is too long`],
  [UM.selectUser, msg`Please select a user`],
  [UM.mobileLocked, msg`Mobile number cannot be changed`],
  [UM.onlyAdmin, msg`Only admin passwords can be reset`],
  [UM.alreadyZero, msg`Password attempts already zero`],
  [UM.attemptsReset, msg`Password attempt reset successfully`],
  [UM.saved, msg`Saved successfully`],
  [UM.updated, msg`Updated successfully`],
  [UM.deleted, msg`Record Deleted Successfully`],
  [UM.alreadyDeleted, msg`Record Already Deleted`],
  [UM.unknownBranch, msg`Please select a branch of the service centre`],
  [FILE_MESSAGES.missing, msg`Please choose a file to upload`],
  [FILE_MESSAGES.imageTooLarge, msg`File size is too large, Max. file size is 3mb.`],
  [FILE_MESSAGES.onlyImages, msg`Only PNG or JPEG images are allowed`],
  [FILE_MESSAGES.uploaded, msg`File uploaded successfully`],
])

export const userMessages = {
  saved: msg`Saved successfully`,
  updated: msg`Updated successfully`,
  deleted: msg`Record Deleted Successfully`,
  attemptsReset: msg`Password attempt reset successfully`,
  compressing: msg`Compressing image. Please wait for a while.`,
  tooLarge: msg`File size is too large, Max. file size is 3mb.`,
  onlyImages: msg`Only PNG or JPEG images are allowed`,
  uploaded: msg`File uploaded successfully`,
  uploadFailed: msg`The file could not be uploaded`,
} as const

/** A shared English text of the user calls in the active language (unknown texts as the shared table has them). */
export const userText = (i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string =>
  serverText(i18n, userServerTexts, text, fallback)
