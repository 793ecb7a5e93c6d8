import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { loginBody, type LoginBody } from '@shared/api/auth'
import { MOBILE_LENGTH } from '@shared/validation'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
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

/** Step 1: mobile number and password. */
export function CredentialsForm({ mobile, onCodeSent, onSignedIn }: Props) {
  const { t, i18n } = useLingui()
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: mobile, password: '' } })
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

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t`Mobile Number`}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  onChange={(e) => field.onChange(digitsOnly(e.target.value, MOBILE_LENGTH))}
                  type="text"
                  inputMode="numeric"
                  autoComplete="username"
                  maxLength={MOBILE_LENGTH}
                  autoFocus
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t`Password`}</FormLabel>
              <FormControl>
                <Input {...field} type="password" autoComplete="current-password" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {t`Sign In`}
        </Button>
        <div className="flex justify-end">
          <ForgotPasswordDialog getMobile={() => form.getValues('email')} focusMobile={() => form.setFocus('email')} />
        </div>
      </form>
    </Form>
  )
}
