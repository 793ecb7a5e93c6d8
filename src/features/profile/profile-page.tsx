import { Trans, useLingui } from '@lingui/react/macro'
import { TriangleAlertIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useSession } from '@/lib/session'
import { userTypeLabels } from '@/lib/user-types'
import { PasswordForm } from './components/password-form'
import { SignOutEverywhere } from './components/sign-out-everywhere'

/** /admin/profile: who is signed in, the update-password form, and signing out on every device. */
export function ProfilePage() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const details = [
    { label: t`Name`, value: user.name },
    { label: t`Email`, value: user.email ?? '—' },
    { label: t`Mobile Number`, value: user.mobileNo },
    { label: t`User type`, value: i18n._(userTypeLabels[user.userType]) },
  ]
  return (
    <div className="grid max-w-3xl gap-6 p-4 md:p-6">
      {user.mustChangePassword && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <Trans>You signed in with a temporary password. Choose a new password below before you go on.</Trans>
          </p>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Account</Trans>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {details.map((d) => (
              <div key={d.label} className="contents">
                <dt className="text-sm text-muted-foreground">{d.label}</dt>
                <dd className="font-medium break-all">{d.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Update password</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>After the change you sign in again with the new password.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Sessions</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Signed in on another device, or left a browser signed in? End every session of your account at once.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </div>
  )
}
