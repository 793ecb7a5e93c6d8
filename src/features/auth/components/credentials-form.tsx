import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { MOBILE_LENGTH } from '@shared/field-messages'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { FieldControl, FieldItem, FieldLabel, FieldMessage } from '@/components/ui/field-parts'
import { Input } from '@/components/ui/input'
import { usePlainForm } from '@/lib/plain-form'
import { translateMessage } from '@/lib/validation-messages'
import { digitsOnly } from '../digits-only'
import { useSignIn } from '../api/sign-in'
import { otpSentMessage, signInFailure } from '../messages'
import { ForgotPasswordDialog } from './forgot-password-dialog'

interface Props {
  /** The mobile number to start with (the one entered before, when coming Back from step 2). */
  mobile: string
  /** 122: the code was sent to this mobile number; show step 2. */
  onCodeSent: (mobile: string) => void
  /** 109 or 105: already signed in; run the session check. */
  onSignedIn: () => void
}

/** The form's schema, loaded at the first edit or submit: the sign-in page carries no zod (issue 23). */
const loadLoginBody = () => import('@shared/api/auth').then((m) => m.loginBody)

/** Step 1: mobile number and password. */
export function CredentialsForm({ mobile, onCodeSent, onSignedIn }: Props) {
  const { t, i18n } = useLingui()
  const form = usePlainForm(loadLoginBody, { email: mobile, password: '' })
  const signIn = useSignIn()

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (answer) => {
        switch (answer.responseCode) {
          case RC.OTP_SENT:
            toast.success(i18n._(otpSentMessage))
            onCodeSent(values.email)
            return
          case RC.SUCCESS:
          case RC.PASSWORD_CHANGED:
            onSignedIn()
            return
          case RC.BAD_INPUT:
            toast.error(translateMessage(i18n, answer.message, signInFailure(answer.responseCode)))
            return
          default:
            toast.error(i18n._(signInFailure(answer.responseCode)))
        }
      },
    }),
  )

  const email = form.field('email')
  const password = form.field('password')
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FieldItem>
        <FieldLabel field={email}>{t`Mobile Number`}</FieldLabel>
        <FieldControl field={email}>
          <Input
            {...form.input('email')}
            onChange={(e) => form.setValue('email', digitsOnly(e.target.value, MOBILE_LENGTH))}
            type="text"
            inputMode="numeric"
            autoComplete="username"
            maxLength={MOBILE_LENGTH}
            autoFocus
          />
        </FieldControl>
        <FieldMessage field={email} />
      </FieldItem>
      <FieldItem>
        <FieldLabel field={password}>{t`Password`}</FieldLabel>
        <FieldControl field={password}>
          <Input
            {...form.input('password')}
            onChange={(e) => form.setValue('password', e.target.value)}
            type="password"
            autoComplete="current-password"
          />
        </FieldControl>
        <FieldMessage field={password} />
      </FieldItem>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {t`Sign In`}
      </Button>
      <div className="flex justify-end">
        <ForgotPasswordDialog getMobile={() => form.getValues().email} focusMobile={() => form.setFocus('email')} />
      </div>
    </form>
  )
}
