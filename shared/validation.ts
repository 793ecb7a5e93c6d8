import { z } from 'zod'
import { MOBILE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, VM } from './field-messages'

/**
 * Field rules shared by forms and the server. Messages are the specification's English texts;
 * the app translates them through its message table (src/lib/validation-messages.ts).
 */
export { MOBILE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, RECORD_MESSAGES, VM } from './field-messages'

/** A 10-digit mobile number; `emptyMessage` is the text for a blank value. */
export function mobileNumber(emptyMessage: string = VM.validMobile) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(32, VM.validMobile)
    .regex(/^\d+$/, VM.validMobile)
    .length(MOBILE_LENGTH, VM.validMobile)
}

/** A new password: length only (no composition rules); the common-password check runs on the server. */
export const newPassword = z
  .string({ error: VM.newPassword })
  .min(1, VM.newPassword)
  .min(PASSWORD_MIN, VM.passwordShort)
  .max(PASSWORD_MAX, VM.passwordLong)
