import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FILE_MESSAGES } from '@shared/api/file-messages'
import { MESSAGES } from '@shared/response-codes'
import { RECORD_MESSAGES as RM, VM } from '@shared/field-messages'

/**
 * The shared schemas and the server speak English (shared/validation.ts VM, shared/response-codes.ts
 * MESSAGES). This table turns each of those texts into a Lingui message so it shows translated.
 * Keys are the English texts themselves, so a form error or a server `message` maps directly.
 */
const table = new Map<string, MessageDescriptor>([
  [VM.enterMobile, msg`Enter your Mobile Number`],
  [VM.enterPassword, msg`Enter your Password`],
  [VM.validMobile, msg`Please enter valid mobile number`],
  [VM.forgotMobile, msg`Please enter your mobile number`],
  [VM.otpDigits, msg`Please enter the 6 digit OTP`],
  [VM.oldPassword, msg`Please enter your old password`],
  [VM.newPassword, msg`Please enter your new password`],
  [VM.confirmPassword, msg`Please confirm your new password`],
  [VM.passwordsDiffer, msg`Passwords do not match`],
  [VM.passwordShort, msg`Password must have  at least 8 characters`],
  [VM.passwordLong, msg`Password must have at most 128 characters`],
  [VM.passwordCommon, msg`This password is too common, please choose another one`],
  [VM.tooLong, msg`The value is too long`],
  [VM.bidiControl, msg`Names and titles cannot contain text direction control characters`],
  [VM.invalidToken, msg`Invalide Token, Session timeout. Please request one more time.`],
  [MESSAGES.WRONG_CREDENTIALS, msg`Wrong Credentials`],
  [MESSAGES.ATTEMPTS_EXCEEDED, msg`Exceeded Password attempt`],
  [MESSAGES.PASSWORD_MISMATCH, msg`Password is not matching, please check your password`],
  [MESSAGES.OTP_SENT, msg`OTP sent to your mobile number`],
  [MESSAGES.INVALID_OTP, msg`Invalid OTP`],
  [MESSAGES.OTP_RESENT, msg`Sucessfully sent OTP`],
  [MESSAGES.NEW_PASSWORD_SENT, msg`New password is generated and sent over the email`],
  [MESSAGES.PASSWORD_GENERATED, msg`Your new password is generated successfully, Please check your mail.`],
  [MESSAGES.INVALID_SESSION, msg`Invalid session`],
  [MESSAGES.NO_PERMISSION, msg`Sorry, You don't have permission.`],
  [MESSAGES.THROTTLED, msg`Please try after some time`],
  [MESSAGES.SERVER_ERROR, msg`Server Error, Please try after sometime`],
  [MESSAGES.SERVICE_UNAVAILABLE, msg`Service unavailable, Please try after sometime`],
  [MESSAGES.SERVER_RESTARTED, msg`The server restarted; export again`],
  [FILE_MESSAGES.notYours, msg`This file belongs to another record, please upload it again`],
  [MESSAGES.BAD_INPUT, msg`Please fill all the mandatory fields`],
  [MESSAGES.NOT_FOUND, msg`Record not found`],
  [MESSAGES.DUPLICATE, msg`Duplicate Records`],
  [MESSAGES.ACCOUNT_INACTIVE, msg`Account suspended or inactive, needs activation`],
  [MESSAGES.PASSWORD_CHANGED, msg`Password changed successfully`],
  [MESSAGES.PASSWORD_CHANGE_REQUIRED, msg`Please set a new password to continue`],
  [MESSAGES.SUCCESS, msg`Success`],
  [RM.validNumber, msg`Please enter a valid number`],
  [RM.saved, msg`Saved successfully`],
  [RM.updated, msg`Updated successfully`],
  [RM.deleted, msg`Record Deleted Successfully`],
  [RM.alreadyDeleted, msg`Record Already Deleted`],
  [RM.versionMissing, msg`Reload the record before saving: its version is missing`],
  [RM.restored, msg`Record Restored Successfully`],
  [RM.notDeleted, msg`The record is not deleted`],
  [RM.badIdempotencyKey, msg`The Idempotency-Key header must be 1 to 200 letters, digits or . _ : -`],
  [MESSAGES.EDIT_CONFLICT, msg`Someone else changed this record`],
])

/** The Lingui message for a shared English text, when there is one. */
export function messageFor(text: string | undefined): MessageDescriptor | undefined {
  return text === undefined ? undefined : table.get(text)
}

/**
 * A shared English text in the active language. An unknown text falls back to `fallback` (when
 * given) rather than showing untranslated server wording.
 */
export function translateMessage(i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string {
  const known = messageFor(text)
  if (known) return i18n._(known)
  if (fallback) return i18n._(fallback)
  return text ?? ''
}
