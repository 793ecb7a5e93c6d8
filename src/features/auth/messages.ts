import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RC } from '@shared/response-codes'

/** What each sign-in answer says (spec 000 section 8); the caller handles the success codes. */
export function signInFailure(code: number): MessageDescriptor {
  switch (code) {
    case RC.WRONG_CREDENTIALS:
    case RC.INVALID_SESSION:
      return msg`Wrong Credentials`
    case RC.ATTEMPTS_EXCEEDED:
      return msg`Exceeded Password attempt`
    case RC.PASSWORD_MISMATCH:
      return msg`Password is not matching, please check your password`
    case RC.ACCOUNT_INACTIVE:
      return msg`Account suspended or inactive, needs activation`
    case RC.THROTTLED:
      return msg`Please try after some time`
    default:
      return msg`Server Error, Please try after sometime`
  }
}

export function forgotPasswordOutcome(code: number): MessageDescriptor {
  switch (code) {
    case RC.NEW_PASSWORD_SENT:
      return msg`New password is generated and sent over the email`
    case RC.ATTEMPTS_EXCEEDED:
      return msg`Exceeded password attempt`
    case RC.EMAIL_NOT_VERIFIED:
      return msg`User login email is not verified`
    case RC.THROTTLED:
      return msg`Please try after some time`
    default:
      return msg`User email id not found / wrong email id /deactivated`
  }
}

export const serverErrorMessage = msg`Server Error, Please try after sometime`
export const otpSentMessage = msg`OTP sent to your mobile number`
export const invalidOtpMessage = msg`Invalid OTP`
export const attemptExpiredMessage = msg`Your sign-in attempt has expired, please sign in again`
export const otpResentMessage = msg`Sucessfully sent OTP`
export const tryLaterMessage = msg`Please try after some time`
