import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { FieldControl, FieldItem, FieldLabel, FieldMessage } from '@/components/ui/field-parts'
import { Input } from '@/components/ui/input'
import { usePlainForm } from '@/lib/plain-form'
import { translateMessage } from '@/lib/validation-messages'
import { useResendOtp } from '../api/resend-otp'
import { useVerifyOtp } from '../api/verify-otp'
import { attemptExpiredMessage, invalidOtpMessage, otpResentMessage, serverErrorMessage, tryLaterMessage } from '../messages'
import { digitsOnly } from '../digits-only'
import { ForgotPasswordDialog } from './forgot-password-dialog'

/**
 * The Resend OTP link shows with the code field and hides for 5 seconds after each successful resend (spec 000
 * sections 2 and 4). A resend within 5 seconds of the sign-in's own send is refused by the server's
 * one-send-per-5-seconds throttle: 'Please try after some time'.
 */
export const RESEND_HIDDEN_MS = 5_000
const OTP_LENGTH = 6

interface Props {
  /** The mobile number of step 1 (Forgot password uses it). */
  mobile: string
  /** 109: the code was accepted. */
  onVerified: () => void
  /** The attempt is gone (108): back to step 1. */
  onRestart: () => void
}

/** The form's schema, loaded at the first edit or submit (the sign-in page carries no zod). */
const loadVerifyOtpBody = () => import('@shared/api/auth').then((m) => m.verifyOtpBody)

/** Step 2: the one-time code. */
export function OtpForm({ mobile, onVerified, onRestart }: Props) {
  const { t, i18n } = useLingui()
  const form = usePlainForm(loadVerifyOtpBody, { otpVal: '' })
  const verify = useVerifyOtp()
  const resend = useResendOtp()
  const [resendHidden, setResendHidden] = useState(false)
  const { setFocus } = form

  // Focus moves to the code field when the step appears.
  useEffect(() => setFocus('otpVal'), [setFocus])

  useEffect(() => {
    if (!resendHidden) return
    const timer = window.setTimeout(() => setResendHidden(false), RESEND_HIDDEN_MS)
    return () => window.clearTimeout(timer)
  }, [resendHidden])

  const submit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (answer) => {
        switch (answer.responseCode) {
          case RC.SUCCESS:
            onVerified()
            return
          case RC.INVALID_OTP:
            toast.error(i18n._(invalidOtpMessage))
            form.resetField('otpVal')
            setFocus('otpVal')
            return
          case RC.INVALID_SESSION:
            toast.error(i18n._(attemptExpiredMessage))
            onRestart()
            return
          case RC.THROTTLED:
            toast.error(i18n._(tryLaterMessage))
            return
          case RC.BAD_INPUT:
            toast.error(translateMessage(i18n, answer.message, serverErrorMessage))
            return
          default:
            toast.error(i18n._(serverErrorMessage))
        }
      },
    }),
  )

  const resendCode = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.responseCode === RC.SUCCESS) {
          toast.success(i18n._(otpResentMessage))
          setResendHidden(true)
          setFocus('otpVal')
        } else {
          toast.error(i18n._(tryLaterMessage))
        }
      },
    })

  const otp = form.field('otpVal')
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FieldItem>
        <FieldLabel field={otp}>{t`OTP`}</FieldLabel>
        <FieldControl field={otp}>
          <Input
            {...form.input('otpVal')}
            onChange={(e) => form.setValue('otpVal', digitsOnly(e.target.value, OTP_LENGTH))}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            className="tracking-[0.3em]"
          />
        </FieldControl>
        <FieldMessage field={otp} />
      </FieldItem>
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {t`Verify OTP`}
      </Button>
      <div className="flex min-h-8 items-center justify-between gap-2">
        <Button type="button" variant="link" size="sm" onClick={onRestart}>
          {t`Back`}
        </Button>
        {!resendHidden && (
          <Button type="button" variant="link" size="sm" onClick={resendCode} disabled={resend.isPending}>
            {t`Resend OTP`}
          </Button>
        )}
      </div>
      <div className="flex justify-end">
        <ForgotPasswordDialog getMobile={() => mobile} focusMobile={onRestart} />
      </div>
    </form>
  )
}
