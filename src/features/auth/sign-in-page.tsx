import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ZapIcon } from 'lucide-react'
import { DeferredLanguageMenu } from '@/components/layout/language-menu-deferred'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { CredentialsForm } from './components/credentials-form'
import { OtpForm } from './components/otp-form'
import { useCompleteSignIn } from './use-complete-sign-in'

type Step = 'credentials' | 'otp'

/** The sign-in page of / and /login: credentials, then the one-time code, then the session check. */
export function SignInPage() {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>('credentials')
  // The mobile number of step 1: Back from the code step shows it again, and Forgot password there uses it.
  const [mobile, setMobile] = useState('')
  const restart = () => setStep('credentials')
  const completeSignIn = useCompleteSignIn(restart)

  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <div className="flex justify-end p-2">
        <DeferredLanguageMenu />
      </div>
      <main className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-8">
        <Card className="w-full max-w-sm">
          <CardHeader className="justify-items-center text-center">
            <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <ZapIcon className="size-5" aria-hidden="true" />
            </div>
            <h1 className="text-xl font-semibold">
              <Trans>EV Back Office</Trans>
            </h1>
            <CardDescription>
              {step === 'credentials'
                ? t`Sign in with your mobile number and password.`
                : t`Enter the 6-digit code sent to your mobile number.`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {step === 'credentials' ? (
              <CredentialsForm
                mobile={mobile}
                onCodeSent={(sentTo) => {
                  setMobile(sentTo)
                  setStep('otp')
                }}
                onSignedIn={() => void completeSignIn()}
              />
            ) : (
              <OtpForm mobile={mobile} onVerified={() => void completeSignIn()} onRestart={restart} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  )
}
