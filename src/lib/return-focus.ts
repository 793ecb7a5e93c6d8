import { useCallback, useMemo, useRef } from 'react'
import { whenPaletteClosed } from '@/lib/command-runtime'

/**
 * Dialogs opened by a hotkey, the palette or a toolbar button have no Radix trigger to give the focus back to: the
 * screen remembers what had the focus when it opened one (the table, usually) and the dialog returns it there on
 * close, so the keyboard carries on where it was.
 */
export function focusedElement(): HTMLElement | null {
  const el = document.activeElement
  return el instanceof HTMLElement && el !== document.body ? el : null
}

/** A DialogContent `onCloseAutoFocus` that focuses `target()` when it is still in the page (else Radix's default). */
export function returnFocusTo(target: () => HTMLElement | null): (event: Event) => void {
  return (event) => {
    const el = target()
    if (!el?.isConnected) return
    event.preventDefault()
    el.focus({ preventScroll: true })
  }
}

/**
 * A screen's dialogs: `open(fn)` waits until the palette has given the focus back, remembers what has it (the table)
 * and runs `fn`; `onCloseAutoFocus`, given to the dialogs' DialogContent, returns the focus there on close. Both are
 * stable.
 */
export function useReturnFocus(): { open: (fn: () => void) => void; onCloseAutoFocus: (event: Event) => void } {
  const returnTo = useRef<HTMLElement | null>(null)
  const open = useCallback(
    (fn: () => void) =>
      whenPaletteClosed(() => {
        returnTo.current = focusedElement()
        fn()
      }),
    [],
  )
  const onCloseAutoFocus = useMemo(() => returnFocusTo(() => returnTo.current), [])
  return { open, onCloseAutoFocus }
}
