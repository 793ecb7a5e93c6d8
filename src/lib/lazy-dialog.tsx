import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A dialog whose code loads when it first opens (issue 23: a screen's dialogs are not part of its first download).
 * Until then it renders nothing, or `StandIn` when given: a look-alike of the dialog's own trigger (a popover's or a
 * sheet's), which stays shown while the code loads. Once opened it stays mounted, so closing animates and gives focus
 * back as before. `isOpen` reads the open state from the dialog's props (its record, its subject…).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  StandIn?: ComponentType<P>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((C) => ({ default: C })))
  return function LazyDialog(props: P) {
    const open = isOpen(props)
    const [used, setUsed] = useState(open)
    // Set during render (React's pattern for state derived from props): the first open renders the dialog at once.
    if (open && !used) setUsed(true)
    const standIn = StandIn ? <StandIn {...props} /> : null
    if (!used && !open) return standIn
    return (
      <Suspense fallback={standIn}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
