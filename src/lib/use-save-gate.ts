import { useCallback, useRef, useState } from 'react'
import type { RecordDialogMode } from '@/components/record-dialog-footer'

/**
 * A question before a record dialog's save (RecordDialogFrame `beforeSave`): when `asks(payload, mode)` holds, the
 * save waits for the answer of a confirmation the dialog shows while `asking` (a broadcast to every customer, a
 * centre deactivated while staff and work are still there); every other save goes as it is.
 */
export function useSaveGate(asks: (payload: unknown, mode: RecordDialogMode) => boolean) {
  const [asking, setAsking] = useState(false)
  const waiting = useRef<((go: boolean) => void) | null>(null)
  const asksRef = useRef(asks)
  asksRef.current = asks
  const beforeSave = useCallback((payload: unknown, mode: RecordDialogMode): boolean | Promise<boolean> => {
    if (!asksRef.current(payload, mode)) return true
    return new Promise<boolean>((resolve) => {
      waiting.current = resolve
      setAsking(true)
    })
  }, [])
  const answer = useCallback((go: boolean) => {
    setAsking(false)
    waiting.current?.(go)
    waiting.current = null
  }, [])
  return { beforeSave, asking, answer }
}
