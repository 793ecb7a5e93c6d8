import { Trans } from '@lingui/react/macro'

/**
 * The loading state of a page or of the access guard. Kept free of icon and class-merging libraries:
 * it is part of the entry chunk.
 */
export function PageSpinner({ className = '' }: { className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={`flex min-h-40 flex-1 items-center justify-center ${className}`}>
      <span className="size-6 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-muted-foreground" aria-hidden="true" />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
