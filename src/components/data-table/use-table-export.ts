import { useCallback, useEffect, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { toast } from '@/lib/toast'
import { RC } from '@shared/response-codes'
import { metricsEnabled } from './metrics'
import type { ExportProgress, ExportRequest, ExportResult } from './export/run-export'

export type StartExport = Omit<ExportRequest, 'signal' | 'onProgress'>

declare global {
  interface Window {
    __exportMetrics?: (ExportResult & { totalMs: number })[]
  }
}

/**
 * One download at a time for a table: its progress (rows done of total), Cancel, and the outcome as a toast. The
 * export code and its worker are loaded on the first download.
 */
export function useTableExport() {
  const { i18n } = useLingui()
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (request: StartExport) => {
      if (controller.current) {
        toast.info(i18n._(msg`A download is already in progress`), { id: 'table-export-busy' })
        return
      }
      const abort = new AbortController()
      controller.current = abort
      setProgress({ phase: 'connecting', done: 0, total: null })
      const started = performance.now()
      try {
        const { runExport } = await import('./export/run-export')
        const result = await runExport({ ...request, signal: abort.signal, onProgress: setProgress })
        if (metricsEnabled()) (window.__exportMetrics ??= []).push({ ...result, totalMs: performance.now() - started })
        if (result.kind === 'saved') {
          const rows = i18n.number(result.rows)
          toast.success(i18n._(msg`Downloaded ${rows} rows`), { id: 'table-export' })
        } else if (result.kind === 'cancelled') toast.info(i18n._(msg`Download cancelled`), { id: 'table-export' })
        else if (result.kind === 'restarted') toast.error(i18n._(msg`The server restarted; export again`), { id: 'table-export' })
        else if (result.answer.responseCode !== RC.INVALID_SESSION) {
          toast.error(result.answer.message || i18n._(msg`The download failed`), { id: 'table-export' })
        }
      } catch (error) {
        console.error('Export failed', error)
        if (!abort.signal.aborted) toast.error(i18n._(msg`The download failed`), { id: 'table-export' })
      } finally {
        if (controller.current === abort) controller.current = null
        setProgress(null)
      }
    },
    [i18n],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { progress, start, cancel }
}
