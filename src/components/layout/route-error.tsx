import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

/** A page that failed to load or render (for example a code chunk missing after a new release). */
export function RouteError() {
  return (
    <div role="alert" className="flex min-h-60 flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-base font-medium">
        <Trans>Something went wrong while showing this page.</Trans>
      </p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  )
}
