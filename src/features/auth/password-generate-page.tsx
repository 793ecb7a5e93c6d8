import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheckIcon, CircleXIcon } from 'lucide-react'
import { RC } from '@shared/response-codes'
import { PageSpinner } from '@/components/layout/page-spinner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card'
import { generatePasswordQueryOptions } from './api/generate-password'

/** How long the outcome shows before the page goes to /login by itself. */
export const GENERATE_REDIRECT_MS = 5_000

/** /user/password/generate?token=…: redeems the mailed link, shows the outcome, then goes to sign in. */
export function PasswordGeneratePage({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const query = useQuery(generatePasswordQueryOptions(token))
  const done = token === '' || query.isFetched
  const generated = query.data?.responseCode === RC.PASSWORD_GENERATED

  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(() => void navigate({ to: '/login', replace: true }), GENERATE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [done, navigate])

  return (
    <main className="flex min-h-svh items-start justify-center bg-muted/40 px-4 pt-[12vh]">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold">
            <Trans>New password</Trans>
          </h1>
        </CardHeader>
        <CardContent>
          {!done ? (
            <PageSpinner className="min-h-20" />
          ) : (
            <p role="status" className="flex items-start gap-3">
              {generated ? (
                <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
              ) : (
                <CircleXIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              )}
              <span>
                {generated
                  ? t`Your new password is generated successfully, Please check your mail.`
                  : t`Invalide Token, Session timeout. Please request one more time.`}
              </span>
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/login" replace>
              <Trans>Go to sign in</Trans>
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  )
}
