import { useCallback, useRef, useState } from 'react'
import type { RecordDialogMode } from '@/components/record-dialog-footer'

/**
 * The question before a broadcast (issue 15): a new notification without a recipient goes to every active customer,
 * so the dialog's save (RecordDialogFrame `beforeSave`) waits for the confirmation's Send or Cancel; `asking` shows
 * the confirmation. Every other save goes as it is.
 */
export function useBroadcastGate() {
  const [asking, setAsking] = useState(false)
  const waiting = useRef<((send: boolean) => void) | null>(null)
  const beforeSave = useCallback((payload: unknown, mode: RecordDialogMode): boolean | Promise<boolean> => {
    if (mode !== 'new' || (payload as { userId?: string }).userId) return true
    return new Promise<boolean>((resolve) => {
      waiting.current = resolve
      setAsking(true)
    })
  }, [])
  const answer = useCallback((send: boolean) => {
    setAsking(false)
    waiting.current?.(send)
    waiting.current = null
  }, [])
  return { beforeSave, asking, answer }
}
