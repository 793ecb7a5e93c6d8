import { useLayoutEffect, useMemo, useRef } from 'react'
import type { ActionSource } from '@/lib/api'
import { useDialogCommands, type DialogActionId } from '@/lib/command-runtime'

type Handlers = Partial<Record<DialogActionId, (source: ActionSource) => void>>

/**
 * Registers a dialog's footer (save, reset, close) with the command runtime while it is open, so Ctrl/Cmd+S,
 * Ctrl/Cmd+R, Esc and the palette reach it whenever the focus is inside `element`. The handlers may change on every
 * render; the registration does not.
 */
export function useFooterCommands(open: boolean, getElement: () => HTMLElement | null, handlers: Handlers): void {
  const ref = useRef(handlers)
  useLayoutEffect(() => {
    ref.current = handlers
  })
  const getRef = useRef(getElement)
  useLayoutEffect(() => {
    getRef.current = getElement
  })
  const ids = Object.keys(handlers).sort().join(',')
  const target = useMemo(() => {
    if (!open) return null
    const run: Handlers = {}
    for (const id of ids.split(',').filter(Boolean) as DialogActionId[]) run[id] = (source) => ref.current[id]?.(source)
    return { getElement: () => getRef.current(), run }
  }, [open, ids])
  useDialogCommands(target)
}
