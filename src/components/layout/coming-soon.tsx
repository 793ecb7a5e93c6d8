import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

/** An admin path without a screen, inside the shell (spec 000 section 2). */
export function ComingSoon() {
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <p className="text-lg text-muted-foreground">
        <Trans>Coming soon.</Trans>
      </p>
    </div>
  )
}

/** Any public path other than the sign-in and password pages. */
export function ComingSoonPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">
        <Trans>Coming soon.</Trans>
      </h1>
      <Button asChild variant="outline">
        <Link to="/login">
          <Trans>Go to sign in</Trans>
        </Link>
      </Button>
    </main>
  )
}
