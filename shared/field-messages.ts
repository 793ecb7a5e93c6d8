/**
 * The field rules' limits and messages shared by forms and the server (./validation.ts builds the schemas), zod-free:
 * the sign-in page's message table (src/lib/validation-messages.ts) reads them. Messages are the specification's
 * English texts; the app translates them through that table.
 */
export const MOBILE_LENGTH = 10
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const VM = {
  enterMobile: 'Enter your Mobile Number',
  enterPassword: 'Enter your Password',
  validMobile: 'Please enter valid mobile number',
  forgotMobile: 'Please enter your mobile number',
  otpDigits: 'Please enter the 6 digit OTP',
  oldPassword: 'Please enter your old password',
  newPassword: 'Please enter your new password',
  confirmPassword: 'Please confirm your new password',
  passwordsDiffer: 'Passwords do not match',
  passwordShort: 'Password must have  at least 8 characters',
  passwordLong: 'Password must have at most 128 characters',
  passwordCommon: 'This password is too common, please choose another one',
  tooLong: 'The value is too long',
  bidiControl: 'Names and titles cannot contain text direction control characters',
  invalidToken: 'Invalide Token, Session timeout. Please request one more time.',
} as const

/**
 * The record calls' messages every module shares (spec 000 section 8, spec 001 sections 5 and 8); a module's own
 * messages spread these and add theirs. The app translates each once (src/lib/validation-messages.ts).
 */
export const RECORD_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields',
  validNumber: 'Please enter a valid number',
  tooLong: 'The value is too long',
  saved: 'Saved successfully',
  updated: 'Updated successfully',
  deleted: 'Record Deleted Successfully',
  alreadyDeleted: 'Record Already Deleted',
  duplicate: 'Duplicate Records',
  versionMissing: 'Reload the record before saving: its version is missing',
  restored: 'Record Restored Successfully',
  notDeleted: 'The record is not deleted',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 letters, digits or . _ : -',
} as const
