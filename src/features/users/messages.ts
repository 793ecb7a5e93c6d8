import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FILE_MESSAGES } from '@shared/api/files'
import { USER_MESSAGES as UM } from '@shared/api/users'
import { passwordLengthText } from '@/lib/password-rule'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/**
 * The user schemas' and calls' own English texts (shared/api/users.ts, and the uploads' of shared/api/files.ts) and
 * their translations; the shared ones (the record calls', src/lib/validation-messages.ts) are known everywhere.
 */
export const userServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [UM.lettersOnly, msg`Only letters and spaces are allowed`],
  [UM.pin, msg`Pin must have at most 6 digits`],
  [UM.email, msg`Please enter valid email`],
  [UM.dobFuture, msg`Date of birth cannot be in the future`],
  [UM.required, msg`This field is required`],
  [UM.selectCentre, msg`Please select Service Center`],
  [UM.selectPermission, msg`Please select the Permission`],
  [UM.selectUser, msg`Please select a user`],
  [UM.mobileLocked, msg`Mobile number cannot be changed`],
  [UM.onlyAdmin, msg`Only admin passwords can be reset`],
  [UM.alreadyZero, msg`Password attempts already zero`],
  [UM.attemptsReset, msg`Password attempt reset successfully`],
  [UM.unknownBranch, msg`Please select a branch of the service centre`],
  [UM.department, msg`Please select a department from the list`],
  [FILE_MESSAGES.missing, msg`Please choose a file to upload`],
  [FILE_MESSAGES.imageTooLarge, msg`File size is too large, Max. file size is 3mb.`],
  [FILE_MESSAGES.onlyImages, msg`Only PNG or JPEG images are allowed`],
  [FILE_MESSAGES.uploaded, msg`File uploaded successfully`],
])

export const userMessages = {
  attemptsReset: msg`Password attempt reset successfully`,
  compressing: msg`Compressing image. Please wait for a while.`,
  tooLarge: msg`File size is too large, Max. file size is 3mb.`,
  onlyImages: msg`Only PNG or JPEG images are allowed`,
  uploaded: msg`File uploaded successfully`,
} as const

/** A server or schema text of the users screen in the active language (unknown texts as the shared table has them). */
export const userText = (i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string =>
  passwordLengthText(i18n, text) ?? serverText(i18n, userServerTexts, text, fallback)
