import { Suspense, type ReactNode } from 'react'

/**
 * A lazily loaded drawing (the map, the charts) with the box it stands in while its chunk loads: the same height, so
 * the page does not jump, and a label saying what is coming.
 */
export function LazyBox({ height, label, testId, children }: { height: number; label: string; testId: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid place-items-center rounded-md border text-sm text-muted-foreground" style={{ height }} data-testid={testId}>
          {label}
        </div>
      }
    >
      {children}
    </Suspense>
  )
}
